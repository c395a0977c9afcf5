import type { ListQuery } from '@shop/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api';
import { ApiError, NetworkError } from './errors';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function clientAnswering(answer: () => Response | Promise<Response>, lang = 'pl') {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => answer());
  const client = createApiClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    getLanguage: () => lang,
    getCurrency: () => (lang === 'pl' ? 'PLN' : 'EUR'),
  });
  const sent = (call = 0) => {
    const [url, init] = fetch.mock.calls[call]!;
    return { url: String(url), init: init!, headers: new Headers(init!.headers) };
  };
  return { client, fetch, sent };
}

describe('api client', () => {
  it('sends the application id, language, currency and credentials', async () => {
    const { client, sent } = clientAnswering(() => json({ ok: true }));
    await expect(client.get('/api/config')).resolves.toEqual({ ok: true });
    const { url, init, headers } = sent();
    expect(url).toBe('/api/config');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(headers.get('authorization')).toBe('Bearer shop-storefront');
    expect(headers.get('x-language')).toBe('pl');
    expect(headers.get('x-currency')).toBe('PLN');
    expect(init.body).toBeUndefined();
  });

  it("uses the admin panel's id and a base URL when given", async () => {
    const fetch = vi.fn(async () => json({}));
    const admin = createApiClient({
      baseUrl: 'https://shop.example',
      appId: 'shop-admin',
      getLanguage: () => 'en',
      getCurrency: () => 'EUR',
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    await admin.request('GET', 'orders');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://shop.example/api/orders');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer shop-admin');
    expect(new Headers(init.headers).get('x-currency')).toBe('EUR');
  });

  it('leaves out empty and default list parameters', async () => {
    const { client, sent } = clientAnswering(() => json({ items: [] }));
    await client.get('/api/orders', {
      query: { page: 1, limit: 50, sort: 'createdAt', dir: 'desc', filters: { status: '' }, q: '', t: undefined },
    });
    expect(sent().url).toBe('/api/orders');
    const typed: ListQuery<'createdAt' | 'total'> = { page: 1, limit: 50, sort: 'total', dir: 'desc', filters: {} };
    await client.get('/api/orders', { query: typed });
    expect(sent(1).url).toBe('/api/orders?sort=total');
  });

  it('keeps the parameters that change the list, and plain ones', async () => {
    const { client, sent } = clientAnswering(() => json({ items: [] }));
    await client.request('GET', '/api/catalog/products', {
      query: { page: 2, sort: 'price', dir: 'asc', filters: { collection: 59 }, c: [3, 7], q: 'zefir' },
    });
    const url = new URL(sent().url, 'http://shop');
    expect(url.pathname).toBe('/api/catalog/products');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.has('limit')).toBe(false);
    expect(url.searchParams.get('sort')).toBe('price');
    expect(url.searchParams.get('dir')).toBe('asc');
    expect(url.searchParams.get('filters[collection]')).toBe('59');
    expect(url.searchParams.getAll('c')).toEqual(['3', '7']);
    expect(url.searchParams.get('q')).toBe('zefir');
  });

  it('sends a body as JSON, and COPY for duplicating', async () => {
    const { client, sent } = clientAnswering(() => json({ id: 8 }, 201));
    await expect(client.request('COPY', '/api/orders/7', { body: { note: 'again' } })).resolves.toEqual({ id: 8 });
    expect(sent().init.method).toBe('COPY');
    expect(sent().headers.get('content-type')).toBe('application/json');
    expect(sent().init.body).toBe('{"note":"again"}');
  });

  it('calls a route of the table by its path, with its parameters filled in and encoded', async () => {
    const { client, sent } = clientAnswering(() => json({ id: 8 }, 201));
    const id = '7f1c5c1e-3a53-4f0e-9a39-0a5d8a1e2b10';
    await client.copy('/api/orders/:id', { params: { id } });
    expect(sent().url).toBe(`/api/orders/${id}`);
    expect(sent().init.method).toBe('COPY');
    await client.post('/api/cart/items', { body: { productId: 7, quantity: 2 } });
    expect(sent(1).url).toBe('/api/cart/items');
    expect(sent(1).init.body).toBe('{"productId":7,"quantity":2}');
    await client.get('/api/account/addresses/:id', { params: { id: 'a/b' } });
    expect(sent(2).url).toBe('/api/account/addresses/a%2Fb');
  });

  it('is typed from the route table: a wrong field, a missing parameter or an unknown path does not compile', () => {
    const { client } = clientAnswering(() => json({}));
    // Type checks only: none of these calls is sent.
    const never = () => {
      // @ts-expect-error a cart item names a productId, not an id
      void client.post('/api/cart/items', { body: { id: 7, quantity: 2 } });
      // @ts-expect-error the order id is a path parameter and is required
      void client.get('/api/orders/:id');
      // @ts-expect-error no such route
      void client.get('/api/orders/everything');
      // @ts-expect-error an upload route takes FormData through upload(), not post()
      void client.upload('/api/cart', new FormData());
    };
    expect(never).toBeTypeOf('function');
  });

  it('answers undefined for 204 No Content', async () => {
    const { client } = clientAnswering(() => new Response(null, { status: 204 }));
    await expect(client.delete('/api/cart')).resolves.toBeUndefined();
  });

  it('turns the error shape into an ApiError with its fields', async () => {
    const { client } = clientAnswering(() =>
      json(
        {
          error: {
            code: 'validation_failed',
            message: 'Niektóre parametry są nieprawidłowe. Sprawdź dane.',
            fields: { email: 'Wpisz poprawny adres e-mail' },
          },
        },
        400,
      ),
    );
    const error = await client.post('/api/contact/newsletter', { body: { email: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Niektóre parametry są nieprawidłowe. Sprawdź dane.',
      fields: { email: 'Wpisz poprawny adres e-mail' },
    });
  });

  it('gives an answer without the error shape a code from its status', async () => {
    const { client } = clientAnswering(
      () => new Response('<h1>Bad Gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }),
      'en',
    );
    const error = await client.get('/api/cart').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 'bad_gateway', fields: {} });
    expect((error as ApiError).message).toMatch(/temporarily unavailable/);

    const notFound = clientAnswering(() => new Response('', { status: 404 }));
    await expect(notFound.client.get('/api/cart')).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });

  it('reports a failed connection as a NetworkError in the page language', async () => {
    const failing = () => Promise.reject(new TypeError('Failed to fetch'));
    const english = clientAnswering(failing, 'en');
    const polish = clientAnswering(failing, 'pl');
    await expect(english.client.get('/api/config')).rejects.toEqual(new NetworkError('Network error'));
    const error = await polish.client.get('/api/config').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).message).toBe('Błąd sieci');
  });

  it('passes the abort signal and rejects with the abort, not a network error', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
        ),
    );
    const client = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, getLanguage: () => 'en' });
    const pending = client.get('/api/catalog/products', {}, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect((error as Error).name).toBe('AbortError');
  });
});
