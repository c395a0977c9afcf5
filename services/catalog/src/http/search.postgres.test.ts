import type { ProductList } from '@shop/contracts';
import { createTestDatabase, postgresAvailable, startTestService, type TestService } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../db/schema';
import { catalogService } from '../service';

// The same search and listing on PostgreSQL 15 as on PGlite (the other tests): folded text, the 'simple'
// configuration and the GIN index behave alike on both.

const available = await postgresAvailable();
let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
let catalog: TestService<typeof schema>;

beforeAll(async () => {
  if (!available) return;
  database = await createTestDatabase('shop_test_catalog');
  catalog = await startTestService(catalogService, { databaseUrl: database.url, seed: true });
});
afterAll(async () => {
  await catalog?.stop();
  await database?.drop();
});

const list = async (query: string) => (await catalog.call('GET', `/api/catalog/products${query}`)).body as ProductList;

describe.skipIf(!available)('search on PostgreSQL', () => {
  it("finds 'żółty' for 'zolty', and bikes for 'rower elektryczny'", async () => {
    const folded = await list('?q=zolty&limit=200');
    const exact = await list(`?q=${encodeURIComponent('żółty')}&limit=200`);
    expect(folded.total).toBeGreaterThan(3);
    expect(exact.items.map((i) => i.id)).toEqual(folded.items.map((i) => i.id));
    const bikes = await list('?q=rower%20elektryczny&limit=100');
    expect(bikes.total).toBeGreaterThan(40);
    expect(bikes.items.every((i) => i.category === 'bike')).toBe(true);
  });

  it('uses the GIN index for the search column', async () => {
    const result = (await catalog.context.db.execute(
      "select indexdef from pg_indexes where tablename = 'products' and indexname = 'products_search_idx'",
    )) as unknown as { rows: Array<{ indexdef: string }> };
    expect(result.rows[0]?.indexdef).toContain('USING gin');
  });

  it('lists collection 59 by price with the Omnibus price of reduced products', async () => {
    const page = await list('?collection=59&limit=50&sort=price&dir=asc');
    const gross = page.items.map((i) => i.price.gross);
    expect(gross).toEqual([...gross].sort((a, b) => a - b));
    const deals = await list('?collection=72&limit=200');
    expect(deals.items.some((i) => i.price.lowestPrior30Days !== undefined)).toBe(true);
  });
});
