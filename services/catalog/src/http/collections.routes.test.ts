import { startTestService, type TestService } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../db/schema';
import { collections } from '../db/schema';
import { type CatalogContext, catalogService } from '../service';
import { catalogueChanged } from './catalogue-cache';

let catalog: TestService<typeof schema, CatalogContext>;

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
    await catalog.context.db.update(collections).set({ state: 'inactive' }).where(eq(collections.id, 100));
    catalogueChanged(catalog.context);
    const after = await catalog.call('GET', '/api/catalog/collections/menu');
    expect(after.body.items.map((c: { id: number }) => c.id)).not.toContain(100);
    expect(JSON.stringify(after.body)).not.toContain('"id":101');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    await catalog.context.db.update(collections).set({ state: 'active' }).where(eq(collections.id, 100));
    catalogueChanged(catalog.context);
  });

  it('seeding again changes nothing', async () => {
    await catalogService.seed!(catalog.context);
    expect(await catalog.context.db.select().from(collections)).toHaveLength(18);
  });
});

describe('GET /api/catalog/collections and /:id', () => {
  it('lists every collection flat, in menu order, in the page language', async () => {
    const answer = await catalog.call('GET', '/api/catalog/collections', { headers: { 'x-language': 'en' } });
    expect(answer.status).toBe(200);
    expect(answer.body.items.slice(0, 3)).toEqual([
      {
        id: 59,
        parentId: null,
        slug: 'electric-bikes',
        slugs: { pl: 'rowery-elektryczne', en: 'electric-bikes' },
        name: 'Electric bikes',
      },
      expect.objectContaining({ id: 61, parentId: 59, name: 'City' }),
      expect.objectContaining({ id: 62, parentId: 59 }),
    ]);
  });

  it('gives one collection with its breadcrumb and children', async () => {
    const mtb = await catalog.call('GET', '/api/catalog/collections/90');
    expect(mtb.status).toBe(200);
    expect(mtb.body).toMatchObject({
      id: 90,
      parentId: 59,
      name: 'Górskie MTB',
      slug: 'gorskie-rowery-elektryczne-mtb',
    });
    expect(mtb.body.ancestors.map((c: { id: number }) => c.id)).toEqual([59]);
    const bikes = await catalog.call('GET', '/api/catalog/collections/59');
    expect(bikes.body.children.map((c: { id: number }) => c.id)).toEqual([61, 62, 90, 63, 64, 65]);
  });

  it('answers 404 for an unknown collection and 400 for a bad id or parameter', async () => {
    expect((await catalog.call('GET', '/api/catalog/collections/4242')).status).toBe(404);
    const bad = await catalog.call('GET', '/api/catalog/collections/x');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('id');
    expect((await catalog.call('GET', '/api/catalog/collections?x=1')).status).toBe(400);
  });
});
