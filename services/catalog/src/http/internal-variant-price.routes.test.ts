import { type Identity, VariantPrice } from '@shop/contracts';
import { guest, startTestService, type TestService } from '@shop/service-kit/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogContext } from '../context';
import type * as schema from '../db/schema';
import { variantPrices, variants } from '../db/schema';
import { catalogService } from '../service';

// What cms asks when a sold bike is registered with the insurer (issue 25): the regular retail price in PLN
// of the variant the factory made it as, with the product's names, by SKU.

let catalog: TestService<typeof schema, CatalogContext>;
const internal: Identity = { app: 'internal', role: 'GUEST' };

beforeAll(async () => {
  catalog = await startTestService(catalogService, { seed: true });
}, 120_000);
afterAll(() => catalog?.stop());

describe('GET /internal/catalog/variants/:sku', () => {
  it('answers the variant, its product names and its regular gross price in PLN', async () => {
    const [variant] = await catalog.context.db.select().from(variants).where(eq(variants.sku, 'ZF-1001-01'));
    const [price] = await catalog.context.db
      .select()
      .from(variantPrices)
      .where(and(eq(variantPrices.variantId, variant!.id), eq(variantPrices.currency, 'PLN')));
    const answer = await catalog.call('GET', '/internal/catalog/variants/ZF-1001-01', { identity: internal });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(VariantPrice.parse(answer.body)).toEqual({
      sku: 'ZF-1001-01',
      productId: 1001,
      variantId: variant!.id,
      name: { pl: 'Zefir Miejski C1', en: expect.any(String) },
      regularGross: price!.regularGross,
    });
  });

  it('answers 404 for an unknown SKU and nothing to a shopper', async () => {
    expect((await catalog.call('GET', '/internal/catalog/variants/NO-SUCH', { identity: internal })).status).toBe(404);
    expect((await catalog.call('GET', '/internal/catalog/variants/ZF-1001-01', { identity: guest })).status).toBe(403);
  });
});
