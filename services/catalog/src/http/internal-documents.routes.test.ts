import { CatalogueForPrint, type Identity, PriceListForPrint, ProductForPrint } from '@shop/contracts';
import { startTestService, type TestService } from '@shop/service-kit/testing';
import { and, asc, desc, eq, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogContext } from '../context';
import type * as schema from '../db/schema';
import { collections, productCollections, products, variantPrices, variants } from '../db/schema';
import { catalogService } from '../service';

// What documents prints from: the catalogue by top collection and one product, pictures inline, and the
// stored prices of a price list.

const internal: Identity = { app: 'internal', role: 'GUEST' };
let catalog: TestService<typeof schema, CatalogContext>;

beforeAll(async () => {
  catalog = await startTestService(catalogService, { seed: true });
}, 120_000);
afterAll(() => catalog?.stop());

describe('GET /internal/catalog/documents/catalogue', () => {
  it('answers the public catalogue by top collection with every picture inline', async () => {
    const answer = await catalog.call('GET', '/internal/catalog/documents/catalogue?lang=en', { identity: internal });
    expect(answer.status).toBe(200);
    const { collections } = CatalogueForPrint.parse(answer.body);
    expect(collections.length).toBeGreaterThan(0);
    const printed = collections.flatMap((collection) => collection.products);
    expect(printed.length).toBeGreaterThan(0);
    expect(printed.every((product) => product.picture?.startsWith('data:image/'))).toBe(true);
    expect(printed.every((product) => product.price.currency === 'EUR' && product.price.kind === 'retail')).toBe(true);
  });

  it('is only for other services, and only in the shop languages', async () => {
    expect((await catalog.call('GET', '/internal/catalog/documents/catalogue?lang=pl')).status).toBe(403);
    const german = await catalog.call('GET', '/internal/catalog/documents/catalogue?lang=de', { identity: internal });
    expect(german.status).toBe(400);
  });
});

describe('GET /internal/catalog/documents/products/:id', () => {
  it('answers a visible product with its picture, and not a hidden one', async () => {
    const { body } = await catalog.call('GET', '/internal/catalog/documents/catalogue?lang=pl', { identity: internal });
    const id = CatalogueForPrint.parse(body).collections[0]!.products[0]!.id;
    const found = await catalog.call('GET', `/internal/catalog/documents/products/${id}?lang=pl`, {
      identity: internal,
    });
    expect(found.status).toBe(200);
    const { product, picture } = ProductForPrint.parse(found.body);
    expect(product.id).toBe(id);
    expect(product.price.currency).toBe('PLN');
    expect(picture).toMatch(/^data:image\//);

    await catalog.context.db.update(products).set({ availability: 'hidden' }).where(eq(products.id, id));
    const hidden = await catalog.call('GET', `/internal/catalog/documents/products/${id}?lang=pl`, {
      identity: internal,
    });
    await catalog.context.db.update(products).set({ availability: 'available' }).where(eq(products.id, id));
    expect(hidden.status).toBe(404);
  });
});

describe('GET /internal/catalog/documents/price-list', () => {
  const priceList = async (query: string) =>
    catalog.call('GET', `/internal/catalog/documents/price-list?${query}`, { identity: internal });

  it("answers every visible product's stored prices by top collection, the catalogue's collections and order", async () => {
    const answer = await priceList('lang=pl&currency=EUR');
    expect(answer.status).toBe(200);
    const list = PriceListForPrint.parse(answer.body);
    expect(list.currency).toBe('EUR');
    const catalogue = CatalogueForPrint.parse(
      (await catalog.call('GET', '/internal/catalog/documents/catalogue?lang=pl', { identity: internal })).body,
    );
    expect(list.collections.map((c) => c.name)).toEqual(catalogue.collections.map((c) => c.name));
    for (const [i, collection] of list.collections.entries()) {
      expect(new Set(collection.products.map((p) => p.id))).toEqual(
        new Set(catalogue.collections[i]!.products.map((p) => p.id)),
      );
    }

    const product = list.collections[0]!.products[0]!;
    const [stored] = await catalog.context.db
      .select({ sku: variants.sku, b2bNet: variantPrices.b2bNet, regularGross: variantPrices.regularGross })
      .from(variants)
      .innerJoin(variantPrices, and(eq(variantPrices.variantId, variants.id), eq(variantPrices.currency, 'EUR')))
      .where(eq(variants.productId, product.id))
      .orderBy(desc(variants.isDefault), asc(variants.position), asc(variants.id))
      .limit(1);
    expect(product.variants[0]).toMatchObject(stored!);
  });

  it("names each product's collections with every one above them, for discounts on a collection", async () => {
    const child = await catalog.context.db
      .select({ id: collections.id, parentId: collections.parentId })
      .from(collections)
      .where(isNotNull(collections.parentId))
      .limit(1);
    const sub = child[0]!;
    const [member] = await catalog.context.db
      .select({ productId: productCollections.productId })
      .from(productCollections)
      .innerJoin(products, eq(products.id, productCollections.productId))
      .where(and(eq(productCollections.collectionId, sub.id), ne(products.availability, 'hidden')))
      .limit(1);
    const list = PriceListForPrint.parse((await priceList('lang=en&currency=PLN')).body);
    const product = list.collections.flatMap((c) => c.products).find((p) => p.id === member!.productId)!;
    expect(product.collectionIds).toEqual(expect.arrayContaining([sub.id, sub.parentId]));
  });

  it('leaves out a hidden product, and is only for other services in a shop language and currency', async () => {
    const first = PriceListForPrint.parse((await priceList('lang=pl&currency=PLN')).body).collections[0]!.products[0]!;
    await catalog.context.db.update(products).set({ availability: 'hidden' }).where(eq(products.id, first.id));
    const without = PriceListForPrint.parse((await priceList('lang=pl&currency=PLN')).body);
    await catalog.context.db.update(products).set({ availability: 'available' }).where(eq(products.id, first.id));
    expect(without.collections.flatMap((c) => c.products).some((p) => p.id === first.id)).toBe(false);

    expect((await catalog.call('GET', '/internal/catalog/documents/price-list?lang=pl&currency=PLN')).status).toBe(403);
    expect((await priceList('lang=de&currency=PLN')).status).toBe(400);
    expect((await priceList('lang=pl&currency=USD')).status).toBe(400);
    expect((await priceList('lang=pl')).status).toBe(400);
  });
});
