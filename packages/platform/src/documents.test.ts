import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchDocument } from './documents';
import { ApiError } from './errors';

afterEach(() => vi.unstubAllGlobals());

describe('fetchDocument', () => {
  it('asks the filled path with the application id and answers the file as it came', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xff, 0x00, 0x9c]); // %PDF and bytes no text survives
    const fetch = vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response(pdf, { headers: { 'content-type': 'application/pdf' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const file = await fetchDocument('/api/documents/catalog/:lang', { params: { lang: 'en' } });
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/documents/catalog/en');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer shop-storefront');
  });

  it("fetches a return's attachment for the back office with the admin panel's application id", async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response('%PDF'));
    vi.stubGlobal('fetch', fetch);
    await fetchDocument(
      '/api/admin/returns/:id/files/:fileId',
      { params: { id: 'r-1', fileId: 'f-2' } },
      { appId: 'shop-admin' },
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/admin/returns/r-1/files/f-2');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer shop-admin');
  });

  it('rejects with the API error when the gateway refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found.' } }), {
            status: 404,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const failure = fetchDocument('/api/documents/catalog/:lang', { params: { lang: 'pl' } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });
});
