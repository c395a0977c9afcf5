import type { ProductDetail } from '@shop/contracts';
import { startTestService, type TestService } from '@shop/service-kit/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePrice } from '../db/prices';
import type * as schema from '../db/schema';
import { priceHistory, variants } from '../db/schema';
import { seedCollections } from '../db/seed';
import { insertProducts } from '../db/seed-products';
import { demoCatalogue } from '../seed/catalogue';
import { type CatalogContext, catalogService } from '../service';
import { catalogueChanged } from './catalogue-cache';

// Price changes through the write path: every change kept, the Omnibus price derived in the same
// transaction, and the cached answers dropped so the next read shows the new price.

const DAY = 24 * 60 * 60 * 1000;
let catalog: TestService<typeof schema, CatalogContext>;
let variantId: number;
const now = Date.now();
const daysAgo = (n: number) => new Date(now - n * DAY);

beforeAll(async () => {
  catalog = await startTestService(catalogService);
  await seedCollections(catalog.context.db);
  const gps = demoCatalogue().find((p) => p.id === 1315)!;
  await insertProducts(catalog.context.db, [{ ...gps, priceEvents: [{ daysAgo: 200, regular: 1 }] }], daysAgo(0));
  const [variant] = await catalog.context.db.select().from(variants).where(eq(variants.productId, 1315));
  variantId = variant!.id;
});
afterAll(() => catalog?.stop());

const price = async (currency = 'PLN') => {
  const headers: Record<string, string> = currency === 'EUR' ? { 'x-language': 'en' } : {};
  const answer = await catalog.call('GET', '/api/catalog/products/1315', { headers });
  return (answer.body as ProductDetail).price;
};
const change = async (currency: 'PLN' | 'EUR', regularGross: number, reducedGross: number | null, at: Date) => {
  await catalog.context.transaction((tx) =>
    changePrice(tx, variantId, currency, { regularGross, reducedGross, b2bNet: 30_000 }, at),
  );
  catalogueChanged(catalog.context);
};

describe('price changes', () => {
  it('keeps every change and shows the Omnibus price through several reductions', async () => {
    expect(await price()).toMatchObject({ gross: 599_00, regular: 599_00 });
    expect((await price()).reduced).toBeUndefined();

    // A first sale 40 days ago, ended 25 days ago.
    await change('PLN', 599_00, 499_00, daysAgo(40));
    await change('PLN', 599_00, null, daysAgo(25));
    // The current sale, started 5 days ago: the window (35 to 5 days ago) holds the first sale's 499.
    await change('PLN', 599_00, 449_00, daysAgo(5));
    expect(await price()).toMatchObject({
      gross: 449_00,
      regular: 599_00,
      reduced: 449_00,
      lowestPrior30Days: 499_00,
      saving: 50_00,
      percent: 10,
      reducedSince: daysAgo(5).toISOString(),
    });

    // Deepened today: the same campaign, so the prior price stays.
    await change('PLN', 599_00, 399_00, daysAgo(0));
    expect(await price()).toMatchObject({ gross: 399_00, lowestPrior30Days: 499_00, saving: 100_00, percent: 20 });

    const history = await catalog.context.db
      .select()
      .from(priceHistory)
      .where(and(eq(priceHistory.variantId, variantId), eq(priceHistory.currency, 'PLN')));
    expect(history).toHaveLength(5);
  });

  it('tracks euro prices on their own', async () => {
    const before = await price('EUR');
    expect(before.currency).toBe('EUR');
    expect(before.reduced).toBeUndefined();
    await change('EUR', before.regular, before.regular - 20_00, daysAgo(1));
    expect(await price('EUR')).toMatchObject({ reduced: before.regular - 20_00, lowestPrior30Days: before.regular });
    expect((await price()).lowestPrior30Days).toBe(499_00);
  });

  it('refuses a reduced price that is not below the regular one, changing nothing', async () => {
    await expect(change('PLN', 599_00, 699_00, daysAgo(0))).rejects.toMatchObject({ code: 'business_rule' });
    expect((await price()).gross).toBe(399_00);
  });
});
