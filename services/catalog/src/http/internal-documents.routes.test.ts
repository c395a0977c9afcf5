import { CatalogueForPrint, type Identity, ProductForPrint } from '@shop/contracts';
import { startTestService, type TestService } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogContext } from '../context';
import type * as schema from '../db/schema';
import { products } from '../db/schema';
import { catalogService } from '../service';

// What documents prints from: the catalogue by top collection and one product, pictures inline.

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
