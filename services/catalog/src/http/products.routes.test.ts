import type { ProductCard, ProductDetail, ProductList } from '@shop/contracts';
import { startTestService, type TestService } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogContext } from '../context';
import type * as schema from '../db/schema';
import { catalogService } from '../service';

let catalog: TestService<typeof schema>;
const b2b = { app: 'storefront', role: 'CUSTOMER', customerId: 'dealer-1', customerType: 'b2b' } as const;
const en = { 'x-language': 'en', 'x-currency': 'EUR' };

beforeAll(async () => {
  catalog = await startTestService(catalogService, { seed: true });
  // The test's dealer has no discounts (accounts is not started): dealer-prices.routes.test.ts has them.
  (catalog.context as CatalogContext).dealerDiscounts = { of: async () => [] };
});
afterAll(() => catalog?.stop());

const list = async (query: string, headers: Record<string, string> = {}) => {
  const answer = await catalog.call('GET', `/api/catalog/products${query}`, { headers });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as ProductList;
};
const product = async (id: number, query = '', headers: Record<string, string> = {}) =>
  catalog.call('GET', `/api/catalog/products/${id}${query}`, { headers });

describe('GET /api/catalog/products', () => {
  it('lists collection 59 with its sub-collections, 50 a page by default', async () => {
    const page = await list('?collection=59');
    expect(page.limit).toBe(50);
    expect(page.total).toBeGreaterThanOrEqual(50);
    expect(page.items).toHaveLength(50);
    expect(page.items.every((item) => item.category === 'bike')).toBe(true);
    const second = await list('?collection=59&page=2');
    expect(second.items.map((i) => i.id)).not.toContain(page.items[0]!.id);
  });

  it('lists only MTB bikes in collection 90', async () => {
    const page = await list('?collection=90&limit=100');
    expect(page.total).toBeGreaterThan(5);
    expect(page.items.map((i) => i.name)).toContain('Zefir Góral M7');
    expect(page.items.some((i) => i.name.startsWith('Zefir Miejski'))).toBe(false);
  });

  it('sorts by price and by name both ways', async () => {
    const cheap = await list('?collection=106&sort=price&dir=asc&limit=200');
    const gross = cheap.items.map((i) => i.price.gross);
    expect(gross).toEqual([...gross].sort((a, b) => a - b));
    const dear = await list('?collection=106&sort=price&dir=desc&limit=200');
    expect(dear.items[0]!.price.gross).toBe(Math.max(...gross));
    const names = (await list('?collection=102&sort=name&dir=asc')).items.map((i) => i.name);
    expect(names).toEqual([...names].sort());
    const reversed = (await list('?collection=102&sort=name&dir=desc')).items.map((i) => i.name);
    expect(reversed).toEqual([...names].reverse());
  });

  it('answers in the page language and currency', async () => {
    const pl = await list('?collection=101&limit=1&sort=name&dir=asc');
    const english = await list('?collection=101&limit=1&sort=name&dir=asc', en);
    expect(pl.items[0]!.price.currency).toBe('PLN');
    expect(english.items[0]!.price.currency).toBe('EUR');
    expect(pl.items[0]!.name).toMatch(/^Akumulator/);
    expect(english.items[0]!.name).toMatch(/battery$/);
  });

  it('gives every card a picture in three widths and a price block', async () => {
    const page = await list('?limit=200');
    for (const card of page.items) {
      expect(card.image.widths.map((w) => w.width)).toEqual([320, 640, 1280]);
      expect(card.image.srcset).toContain('320w');
      expect(card.price.gross).toBeGreaterThan(0);
      expect(card.price.net).toBeLessThan(card.price.gross);
      expect(card.maxQuantity).toBeLessThanOrEqual(999);
    }
  });

  it('shows a reduction with its Omnibus price in both currencies', async () => {
    const deals = await list('?collection=72&limit=200');
    expect(deals.total).toBeGreaterThan(10);
    const reduced = deals.items.filter((item) => item.price.reduced !== undefined);
    expect(reduced.length).toBeGreaterThan(10);
    for (const card of reduced) {
      expect(card.price.gross).toBe(card.price.reduced);
      expect(card.price.lowestPrior30Days).toBeDefined();
      if (card.price.percent !== undefined) {
        expect(card.price.saving).toBe(card.price.lowestPrior30Days! - card.price.reduced!);
      }
    }
    const inEuro = await list('?collection=72&limit=200', en);
    expect(
      inEuro.items.filter((i) => i.price.lowestPrior30Days !== undefined).every((i) => i.price.currency === 'EUR'),
    ).toBe(true);
  });

  it('refuses bad query values and unknown parameters, naming each', async () => {
    for (const [query, field] of [
      ['?collection=abc', 'collection'],
      ['?collection=0', 'collection'],
      ['?sort=colour', 'sort'],
      ['?dir=up', 'dir'],
      ['?limit=1000', 'limit'],
      ['?page=-1', 'page'],
      ['?category=spaceship', 'category'],
      ['?colour=red', 'colour'],
      ['?q=a&q=b', 'q'],
      ['?type=rocket', 'type'],
      ['?motor=front', 'motor'],
      ['?protocol=wifi', 'protocol'],
    ] as const) {
      const answer = await catalog.call('GET', `/api/catalog/products${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.code).toBe('validation_failed');
      expect(Object.keys(answer.body.error.fields), query).toContain(field);
    }
  });

  it('lists the workshop services by their type, with prices', async () => {
    const services = await list('?type=service&sort=name&dir=asc');
    const names = services.items.map((i) => i.name);
    expect(names).toContain('Przegląd roweru elektrycznego');
    expect(names).toContain('Godzina pracy serwisu');
    // A download and a gift card are not services.
    expect(names).not.toContain('Instrukcja serwisowa (PDF)');
    expect(names).not.toContain('Karta podarunkowa 500 zł');
    expect(services.items.every((i) => i.price.gross > 0)).toBe(true);
  });

  it('lists the bikes with a mid motor on UART, the ones the GPS tracker fits, and no others', async () => {
    const fitting = await list('?category=bike&motor=mid&protocol=uart&limit=200');
    const names = fitting.items.map((i) => i.name);
    expect(names).toContain('Zefir Miejski C3 Comfort');
    expect(names).toContain('Zefir SUV S5 Pro');
    // A mid motor on CAN and a hub motor on UART do not fit.
    expect(names).not.toContain('Zefir Góral M5');
    expect(names).not.toContain('Zefir Miejski C1');
    for (const item of fitting.items) {
      const detail = (await product(item.id, '', en)).body as ProductDetail;
      const spec = (name: string) => detail.specs.find((line) => line.name === name)?.value;
      expect(spec('Motor'), item.name).toBe('mid drive');
      expect(spec('Controller protocol'), item.name).toBe('UART');
    }
    const hubs = await list('?category=bike&motor=rear&protocol=uart&limit=200');
    expect(hubs.total).toBeGreaterThan(0);
    expect(hubs.items.map((i) => i.id)).not.toContain(fitting.items[0]!.id);
    const canMid = await list('?category=bike&motor=mid&protocol=can&limit=200');
    expect(canMid.items.map((i) => i.name)).toContain('Zefir Góral M5');
  });

  it('refuses other methods', async () => {
    const answer = await catalog.call('POST', '/api/catalog/products', { body: {} });
    expect(answer.status).toBe(405);
    expect(answer.body.error.code).toBe('method_not_allowed');
  });

  it('answers an unknown collection and a page past the end with an empty list', async () => {
    expect((await list('?collection=999999')).items).toEqual([]);
    const past = await list('?collection=90&page=50');
    expect(past.items).toEqual([]);
    expect(past.total).toBeGreaterThan(0);
  });
});

describe('search', () => {
  it("finds 'Rower elektryczny' for 'rower elektryczny' and for a prefix", async () => {
    const found = await list('?q=rower%20elektryczny&limit=100');
    expect(found.total).toBeGreaterThan(40);
    expect(found.items.every((i) => i.category === 'bike')).toBe(true);
    // Still typing: a prefix finds at least as much.
    const typing = await list('?q=rower%20elektr&limit=100');
    expect(typing.total).toBeGreaterThanOrEqual(found.total);
    expect(typing.items.slice(0, 10).every((i) => i.category === 'bike')).toBe(true);
  });

  it("finds 'żółty' for 'zolty' and for 'żółty'", async () => {
    const folded = await list('?q=zolty&limit=200');
    const exact = await list(`?q=${encodeURIComponent('ŻÓŁTY')}&limit=200`);
    expect(folded.total).toBeGreaterThan(3);
    expect(exact.items.map((i) => i.id)).toEqual(folded.items.map((i) => i.id));
    const bike = folded.items.find((i) => i.category === 'bike')!;
    const detail = (await product(bike.id)).body as ProductDetail;
    const labels = detail.options.flatMap((o) => o.values.map((v) => v.label));
    expect(labels.some((label) => label.includes('żółty'))).toBe(true);
  });

  it('finds the GPS tracker by what a shopper types, and nothing for punctuation only', async () => {
    expect((await list('?q=lokalizator%20gps')).items.map((i) => i.id)).toContain(1315);
    expect((await list(`?q=${encodeURIComponent("'&|!:*")}`)).total).toBe(0);
  });

  it('suggests from 2 characters on, products and collections', async () => {
    const one = await catalog.call('GET', '/api/catalog/search/suggest?q=r');
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ query: 'r', products: [], collections: [] });
    const two = await catalog.call('GET', '/api/catalog/search/suggest?q=ak');
    expect(two.body.products.length).toBeGreaterThan(0);
    expect(two.body.products.length).toBeLessThanOrEqual(8);
    expect(two.body.collections.map((c: { id: number }) => c.id)).toContain(101);
    const gorskie = await catalog.call('GET', `/api/catalog/search/suggest?q=${encodeURIComponent('górsk')}`);
    expect(gorskie.body.collections.map((c: { id: number }) => c.id)).toContain(90);
    const bad = await catalog.call('GET', '/api/catalog/search/suggest?q=ab&x=1');
    expect(bad.status).toBe(400);
  });
});

describe('GET /api/catalog/products/:id', () => {
  it('gives the GPS tracker 1315 with everything a product page shows', async () => {
    const answer = await product(1315);
    expect(answer.status).toBe(200);
    const gps = answer.body as ProductDetail;
    expect(gps.name).toContain('Zefir Guard');
    expect(gps.category).toBe('connectivity');
    expect(gps.gallery.length).toBeGreaterThanOrEqual(2);
    expect(gps.specs.some((s) => s.value.includes('6 miesięcy'))).toBe(true);
    expect(gps.downloads[0]).toMatchObject({ fileType: 'image', mediaType: 'image/svg+xml' });
    expect(gps.relations.map((r) => r.type)).toEqual(expect.arrayContaining(['service']));
    expect(gps.processingTime).toBe('24h');
    expect(gps.collections[0]!.id).toBe(106);
  });

  it('gives a bike with its options, variants and the chosen combination', async () => {
    const bike = (await product(1022)).body as ProductDetail;
    expect(bike.options.map((o) => [o.code, o.kind, o.display])).toEqual([
      ['frame-size', 'SELECT', 'buttons'],
      ['colour', 'SELECT', 'colors'],
      ['battery', 'SELECT', 'radio'],
      ['insurance', 'BOOLEAN', 'switch'],
    ]);
    expect(bike.variants.length).toBeGreaterThan(10);
    const colours = new Set(bike.options[1]!.values.map((v) => v.id));
    const colourOf = (valueIds: number[]) => valueIds.find((id) => colours.has(id));
    const other = bike.variants.find(
      (v) => v.price.gross > bike.price.gross && colourOf(v.valueIds) !== colourOf(bike.chosen.valueIds),
    )!;
    const chosen = (await product(1022, `?c=${other.c}`)).body as ProductDetail;
    expect(chosen.chosen.c).toBe(other.c);
    expect(chosen.sku).toBe(other.sku);
    expect(chosen.price.gross).toBe(other.price.gross);
    // Any order of the values names the same variant.
    const reversed = other.c.split('-').reverse().join('-');
    expect(((await product(1022, `?c=${reversed}`)).body as ProductDetail).chosen.variantId).toBe(other.id);
    // The gallery follows the chosen colour: its side view first, the cockpit after it.
    expect(chosen.gallery).toHaveLength(2);
    expect(chosen.gallery[0]!.src).not.toBe(bike.gallery[0]!.src);
    expect(chosen.gallery[1]!.src).toBe(bike.gallery[1]!.src);
  });

  it("answers 'Missing variant' for a combination that is not made", async () => {
    const bike = (await product(1022)).body as ProductDetail;
    const [size, colour] = bike.options;
    const made = new Set(bike.variants.map((v) => v.c));
    const battery = bike.options[2]!.values[0]!.id;
    const notMade = [size!.values[0]!.id, colour!.values.at(-1)!.id, battery].sort((a, b) => a - b).join('-');
    expect(made.has(notMade)).toBe(false);
    for (const c of [notMade, String(size!.values[0]!.id), `${bike.chosen.c}-${battery}`, '999999-999998-1']) {
      const answer = await product(1022, `?c=${c}`);
      expect(answer.status, c).toBe(422);
      expect(answer.body.error).toMatchObject({
        code: 'missing_variant',
        message: 'Brak wariantu (wybierz inną kombinację)',
      });
    }
    const english = await product(1022, `?c=${notMade}`, en);
    expect(english.body.error.message).toBe('Missing variant (choose another combination)');
  });

  it('refuses a malformed combination, a bad id and unknown parameters', async () => {
    for (const c of ['abc', '1--2', '-1', '1,2', '']) {
      const answer = await product(1022, `?c=${encodeURIComponent(c)}`);
      expect(answer.status, c).toBe(400);
      expect(answer.body.error.fields).toHaveProperty('c');
    }
    const badId = await catalog.call('GET', '/api/catalog/products/abc');
    expect(badId.status).toBe(400);
    expect(badId.body.error.fields).toHaveProperty('id');
    const unknown = await product(1022, '?colour=red');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toHaveProperty('colour');
  });

  it("answers 'Product not found' for an unknown product", async () => {
    const answer = await product(424242);
    expect(answer.status).toBe(404);
    expect(answer.body.error).toMatchObject({ code: 'product_not_found', message: 'Nie znaleziono produktu' });
  });

  it("answers 'Product not found', not a server error, for an id beyond the database's integers", async () => {
    for (const id of [2147483648, 99999999999]) {
      const answer = await product(id);
      expect(answer.status).toBe(404);
      expect(answer.body.error).toMatchObject({ code: 'product_not_found' });
    }
  });

  it('shows a dealer the B2B price and a shopper the retail price', async () => {
    const retail = (await product(1001)).body as ProductDetail;
    const dealer = await catalog.call('GET', '/api/catalog/products/1001', { identity: b2b });
    expect(dealer.status).toBe(200);
    expect(retail.price.kind).toBe('retail');
    expect(dealer.body.price.kind).toBe('b2b');
    expect(dealer.body.price.net).toBeLessThan(retail.price.net);
    expect(dealer.body.price.reduced).toBeUndefined();
    // A dealer's answer must not be kept by a shared cache.
    expect(dealer.headers.get('cache-control')).toMatch(/^private/);
    const cards = await catalog.call('GET', '/api/catalog/products?collection=61', { identity: b2b });
    expect(cards.body.items.every((c: ProductCard) => c.price.kind === 'b2b')).toBe(true);
  });
});

describe('caching', () => {
  it('answers with an ETag and 304 when the caller has it', async () => {
    const first = await catalog.call('GET', '/api/catalog/products?collection=59&limit=50&sort=price');
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600, stale-while-revalidate=60');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    // Sent compressed to a caller that accepts it (fetch does, and unpacks it).
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(first.headers.get('vary')).toContain('Accept-Encoding');
    expect(first.body.items).toHaveLength(50);
    const again = await catalog.call('GET', '/api/catalog/products?collection=59&limit=50&sort=price', {
      headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    const detail = await product(1315);
    const revalidated = await product(1315, '', {
      'if-none-match': detail.headers.get('etag')!,
      'cache-control': 'max-age=0',
    });
    expect(revalidated.status).toBe(304);
    // Another language is another answer.
    const english = await catalog.call('GET', '/api/catalog/products?collection=59&limit=50&sort=price', {
      headers: { ...en, 'if-none-match': etag, 'cache-control': 'max-age=0' },
    });
    expect(english.status).toBe(200);
  });
});
