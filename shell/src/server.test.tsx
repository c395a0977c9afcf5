// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { renderTop } from './server';

// The shell's server build as the gateway uses it (issue 18): the page top of any storefront page, without a
// window, its configuration asked through the `fetch` the gateway gives.

const configWith = (testMode: boolean) =>
  vi.fn(async () => Response.json({ testMode, brandSlug: 'zefir', currencies: ['PLN', 'EUR'] }));

describe('the page top rendered on the server', () => {
  it('shows the test-mode banner, the header with a search that works without scripts, in the page language', async () => {
    const fetch = configWith(true);
    const polish = await renderTop({ path: '/pl/koszyk', search: '', fetch });
    expect(polish).toContain('Strona w trybie testowym!');
    expect(polish).toMatch(/<form[^>]*role="search"[^>]*action="\/pl\/szukaj"/);
    expect(fetch).toHaveBeenCalledWith('/api/config', expect.objectContaining({ method: 'GET' }));

    const english = await renderTop({ path: '/en/cart', search: '', fetch: configWith(false) });
    expect(english).not.toContain('data-banner="test-mode"');
    expect(english).toMatch(/<form[^>]*action="\/en\/search"/);
  });

  it('links the other language to the same address, query included', async () => {
    const top = await renderTop({ path: '/pl/produkt/1315/zefir', search: '?c=12-40', fetch: configWith(false) });
    expect(top).toContain('href="/en/product/1315/zefir?c=12-40"');
  });

  it('goes out without the banner when the configuration cannot be read', async () => {
    const top = await renderTop({
      path: '/pl/',
      search: '',
      fetch: vi.fn(async () => new Response('', { status: 503 })),
    });
    expect(top).toContain('<header');
    expect(top).not.toContain('data-banner="test-mode"');
  });
});
