// @vitest-environment node
import type { PriceBlock } from '@shop/contracts';
import { formatMoney } from '@shop/platform';
import { describe, expect, it, vi } from 'vitest';
import { featuredQuery } from './catalog/collections';
import { productQuery } from './catalog/load-product';
import { bike, card, pricePLN } from './catalog/test-fixtures';
import { render } from './server';

// The catalogue's server build as the gateway uses it (issue 18): no window here, as in the gateway's
// process. Its calls go through the `fetch` each render is given; a stand-in answers them like the gateway.

/** Every call any render in this file made: the gateway answers GET /api/… only (server-render.ts). */
const calls: { input: unknown; init?: RequestInit }[] = [];

type Answer = unknown | Error | Response | ((url: URL) => unknown);

/**
 * A gateway stand-in: answers by exact path (an Error: the call fails), else 404; `gate` holds back every
 * answer but the configuration's (a render asks for it before its screens' queries).
 */
function gateway(answers: Record<string, Answer>, gate?: Promise<void>) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ input, init });
    if (!String(input).startsWith('/api/config')) await gate;
    const url = new URL(String(input), 'http://gateway.test');
    const answer = answers[url.pathname];
    const body = typeof answer === 'function' ? answer(url) : answer;
    if (body instanceof Error) throw body;
    if (body instanceof Response) return body;
    return body === undefined ? Response.json({ code: 'not_found' }, { status: 404 }) : Response.json(body);
  });
}

const config = {
  freeDeliveryThreshold: { amount: 150_000, currency: 'PLN' },
  payment: { transferDueWorkingDays: 7 },
  openingHours: { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '17:00' },
};
const list = (price: PriceBlock, other: PriceBlock = price) => ({
  items: [card(1, 'Zefir City 28', { price }), card(2, 'Zefir Trekking', { price: other })],
  total: 2,
  page: 1,
  limit: 8,
});
const retail = list(pricePLN(499_900), pricePLN(649_900));
const dealer = list({ ...pricePLN(369_000), kind: 'b2b', net: 300_000 });

const pl = (amount: number) => formatMoney({ amount, currency: 'PLN' }, 'pl');
const h1Of = (html: string) => /<h1\b[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
/** The product tiles as a shopper reads them: name, price now, and whether it is marked net. */
const tilesOf = (html: string) =>
  [...html.matchAll(/<article data-product-id="\d+".*?<\/article>/gs)].map(([tile]) => ({
    name: /<h3\b[^>]*><a\b[^>]*>(.*?)<\/a>/.exec(tile)?.[1],
    price: /data-price-now="">(.*?)<\/span>/.exec(tile)?.[1],
    net: tile.includes('data-price-net'),
  }));
const asked = (fetch: ReturnType<typeof gateway>) => fetch.mock.calls.map(([input]) => String(input));

describe('the home page rendered on the server', () => {
  it('shows the Polish page with each product, its price and the shop settings, and gives the answers by key', async () => {
    const fetch = gateway({ '/api/config': config, '/api/catalog/products': retail });
    const page = await render({ path: '/pl/', search: '', fetch });

    expect(page).toMatchObject({ screen: 'home', lang: 'pl' });
    expect(h1Of(page?.html ?? '')).toBe('Rowery elektryczne od polskiego producenta');
    expect(tilesOf(page?.html ?? '')).toEqual([
      { name: 'Zefir City 28', price: pl(499_900), net: false },
      { name: 'Zefir Trekking', price: pl(649_900), net: false },
    ]);
    // The free delivery threshold staff set, not the default.
    expect(page?.html).toContain(`powyżej ${pl(150_000)}`);
    // The browser hydrates with these: the same keys its queries read.
    expect(page?.answers).toEqual({ config, [featuredQuery('pl').key]: retail });
    const products = new URL(asked(fetch).find((url) => url.startsWith('/api/catalog/products')) ?? '', 'http://x');
    expect(products.searchParams.get('collection')).toBe('59');
    // The first pictures are preloaded from the page's head, not left in the area.
    expect(page?.head).toMatch(/^<link rel="preload" as="image"/);
    expect(page?.html).toMatch(/^<div data-remote="mf-catalog" data-screen="home">/);
  });

  it('shows the English page in English, priced as the answer says', async () => {
    const euro = (gross: number) => ({ ...pricePLN(gross), currency: 'EUR' as const });
    const fetch = gateway({ '/api/config': config, '/api/catalog/products': list(euro(119_900), euro(159_900)) });
    const page = await render({ path: '/en/', search: '', fetch });

    expect(page).toMatchObject({ screen: 'home', lang: 'en' });
    expect(h1Of(page?.html ?? '')).toBe('Electric bikes from a Polish maker');
    expect(page?.html).toContain('New electric bikes');
    expect(page?.html).not.toContain('Rowery elektryczne od polskiego producenta');
    expect(tilesOf(page?.html ?? '').map((tile) => tile.price)).toEqual([
      formatMoney({ amount: 119_900, currency: 'EUR' }, 'en'),
      formatMoney({ amount: 159_900, currency: 'EUR' }, 'en'),
    ]);
    expect(Object.keys(page?.answers ?? {})).toContain(featuredQuery('en').key);
  });

  it.each([
    ['cannot be reached', new TypeError('fetch failed')],
    ['answers 503', Response.json({ code: 'unavailable' }, { status: 503 })],
  ])(
    'when the catalogue %s: the products in their loading state, the rest of the page as usual',
    async (_, failure) => {
      const fetch = gateway({ '/api/config': config, '/api/catalog/products': failure });
      const page = await render({ path: '/pl/', search: '', fetch });

      expect(h1Of(page?.html ?? '')).toBe('Rowery elektryczne od polskiego producenta');
      expect(page?.html).toContain('aria-busy="true"');
      expect(tilesOf(page?.html ?? '')).toEqual([]);
      expect(page?.html).toContain(`powyżej ${pl(150_000)}`);
      // The browser asks for the products again itself; the server does not spend its budget retrying.
      expect(page?.answers).toEqual({ config });
      expect(asked(fetch).filter((url) => url.startsWith('/api/catalog/products'))).toHaveLength(1);
    },
  );
});

describe("the shop's brand in its addresses", () => {
  it("links the product pages named after the brand with the configuration's slug, as the browser does", async () => {
    const volta = await render({
      path: '/pl/',
      search: '',
      fetch: gateway({ '/api/config': { ...config, brandSlug: 'volta' }, '/api/catalog/products': retail }),
    });
    expect(volta?.html).toContain('href="/pl/volta-guard-');
    expect(volta?.html).not.toContain('href="/pl/zefir-guard-');
    const zefir = await render({
      path: '/pl/',
      search: '',
      fetch: gateway({ '/api/config': { ...config, brandSlug: 'zefir' }, '/api/catalog/products': retail }),
    });
    expect(zefir?.html).toContain('href="/pl/zefir-guard-');
  });
});

describe('pages in both languages rendered at once', () => {
  it('are each in their own language', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const fetch = gateway({ '/api/config': config, '/api/catalog/products': retail }, gate);
    const both = Promise.all(['/pl/', '/en/'].map((path) => render({ path, search: '', fetch })));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(4));
    open();
    const [polish, english] = await both;

    expect([h1Of(polish?.html ?? ''), h1Of(english?.html ?? '')]).toEqual([
      'Rowery elektryczne od polskiego producenta',
      'Electric bikes from a Polish maker',
    ]);
    // The products' availability too, a text the catalogue's tiles look up while rendering.
    expect(polish?.html).toContain('>Dostępny<');
    expect(english?.html).toContain('>In stock<');
    expect(english?.html).not.toContain('>Dostępny<');
  });
});

describe('a product page rendered on the server', () => {
  it('asks for the combination of the address and shows that variant', async () => {
    const variants: Record<string, { variantId: number; valueIds: number[]; gross: number }> = {
      '11-21': { variantId: 70, valueIds: [11, 21], gross: 599_900 },
      '12-21': { variantId: 72, valueIds: [12, 21], gross: 619_900 },
    };
    const fetch = gateway({
      '/api/catalog/products/7': (url: URL) => {
        const c = url.searchParams.get('c') ?? '11-21';
        const variant = variants[c];
        return variant && bike({ c, ...variant }, variant.gross);
      },
    });
    const page = await render({ path: '/pl/produkt/7/zefir-city-28', search: '?c=12-21', fetch });

    expect(page).toMatchObject({ screen: 'product', lang: 'pl' });
    expect(asked(fetch)).toContain('/api/catalog/products/7?c=12-21');
    expect(h1Of(page?.html ?? '')).toBe('Zefir City 28');
    expect(/data-price-now="">(.*?)<\/span>/.exec(page?.html ?? '')?.[1]).toBe(pl(619_900));
    expect(Object.keys(page?.answers ?? {})).toEqual([productQuery('7', '12-21', 'pl').key]);
  });
});

describe("a shopper's prices", () => {
  const rendered = async (answer: typeof retail) => {
    const fetch = gateway({ '/api/config': config, '/api/catalog/products': answer });
    return tilesOf((await render({ path: '/pl/', search: '', fetch }))?.html ?? '');
  };
  const dealerTiles = [
    { name: 'Zefir City 28', price: pl(300_000), net: true },
    { name: 'Zefir Trekking', price: pl(300_000), net: true },
  ];
  const retailTiles = [
    { name: 'Zefir City 28', price: pl(499_900), net: false },
    { name: 'Zefir Trekking', price: pl(649_900), net: false },
  ];

  it.each([
    ['a dealer, then a retail shopper', [dealer, retail]],
    ['a retail shopper, then a dealer', [retail, dealer]],
  ])('are their own, one render after another: %s', async (_, answers) => {
    for (const answer of answers) {
      expect(await rendered(answer)).toEqual(answer === dealer ? dealerTiles : retailTiles);
    }
  });

  it('are their own when a dealer and a retail shopper are rendered at once', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const fetches = [dealer, retail].map((answer) =>
      gateway({ '/api/config': config, '/api/catalog/products': answer }, gate),
    );
    const pages = Promise.all(fetches.map((fetch) => render({ path: '/pl/', search: '', fetch })));
    // Both renders wait for their answers (the settings and the products each) before any arrives.
    await vi.waitFor(() => expect(fetches.flatMap((fetch) => fetch.mock.calls)).toHaveLength(4));
    open();
    const [forDealer, forRetail] = await pages;

    expect(tilesOf(forDealer?.html ?? '')).toEqual(dealerTiles);
    expect(tilesOf(forRetail?.html ?? '')).toEqual(retailTiles);
    expect(forDealer?.answers[featuredQuery('pl').key]).toEqual(dealer);
    expect(forRetail?.answers[featuredQuery('pl').key]).toEqual(retail);
    // No render's calls went through the other shopper's fetch.
    for (const fetch of fetches) {
      expect(
        asked(fetch)
          .map((url) => url.split('?')[0])
          .sort(),
      ).toEqual(['/api/catalog/products', '/api/config']);
    }
  });
});

describe('pages the server does not render', () => {
  it.each(['/pl/koszyk', '/pl/kontakt', '/en/contact', '/pl/nie-ma-takiej-strony', '/de/'])(
    '%s: nothing, and nothing asked',
    async (path) => {
      const fetch = gateway({ '/api/config': config, '/api/catalog/products': retail });
      await expect(render({ path, search: '', fetch })).resolves.toBeUndefined();
      expect(fetch).not.toHaveBeenCalled();
    },
  );
});

describe('the calls of every render above', () => {
  it('are GETs of /api/… on the gateway, without a body', () => {
    expect(calls.length).toBeGreaterThan(10);
    for (const { input, init } of calls) {
      expect(typeof input === 'string' && input.startsWith('/api/'), String(input)).toBe(true);
      expect(init?.method ?? 'GET').toBe('GET');
      expect(init?.body).toBeUndefined();
    }
  });
});
