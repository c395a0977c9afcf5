import {
  type DealerDiscount,
  lessPercent,
  type ProductCard,
  type ProductDetail,
  type ProductList,
} from '@shop/contracts';
import { startTestService, type TestService } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogContext } from '../context';
import type * as schema from '../db/schema';
import { catalogService } from '../service';

// Issue 15: a dealer sees, in every catalogue answer (listing, product page with each variant, search), the
// B2B net less the best discount of theirs that covers the product, net with VAT; a retail caller never
// gets a dealer's figure, and the service's answer cache never hands one caller's prices to another.

let catalog: TestService<typeof schema, CatalogContext>;
/** What accounts would answer as each dealer's discounts. */
const discounts = new Map<string, DealerDiscount[]>();
const dealerA = '00000000-0000-4000-8000-0000000000a1';
const dealerB = '00000000-0000-4000-8000-0000000000b1';
const noDiscount = '00000000-0000-4000-8000-0000000000c1';
const asDealer = (customerId: string) =>
  ({ app: 'storefront', role: 'CUSTOMER', customerId, customerType: 'b2b' }) as const;
const retailCustomer = {
  app: 'storefront',
  role: 'CUSTOMER',
  customerId: '00000000-0000-4000-8000-0000000000e1',
  customerType: 'retail',
} as const;
/** MTB bikes (collection 90, under bikes 59). */
let mtbIds: Set<number>;

beforeAll(async () => {
  catalog = await startTestService(catalogService, { seed: true });
  catalog.context.dealerDiscounts = { of: async (customerId) => discounts.get(customerId) ?? [] };
  // Own 20 % on MTB, the group's 5 % on everything.
  discounts.set(dealerA, [
    { collectionId: 90, percent: 20, source: 'dealer' },
    { collectionId: null, percent: 5, source: 'group' },
  ]);
  discounts.set(dealerB, [{ collectionId: null, percent: 12, source: 'group' }]);
  const mtb = await catalog.call('GET', '/api/catalog/products?collection=90&limit=100');
  mtbIds = new Set((mtb.body as ProductList).items.map((card) => card.id));
});
afterAll(() => catalog?.stop());

async function read(path: string, identity?: object) {
  const answer = await catalog.call('GET', path, identity ? { identity: identity as never } : {});
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer;
}

/** Every key of a JSON value, nested. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  return into;
}

describe("a dealer's prices in the catalogue", () => {
  it('lists the B2B net less the best discount covering each product, with VAT, net shown', async () => {
    const path = '/api/catalog/products?collection=59&limit=100';
    const plain = (await read(path, asDealer(noDiscount))).body as ProductList;
    const withA = (await read(path, asDealer(dealerA))).body as ProductList;
    const listNet = new Map(plain.items.map((card) => [card.id, card.price.net]));
    expect(plain.items.every((card) => card.price.discountPercent === undefined)).toBe(true);
    expect(withA.items.some((card) => mtbIds.has(card.id))).toBe(true);
    expect(withA.items.some((card) => !mtbIds.has(card.id))).toBe(true);
    for (const card of withA.items) {
      const percent = mtbIds.has(card.id) ? 20 : 5;
      expect(card.price).toMatchObject({
        kind: 'b2b',
        discountPercent: percent,
        listNet: listNet.get(card.id),
        net: lessPercent(listNet.get(card.id)!, percent),
        gross: Math.round((lessPercent(listNet.get(card.id)!, percent) * (100 + card.price.vatRate)) / 100),
      });
      expect(card.price.reduced).toBeUndefined();
    }
  });

  it('prices every variant of a product page, and search suggestions, the same way', async () => {
    const id = [...mtbIds][0]!;
    const plain = (await read(`/api/catalog/products/${id}`, asDealer(noDiscount))).body as ProductDetail;
    const page = (await read(`/api/catalog/products/${id}`, asDealer(dealerA))).body as ProductDetail;
    expect(page.price).toMatchObject({ discountPercent: 20, net: lessPercent(plain.price.net, 20) });
    expect(page.variants.length).toBe(plain.variants.length);
    page.variants.forEach((variant, i) => {
      expect(variant.price.net).toBe(lessPercent(plain.variants[i]!.price.net, 20));
      expect(variant.price.listNet).toBe(plain.variants[i]!.price.net);
    });
    const typed = encodeURIComponent(page.name.split(' ')[0]!);
    const suggested = (await read(`/api/catalog/search/suggest?q=${typed}`, asDealer(dealerB))).body as {
      products: Pick<ProductCard, 'id' | 'price'>[];
    };
    expect(suggested.products.length).toBeGreaterThan(0);
    for (const found of suggested.products) expect(found.price).toMatchObject({ kind: 'b2b', discountPercent: 12 });
  });

  it('never hands one caller the answer kept for another, and a changed discount shows on the next read', async () => {
    const path = '/api/catalog/products?collection=90&limit=20';
    const a = await read(path, asDealer(dealerA));
    const b = await read(path, asDealer(dealerB));
    const retail = await read(path, retailCustomer);
    const guest = await read(path);
    const firstA = (a.body as ProductList).items[0]!.price;
    const firstB = (b.body as ProductList).items[0]!.price;
    expect(firstA.discountPercent).toBe(20);
    expect(firstB.discountPercent).toBe(12);
    for (const answer of [retail, guest]) {
      expect(answer.body).toEqual(guest.body);
      expect(answer.headers.get('cache-control')).toMatch(/^public/);
      const keys = keysOf(answer.body);
      for (const key of ['discountPercent', 'listNet']) expect(keys.has(key)).toBe(false);
      expect((answer.body as ProductList).items.every((card) => card.price.kind === 'retail')).toBe(true);
    }
    // Every answer varies by the session cookie, so a browser asks again after signing in or out.
    for (const answer of [a, b, retail, guest]) expect(answer.headers.get('vary')).toMatch(/\bCookie\b/);
    expect(a.headers.get('cache-control')).toMatch(/^private/);
    discounts.set(dealerB, [{ collectionId: 90, percent: 25, source: 'dealer' }]);
    const changed = (await read(path, asDealer(dealerB))).body as ProductList;
    expect(changed.items[0]!.price.discountPercent).toBe(25);
    discounts.set(dealerB, [{ collectionId: null, percent: 12, source: 'group' }]);
  });

  it("gives a 'b2b' caller without a customer (not a signed-in dealer) retail prices", async () => {
    const unsigned = { app: 'storefront', role: 'GUEST', customerType: 'b2b', sessionId: 'test-session-b2b-000000' };
    const answer = await read('/api/catalog/products/1001', unsigned);
    expect(answer.body.price.kind).toBe('retail');
    expect(answer.headers.get('cache-control')).toMatch(/^public/);
  });

  it("answers 503 when a dealer's discounts cannot be known, rather than a price without them", async () => {
    const kept = catalog.context.dealerDiscounts;
    catalog.context.dealerDiscounts = createFailing();
    try {
      const answer = await catalog.call('GET', '/api/catalog/products/1001', { identity: asDealer(dealerA) });
      expect(answer.status).toBe(503);
      expect(answer.body.error.code).toBe('service_unavailable');
      // A retail read does not need accounts.
      expect((await catalog.call('GET', '/api/catalog/products/1001')).status).toBe(200);
    } finally {
      catalog.context.dealerDiscounts = kept;
    }
  });
});

function createFailing(): CatalogContext['dealerDiscounts'] {
  return {
    of: async () => {
      const { AppError } = await import('@shop/service-kit');
      throw new AppError('service_unavailable');
    },
  };
}
