import { AdminCollection, AdminCollectionTree, type CollectionMenuItem, translate } from '@shop/contracts';
import { auditLog } from '@shop/service-kit/db';
import { manualClock, staffIdentity, startTestService, type TestService } from '@shop/service-kit/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogContext } from '../context';
import type * as schema from '../db/schema';
import { outbox, productCollections } from '../db/schema';
import { seedCollections } from '../db/seed';
import { catalogService } from '../service';
import { fixtureProduct, insertFixtures } from './stock.test-support';

// The collections section of the back office through the catalog service as the gateway calls it: the tree
// staff see, what they add, rename, hide, move and delete, what shoppers' menu then shows, and the edits
// the shop refuses (a slug taken, a stale version, a loop, a collection that is not empty).

const clock = manualClock(new Date());
const manager = staffIdentity('marketing_manager', '00000000-0000-4000-8000-0000000000c1');
const employee = {
  ...staffIdentity('marketing_employee', '00000000-0000-4000-8000-0000000000c2'),
  staffName: 'Jan Kos',
};
const reader = staffIdentity('sales_manager', '00000000-0000-4000-8000-0000000000c3');
let catalog: TestService<typeof schema, CatalogContext>;

beforeAll(async () => {
  catalog = await startTestService(catalogService, { clock });
  await seedCollections(catalog.context.db);
  // Two bikes filed in "Electric bikes" (59).
  await insertFixtures(catalog.context.db, [fixtureProduct(9301), fixtureProduct(9302)]);
});
afterAll(() => catalog?.stop());

const tree = async (identity = reader) => {
  const answer = await catalog.call('GET', '/api/admin/collections', { identity });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return AdminCollectionTree.parse(answer.body).items;
};
const one = async (id: number) => {
  const answer = await catalog.call('GET', `/api/admin/collections/${id}`, { identity: reader });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return AdminCollection.parse(answer.body);
};
const create = (body: unknown, identity = manager, lang = 'en') =>
  catalog.call('POST', '/api/admin/collections', { identity, body, headers: { 'x-language': lang } });
const change = (id: number, body: unknown, identity = manager, lang = 'en') =>
  catalog.call('PATCH', `/api/admin/collections/${id}`, { identity, body, headers: { 'x-language': lang } });
const move = (id: number, body: unknown, identity = manager, lang = 'en') =>
  catalog.call('POST', `/api/admin/collections/${id}/move`, { identity, body, headers: { 'x-language': lang } });
const remove = (id: number, identity = manager, lang = 'en') =>
  catalog.call('DELETE', `/api/admin/collections/${id}`, { identity, headers: { 'x-language': lang } });
const menu = async (): Promise<CollectionMenuItem[]> => {
  const answer = await catalog.call('GET', '/api/catalog/collections/menu');
  expect(answer.status).toBe(200);
  return answer.body.items;
};
const childrenInMenu = async (id: number) =>
  (await menu()).flatMap(function walk(item): CollectionMenuItem[] {
    return item.id === id ? item.children : item.children.flatMap(walk);
  });
const newCollection = (n: string, parentId: number | null = null) => ({
  parentId,
  name: { pl: `Kolekcja ${n}`, en: `Collection ${n}` },
  slug: { pl: `kolekcja-${n}`, en: `collection-${n}` },
});

describe('GET /api/admin/collections', () => {
  it('gives the whole tree in menu order with depth, place, products and children', async () => {
    const items = await tree();
    const bikes = items.find((item) => item.id === 59)!;
    expect(bikes).toMatchObject({ depth: 0, parentId: null, childCount: 6, productCount: 2, visible: true });
    const after59 = items.slice(items.indexOf(bikes) + 1, items.indexOf(bikes) + 7);
    expect(after59.map((item) => [item.id, item.depth, item.position])).toEqual([
      [61, 1, 0],
      [62, 1, 1],
      [90, 1, 2],
      [63, 1, 3],
      [64, 1, 4],
      [65, 1, 5],
    ]);
  });

  it('is refused to staff without the permission, and a collection that does not exist is 404', async () => {
    expect(
      (await catalog.call('GET', '/api/admin/collections', { identity: staffIdentity('factory_employee') })).status,
    ).toBe(403);
    expect((await create(newCollection('zakaz'), reader)).status).toBe(403);
    expect((await remove(73, employee)).status).toBe(403);
    expect((await catalog.call('GET', '/api/admin/collections/999999', { identity: reader })).status).toBe(404);
    expect((await catalog.call('GET', '/api/admin/collections/abc', { identity: reader })).status).toBe(404);
  });
});

describe('POST /api/admin/collections', () => {
  it('adds a sub-collection with the next id, last among its siblings, shown in the storefront menu at once', async () => {
    const before = await menu();
    expect(before.length).toBeGreaterThan(0);
    const answer = await create(newCollection('gravel', 59));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const created = AdminCollection.parse(answer.body);
    expect(created).toMatchObject({ id: 107, parentId: 59, depth: 1, position: 6, state: 'active', version: 0 });
    expect((await childrenInMenu(59)).map((item) => item.id).at(-1)).toBe(107);
    const [entry] = await catalog.context.db.select().from(auditLog).where(eq(auditLog.entityId, '107'));
    expect(entry).toMatchObject({ entity: 'collection', action: 'create', adminType: 'marketing_manager' });
    expect(entry!.changes).toEqual(
      expect.arrayContaining([{ field: 'name.pl', before: null, after: 'Kolekcja gravel' }]),
    );
    const announced = await catalog.context.db.select().from(outbox).where(eq(outbox.type, 'catalogue-changed'));
    expect(announced.length).toBeGreaterThan(0);
  });

  it('refuses a slug another collection uses, naming the field, in the caller’s language', async () => {
    const answer = await create(
      { ...newCollection('dubel'), slug: { pl: 'rowery-elektryczne', en: 'collection-dubel' } },
      manager,
      'pl',
    );
    expect(answer.status).toBe(409);
    expect(answer.body.error.fields).toEqual({ 'slug.pl': translate('field.duplicate', 'pl') });
  });

  it('refuses bad slugs and missing translations with the SPEC §5 texts, and an unknown parent', async () => {
    const bad = await create({ name: { pl: 'Nowa', en: '' }, slug: { pl: 'Zła Nazwa', en: 'ab' } }, manager, 'pl');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      'name.en': translate('field.translations', 'pl'),
      'slug.pl': translate('field.slug', 'pl'),
      'slug.en': translate('field.slug', 'pl'),
    });
    const orphan = await create(newCollection('sierota', 99999));
    expect(orphan.status).toBe(400);
    expect(orphan.body.error.fields).toEqual({ parentId: translate('field.id_missing', 'en') });
  });
});

describe('PATCH /api/admin/collections/:id', () => {
  it('renames and hides a collection: shoppers stop seeing it, and the history says who did what', async () => {
    const created = AdminCollection.parse((await create(newCollection('lato'))).body);
    const answer = await change(created.id, {
      version: created.version,
      name: { pl: 'Lato 2027', en: 'Summer 2027' },
      state: 'inactive',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.headers.get('x-shop-catalogue-changed')).toBe('1');
    expect(AdminCollection.parse(answer.body)).toMatchObject({ version: 1, state: 'inactive', visible: false });
    expect((await menu()).map((item) => item.id)).not.toContain(created.id);
    const page = await catalog.call('GET', `/api/catalog/collections/${created.id}`);
    expect(page.status).toBe(404);
    const history = await catalog.call('GET', `/api/admin/collections/${created.id}/history`, { identity: reader });
    expect(history.body.items[0]).toMatchObject({ action: 'update', staffName: 'Ewa Nowak' });
    expect(history.body.items[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'name.pl', before: 'Kolekcja lato', after: 'Lato 2027' },
        { field: 'state', before: 'active', after: 'inactive' },
      ]),
    );
  });

  it('tells the second of two staff saving in turn that it changed, and keeps the first save', async () => {
    const created = AdminCollection.parse((await create(newCollection('jesien'))).body);
    expect((await change(created.id, { version: 0, name: { pl: 'Jesień', en: 'Autumn' } })).status).toBe(200);
    const late = await change(created.id, { version: 0, name: { pl: 'Zima', en: 'Winter' } }, employee, 'pl');
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(translate('error.changed_meanwhile', 'pl'));
    expect((await one(created.id)).name.pl).toBe('Jesień');
  });

  it('records nothing and keeps the version when saved untouched; a slug taken is refused', async () => {
    const stored = await one(61);
    const same = await change(61, { version: stored.version, name: stored.name, slug: stored.slug });
    expect(same.status).toBe(200);
    expect(same.body.version).toBe(stored.version);
    expect(await catalog.context.db.select().from(auditLog).where(eq(auditLog.entityId, '61'))).toEqual([]);
    const taken = await change(61, { version: stored.version, slug: { pl: 'silniki', en: 'city-electric-bikes' } });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toEqual({ 'slug.pl': translate('field.duplicate', 'en') });
  });
});

describe('POST /api/admin/collections/:id/move', () => {
  it('moves a collection up among its siblings and the storefront menu follows', async () => {
    const mtb = await one(90);
    const answer = await move(90, { version: mtb.version, parentId: 59, position: 0 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await childrenInMenu(59)).map((item) => item.id).slice(0, 3)).toEqual([90, 61, 62]);
    const [entry] = await catalog.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, '90'), eq(auditLog.action, 'move')));
    expect(entry!.changes).toEqual([{ field: 'position', before: 2, after: 0 }]);
  });

  it('moves a collection with its products under another parent; they are still filed in it', async () => {
    const created = AdminCollection.parse((await create(newCollection('przeprowadzka'))).body);
    await catalog.context.db.insert(productCollections).values({ productId: 9302, collectionId: created.id });
    const answer = await move(created.id, { version: created.version, parentId: 100, position: 99 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const moved = await one(created.id);
    expect(moved).toMatchObject({ parentId: 100, depth: 1, productCount: 1, version: created.version + 1 });
    expect((await childrenInMenu(100)).map((item) => item.id).at(-1)).toBe(created.id);
  });

  it('refuses to move a collection under itself or its own descendant (422), and a stale version (409)', async () => {
    const bikes = await one(59);
    const underChild = await move(59, { version: bikes.version, parentId: 61, position: 0 }, manager, 'pl');
    expect(underChild.status).toBe(422);
    expect(underChild.body.error.message).toBe(translate('error.collection_under_itself', 'pl'));
    expect((await move(59, { version: bikes.version, parentId: 59, position: 0 })).status).toBe(422);
    expect((await one(59)).parentId).toBeNull();
    const stale = await move(59, { version: bikes.version + 5, parentId: 100, position: 0 });
    expect(stale.status).toBe(409);
  });
});

describe('DELETE /api/admin/collections/:id', () => {
  it('refuses a collection holding products or collections, saying how many, and deletes an empty one', async () => {
    const full = await remove(59, manager, 'pl');
    expect(full.status).toBe(422);
    expect(full.body.error.message).toBe(
      translate('error.collection_not_empty', 'pl', { products: '2 produkty', children: '7 podkategorii' }),
    );
    const parent = AdminCollection.parse((await create(newCollection('rodzic'))).body);
    await create(newCollection('dziecko', parent.id));
    const withChild = await remove(parent.id, manager, 'en');
    expect(withChild.body.error.message).toBe(
      translate('error.collection_has_children', 'en', { children: '1 collection' }),
    );

    const empty = AdminCollection.parse((await create(newCollection('pusta'))).body);
    const gone = await remove(empty.id);
    expect(gone.status).toBe(204);
    expect((await catalog.call('GET', `/api/admin/collections/${empty.id}`, { identity: reader })).status).toBe(404);
    expect((await menu()).map((item) => item.id)).not.toContain(empty.id);
    const [entry] = await catalog.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(empty.id)), eq(auditLog.action, 'delete')));
    expect(entry).toBeDefined();
  });
});
