import { startTestService, type TestService } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../db/schema';
import { collections } from '../db/schema';
import { catalogService } from '../service';

let catalog: TestService<typeof schema>;

beforeAll(async () => {
  catalog = await startTestService(catalogService, { seed: true });
});
afterAll(() => catalog?.stop());

describe('GET /api/catalog/collections/menu', () => {
  it('gives the tree with the stable ids the routes use', async () => {
    const answer = await catalog.call('GET', '/api/catalog/collections/menu');
    expect(answer.status).toBe(200);
    const bikes = answer.body.items[0];
    expect(bikes).toMatchObject({ id: 59, slug: { pl: 'rowery-elektryczne', en: 'electric-bikes' } });
    expect(bikes.children.map((c: { id: number }) => c.id)).toEqual([61, 62, 90, 63, 64, 65]);
    expect(bikes.children[2]).toMatchObject({
      slug: { pl: 'gorskie-rowery-elektryczne-mtb', en: 'mtb-electric-bikes' },
    });
    expect(answer.body.items.map((c: { id: number }) => c.id)).toEqual([59, 100, 70, 71, 72, 73]);
  });

  it('can be cached and revalidated', async () => {
    const first = await catalog.call('GET', '/api/catalog/collections/menu');
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toContain('max-age=3600');
    // As a browser revalidates from its cache (fetch() alone would add Cache-Control: no-cache).
    const again = await catalog.call('GET', '/api/catalog/collections/menu', {
      headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
  });

  it('hides an inactive collection with its children and changes the etag', async () => {
    const before = await catalog.call('GET', '/api/catalog/collections/menu');
    await catalog.deps.db.update(collections).set({ state: 'inactive' }).where(eq(collections.id, 100));
    const after = await catalog.call('GET', '/api/catalog/collections/menu');
    expect(after.body.items.map((c: { id: number }) => c.id)).not.toContain(100);
    expect(JSON.stringify(after.body)).not.toContain('"id":101');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    await catalog.deps.db.update(collections).set({ state: 'active' }).where(eq(collections.id, 100));
  });

  it('seeding again changes nothing', async () => {
    await catalogService.seed!(catalog.deps);
    expect(await catalog.deps.db.select().from(collections)).toHaveLength(18);
  });
});
