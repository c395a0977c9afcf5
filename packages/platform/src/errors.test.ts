import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api';
import { ApiError, describeError, NetworkError } from './errors';

// The error texts of @shop/contracts/messages are a chunk of their own: a page fetches them only when a
// call fails without the server's own text. The mock counts the times the module is loaded.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@shop/contracts/messages', async (original) => {
  loads.count += 1;
  return original();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function client(answer: () => Response | Promise<Response>, lang = 'pl') {
  return createApiClient({
    fetch: (async () => answer()) as unknown as typeof globalThis.fetch,
    getLanguage: () => lang,
    getCurrency: () => 'PLN',
  });
}

describe('error texts', () => {
  it('are not loaded for answers and for errors the server worded, and are loaded for the first failure without a text', async () => {
    await expect(client(() => json({ ok: true })).get('/api/config')).resolves.toEqual({ ok: true });
    const worded = await client(() =>
      json({ error: { code: 'product_not_found', message: 'Nie znaleziono produktu' } }, 404),
    )
      .get('/api/catalog/products/:id', { params: { id: 1 } })
      .catch((error: unknown) => error);
    expect(worded).toEqual(new ApiError(404, 'product_not_found', 'Nie znaleziono produktu'));
    expect(loads.count).toBe(0);

    const unworded = await client(() => new Response('', { status: 503 }), 'pl')
      .get('/api/cart')
      .catch((error: unknown) => error);
    expect(unworded).toMatchObject({ status: 503, code: 'service_unavailable' });
    expect((unworded as ApiError).message).toBe('Usługa jest chwilowo niedostępna. Spróbuj ponownie za chwilę.');
    expect(loads.count).toBe(1);

    const offline = await client(() => Promise.reject(new TypeError('Failed to fetch')), 'en')
      .get('/api/cart')
      .catch((error: unknown) => error);
    expect(offline).toEqual(new NetworkError('Network error'));
    expect(loads.count).toBe(1);
    expect(describeError(new TypeError('x is undefined'), 'pl')).toBe(
      'Błąd serwera. Skontaktuj się z administratorem.',
    );
  });
});
