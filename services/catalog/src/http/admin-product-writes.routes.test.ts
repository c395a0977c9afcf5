import { randomUUID } from 'node:crypto';
import {
  AdminProduct,
  type AdminProductInput,
  BULK_ACTION_MAX_ITEMS,
  type Identity,
  type ProductDetail,
  translate,
} from '@shop/contracts';
import { auditLog } from '@shop/service-kit/db';
import { manualClock, staffIdentity, startTestService, type TestService } from '@shop/service-kit/testing';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogContext } from '../context';
import type * as schema from '../db/schema';
import { outbox, priceHistory } from '../db/schema';
import { catalogService } from '../service';
import { fixtureProduct, insertFixtures, publishable } from './stock.test-support';

// The product editor's writes through the catalog service as the gateway calls them: creating a product
// with every field and its variants, the variant editor (values added and removed), duplicating, deleting
// and the list's bulk change; what shoppers then see, the price history, the audit trail and bad input.

const DAY = 24 * 60 * 60 * 1000;
const clock = manualClock(new Date());
const EDITOR_ID = '00000000-0000-4000-8000-0000000000f1';
const editor = staffIdentity('marketing_manager', EDITOR_ID);
const employee = staffIdentity('marketing_employee', '00000000-0000-4000-8000-0000000000f2');
const internal: Identity = { app: 'internal', role: 'GUEST' };
let catalog: TestService<typeof schema, CatalogContext>;
let safetyOfNew: Awaited<ReturnType<typeof publishable>>;

beforeAll(async () => {
  catalog = await startTestService(catalogService, { clock });
  safetyOfNew = await publishable(catalog.context.db);
  await insertFixtures(catalog.context.db, [
    fixtureProduct(9301),
    fixtureProduct(9302),
    fixtureProduct(9303),
    fixtureProduct(9304, {
      withOptions: true,
      variants: [
        { values: [0, 0], stock: 3, availability: 'available' },
        { values: [1, 0], stock: 2, availability: 'available' },
      ],
    }),
  ]);
  // PGlite runs every catalog migration first: slow on a busy machine.
}, 180_000);
afterAll(() => catalog?.stop());

const call = (method: string, path: string, body?: unknown, identity = editor, lang = 'en') =>
  catalog.call(method, path, { identity, body, headers: { 'x-language': lang } });
const read = async (id: number) => {
  const answer = await call('GET', `/api/admin/products/${id}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return AdminProduct.parse(answer.body);
};
const shopperPage = (id: number, lang: 'pl' | 'en' = 'pl') =>
  catalog.call('GET', `/api/catalog/products/${id}`, {
    headers: lang === 'en' ? { 'x-language': 'en', 'x-currency': 'EUR' } : {},
  });
const auditOf = (id: number) =>
  catalog.context.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));

const prices = (pln: number, reduced: number | null = null) => [
  { currency: 'PLN' as const, regularGross: pln, reducedGross: reduced, b2bNet: Math.round(pln / 2) },
  { currency: 'EUR' as const, regularGross: Math.round(pln / 4.3), reducedGross: null, b2bNet: Math.round(pln / 9) },
];

/** A city bike in two colours, with every SPEC §3 field. */
const newBike = (sku: string, extra: Partial<AdminProductInput> = {}): AdminProductInput => ({
  name: { pl: 'Rower miejski Łucja', en: 'Lucy city bike' },
  short: { pl: 'Lekki rower do miasta', en: 'A light city bike' },
  description: { pl: 'Opis roweru.', en: 'About the bike.' },
  category: 'bike',
  type: 'physical',
  condition: 'new',
  unit: 'pc',
  availability: 'available',
  processingTime: '3_working_days',
  vatRate: 23,
  minQuantity: 1,
  maxQuantity: 3,
  tags: ['nowość', 'miejski'],
  specs: [
    { group: { pl: 'Napęd', en: 'Drive' }, name: { pl: 'Silnik', en: 'Motor' }, value: { pl: '250 W', en: '250 W' } },
  ],
  downloads: [
    {
      name: { pl: 'Instrukcja', en: 'Manual' },
      url: 'https://zefir.example/pliki/lucja.pdf',
      fileType: 'document',
      mediaType: 'application/pdf',
    },
  ],
  relations: [{ type: 'accessory', productId: 9301 }],
  collectionIds: [59],
  primaryCollectionId: 59,
  options: [
    {
      code: 'color',
      name: { pl: 'Kolor', en: 'Colour' },
      kind: 'SELECT',
      display: 'colors',
      values: [
        { label: { pl: 'zielony', en: 'green' }, color: '#2e7d32' },
        { label: { pl: 'szary', en: 'grey' }, color: '#808080' },
      ],
    },
  ],
  variants: [
    { values: [0], sku: `${sku}-G`, barcode: '5901234567890', stock: 4, prices: prices(459_900) },
    { values: [1], sku: `${sku}-S`, stock: 0, availability: 'preorder', prices: prices(479_900) },
  ],
  ...safetyOfNew,
  ...extra,
});

describe('POST /api/admin/products', () => {
  it('creates a product with every field and two variants, shows it to shoppers and starts its price history', async () => {
    const answer = await call('POST', '/api/admin/products', newBike('LUC-1'));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const product = AdminProduct.parse(answer.body);
    expect(product.id).toBeGreaterThan(9304);
    expect(product).toMatchObject({
      version: 0,
      slug: { pl: 'rower-miejski-lucja', en: 'lucy-city-bike' },
      processingTime: '3_working_days',
      tags: ['nowość', 'miejski'],
      collectionIds: [59],
      relations: [{ type: 'accessory', productId: 9301 }],
      downloads: [{ url: 'https://zefir.example/pliki/lucja.pdf', fileType: 'document' }],
    });
    expect(product.options[0]!.values.map((v) => v.label.en)).toEqual(['green', 'grey']);
    expect(product.variants.map((v) => [v.sku, v.label, v.stock, v.isDefault])).toEqual([
      ['LUC-1-G', 'Kolor: zielony', 4, true],
      ['LUC-1-S', 'Kolor: szary', 0, false],
    ]);

    const page = await shopperPage(product.id);
    expect(page.status).toBe(200);
    const shown = page.body as ProductDetail;
    expect(shown.name).toBe('Rower miejski Łucja');
    expect(shown.price).toMatchObject({ gross: 459_900 });
    expect(shown.variants.map((v) => v.availability)).toEqual(['available', 'preorder']);
    const history = await catalog.context.db
      .select()
      .from(priceHistory)
      .where(eq(priceHistory.variantId, product.variants[0]!.id));
    expect(history.map((row) => [row.currency, row.regularGross])).toEqual(
      expect.arrayContaining([
        ['PLN', 459_900],
        ['EUR', 106_953],
      ]),
    );
    const [created] = await auditOf(product.id);
    expect(created).toMatchObject({ action: 'create', staffId: EDITOR_ID });
    const announced = await catalog.context.db.select().from(outbox).where(eq(outbox.type, 'catalogue-changed'));
    expect(
      announced.some((row) =>
        (row.envelope as { data: { productIds: number[] } }).data.productIds.includes(product.id),
      ),
    ).toBe(true);
  });

  it('numbers a slug made from a name another product has, and refuses a slug given that is taken, naming it', async () => {
    const second = await call('POST', '/api/admin/products', newBike('LUC-2'));
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.slug).toEqual({ pl: 'rower-miejski-lucja-2', en: 'lucy-city-bike-2' });

    const taken = await call(
      'POST',
      '/api/admin/products',
      newBike('LUC-3', { slug: { pl: 'rower-miejski-lucja', en: 'wolny-slug' } }),
      editor,
      'pl',
    );
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toEqual({ 'slug.pl': 'Taka wartość już istnieje' });
  });

  it('refuses bad input naming each field in the caller’s language, and writes nothing', async () => {
    const bad = await call(
      'POST',
      '/api/admin/products',
      { ...newBike('LUC-4'), name: { pl: 'Tylko po polsku' }, slug: { pl: 'Zły Slug', en: 'ok-slug' }, unit: 'box' },
      editor,
      'pl',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      'name.en': translate('field.translations', 'pl'),
      'slug.pl': translate('field.slug', 'pl'),
      unit: translate('field.choice', 'pl'),
    });

    const badVariants = await call(
      'POST',
      '/api/admin/products',
      {
        ...newBike('LUC-4'),
        maxQuantity: 2,
        minQuantity: 3,
        variants: [
          { values: [0], sku: 'LUC-4-G', prices: prices(100_000).slice(0, 1) },
          { values: [5], sku: 'LUC-4-G', prices: prices(100_000) },
          { values: [1], sku: 'LUC-4-S', availability: 'available_from', prices: prices(100_000) },
        ],
      },
      editor,
      'pl',
    );
    expect(badVariants.status).toBe(400);
    expect(badVariants.body.error.fields).toEqual({
      maxQuantity: translate('field.number_min', 'pl', { min: 3 }),
      'variants.0.prices': translate('field.required', 'pl'),
      'variants.1.values': translate('field.invalid', 'pl'),
      'variants.1.sku': translate('field.duplicate', 'pl'),
      'variants.2.availableFrom': translate('field.required', 'pl'),
    });
    expect((await call('GET', '/api/admin/products?filters[q]=LUC-4')).body.total).toBe(0);

    const missing = await call('POST', '/api/admin/products', newBike('LUC-5', { collectionIds: [987654] }));
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ 'collectionIds.0': translate('field.id_missing', 'en') });

    expect((await call('POST', '/api/admin/products', newBike('LUC-8'))).status).toBe(201);
    const takenSku = await call('POST', '/api/admin/products', newBike('LUC-8'));
    expect(takenSku.status).toBe(409);
    expect(Object.keys(takenSku.body.error.fields)).toEqual(['variants']);

    const noPermission = await call('POST', '/api/admin/products', newBike('LUC-6'), staffIdentity('sales_manager'));
    expect(noPermission.status).toBe(403);
  });

  it('keeps the lowest 30-day price right when a new product is reduced later', async () => {
    const created = await call(
      'POST',
      '/api/admin/products',
      newBike('LUC-7', { name: { pl: 'Rower Hela', en: 'Hela bike' } }),
    );
    expect(created.status).toBe(201);
    const product = AdminProduct.parse(created.body);
    clock.advance(3 * DAY);
    const green = product.variants[0]!;
    const reduced = await call('PATCH', `/api/admin/products/${product.id}`, {
      version: product.version,
      variants: [{ id: green.id, prices: prices(459_900, 399_900) }],
    });
    expect(reduced.status, JSON.stringify(reduced.body)).toBe(200);
    const price = ((await shopperPage(product.id)).body as ProductDetail).price;
    expect(price).toMatchObject({ gross: 399_900, regular: 459_900, lowestPrior30Days: 459_900 });
  });
});

describe('the variant editor (PATCH addValues, removeValues, removeVariants)', () => {
  it('adds a colour: its variant is priced as the default, has no stock and shows sold out; the version rises', async () => {
    const before = await read(9304);
    const colour = before.options.find((o) => o.code === 'color')!;
    const answer = await call('PATCH', '/api/admin/products/9304', {
      version: before.version,
      addValues: [{ optionId: colour.id, label: { pl: 'czarny', en: 'black' }, color: '#000000' }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const after = AdminProduct.parse(answer.body);
    expect(after.version).toBe(before.version + 1);
    expect(after.variants).toHaveLength(3);
    const black = after.variants.find((v) => v.label.includes('czarny'))!;
    expect(black).toMatchObject({ stock: 0, label: 'Kolor: czarny, Rama: M' });
    const defaultVariant = before.variants.find((v) => v.isDefault)!;
    expect(black.prices.map((p) => [p.currency, p.regularGross])).toEqual(
      defaultVariant.prices.map((p) => [p.currency, p.regularGross]),
    );
    const page = (await shopperPage(9304)).body as ProductDetail;
    expect(page.variants.find((v) => v.id === black.id)?.availability).toBe('unavailable');

    // Stock set in the grid makes it orderable.
    const stocked = await call('PATCH', '/api/admin/products/9304', {
      version: after.version,
      variants: [{ id: black.id, stock: 5 }],
    });
    expect(stocked.status).toBe(200);
    const again = (await shopperPage(9304)).body as ProductDetail;
    expect(again.variants.find((v) => v.id === black.id)?.availability).toBe('available');
  });

  it('removes a value with its variants and a variant by id, but never the last one', async () => {
    const before = await read(9304);
    const red = before.options.find((o) => o.code === 'color')!.values.find((v) => v.label.pl === 'czerwony')!;
    const answer = await call('PATCH', '/api/admin/products/9304', { version: before.version, removeValues: [red.id] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const after = AdminProduct.parse(answer.body);
    expect(after.variants.map((v) => v.label)).not.toContain('Kolor: czerwony, Rama: M');
    expect(after.variants.filter((v) => v.isDefault)).toHaveLength(1);
    expect(after.options[0]!.values.map((v) => v.label.pl)).not.toContain('czerwony');

    const all = await call(
      'PATCH',
      '/api/admin/products/9304',
      { version: after.version, removeVariants: after.variants.map((v) => v.id) },
      editor,
      'pl',
    );
    expect(all.status).toBe(422);
    expect(all.body.error.message).toBe(translate('error.product_last_variant', 'pl'));

    const foreign = await call('PATCH', '/api/admin/products/9304', {
      version: after.version,
      removeVariants: [(await read(9301)).variants[0]!.id],
    });
    expect(foreign.status).toBe(400);
    expect(Object.keys(foreign.body.error.fields)).toEqual(['removeVariants.0']);
    expect((await read(9304)).version).toBe(after.version);
  });

  it('changes the slug only to a free one, and tells the second of two staff saving in turn that the product changed', async () => {
    const first = await read(9302);
    const second = await read(9302);
    const taken = await call('PATCH', '/api/admin/products/9302', {
      version: first.version,
      slug: { pl: 'rower-testowy-9301', en: 'new-slug-9302' },
    });
    expect(taken.status).toBe(409);
    expect(Object.keys(taken.body.error.fields)).toEqual(['slug.pl']);
    const saved = await call('PATCH', '/api/admin/products/9302', {
      version: first.version,
      slug: { pl: 'rower-9302', en: 'bike-9302' },
    });
    expect(saved.status).toBe(200);
    const late = await call('PATCH', '/api/admin/products/9302', { version: second.version, tags: ['x'] }, employee);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(translate('error.changed_meanwhile', 'en'));
  });
});

describe('POST /api/admin/products/:id/duplicate', () => {
  it('copies a product as a new hidden one with suffixed slugs and SKUs, no stock and the same prices', async () => {
    const source = await read(9304);
    const answer = await call('POST', '/api/admin/products/9304/duplicate');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const copy = AdminProduct.parse(answer.body);
    expect(copy.id).not.toBe(9304);
    expect(copy).toMatchObject({
      availability: 'hidden',
      slug: { pl: 'rower-testowy-9304-kopia', en: 'test-bike-9304-copy' },
      name: source.name,
      collectionIds: source.collectionIds,
    });
    expect(copy.variants.map((v) => v.label)).toEqual(source.variants.map((v) => v.label));
    expect(copy.variants.every((v) => v.stock === 0 && v.sku.endsWith(`-K${copy.id}`))).toBe(true);
    expect(copy.variants[0]!.prices.map((p) => p.regularGross)).toEqual(
      source.variants[0]!.prices.map((p) => p.regularGross),
    );
    expect((await shopperPage(copy.id)).status).toBe(404);
    expect((await auditOf(copy.id))[0]).toMatchObject({ action: 'create' });

    const second = await call('POST', '/api/admin/products/9304/duplicate');
    expect(second.body.slug).toEqual({ pl: 'rower-testowy-9304-kopia-2', en: 'test-bike-9304-copy-2' });
    expect((await call('POST', '/api/admin/products/999999/duplicate')).status).toBe(404);
    expect(
      (await call('POST', '/api/admin/products/9304/duplicate', undefined, staffIdentity('sales_manager'))).status,
    ).toBe(403);
  });
});

describe('DELETE /api/admin/products/:id', () => {
  it('deletes a product no order holds and records it; a product in a placed order is refused with a clear message', async () => {
    const held = await read(9303);
    const reservation = await catalog.call('POST', '/internal/catalog/stock/reservations', {
      identity: internal,
      body: { reservationId: randomUUID(), lines: [{ variantId: held.variants[0]!.id, quantity: 1 }] },
    });
    expect(reservation.status, JSON.stringify(reservation.body)).toBe(200);
    const refused = await call('DELETE', '/api/admin/products/9303', undefined, editor, 'pl');
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(translate('error.product_ordered', 'pl'));
    expect((await read(9303)).id).toBe(9303);

    const employeeTry = await call('DELETE', '/api/admin/products/9302', undefined, employee);
    expect(employeeTry.status).toBe(403);
    const deleted = await call('DELETE', '/api/admin/products/9302');
    expect(deleted.status).toBe(204);
    expect((await call('GET', '/api/admin/products/9302')).status).toBe(404);
    expect((await shopperPage(9302)).status).toBe(404);
    expect((await auditOf(9302)).at(-1)).toMatchObject({ action: 'delete' });
    expect((await call('DELETE', '/api/admin/products/9302')).status).toBe(404);
  });
});

describe('POST /api/admin/products/bulk', () => {
  it('changes every product named or none: an id that does not exist refuses the whole', async () => {
    const before = await read(9301);
    const refused = await call('POST', '/api/admin/products/bulk', {
      ids: [9301, 987654],
      change: { action: 'availability', availability: 'hidden' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ 'ids.1': translate('field.id_missing', 'en') });
    expect(await read(9301)).toEqual(before);

    const tooMany = await call('POST', '/api/admin/products/bulk', {
      ids: Array.from({ length: BULK_ACTION_MAX_ITEMS + 1 }, (_, i) => i + 1),
      change: { action: 'add_tags', tags: ['x'] },
    });
    expect(tooMany.status).toBe(400);
  });

  it('hides, tags and files many products at once, each with its own audit entry and a new version', async () => {
    const [a, b] = [await read(9301), await read(9304)];
    const hide = await call('POST', '/api/admin/products/bulk', {
      ids: [9301, 9304],
      change: { action: 'availability', availability: 'hidden' },
    });
    expect(hide.status, JSON.stringify(hide.body)).toBe(200);
    expect(hide.body.changed).toEqual([9301, 9304]);
    expect((await shopperPage(9301)).status).toBe(404);
    expect((await read(9301)).version).toBe(a.version + 1);
    expect((await read(9304)).version).toBe(b.version + 1);
    expect((await auditOf(9301)).at(-1)!.changes).toEqual([
      { field: 'availability', before: 'available', after: 'hidden' },
    ]);

    const tags = await call('POST', '/api/admin/products/bulk', {
      ids: [9301, 9304],
      change: { action: 'add_tags', tags: ['outlet'] },
    });
    expect(tags.body.changed).toEqual([9301, 9304]);
    const untouched = await call('POST', '/api/admin/products/bulk', {
      ids: [9301],
      change: { action: 'add_tags', tags: ['outlet'] },
    });
    expect(untouched.body.changed).toEqual([]);
    const list = await call('GET', '/api/admin/products?filters[tag]=outlet');
    expect(list.body.items.map((row: { id: number }) => row.id).sort()).toEqual([9301, 9304]);

    const removed = await call('POST', '/api/admin/products/bulk', {
      ids: [9301],
      change: { action: 'remove_from_collection', collectionId: 59 },
    });
    expect(removed.status).toBe(200);
    expect((await read(9301)).collectionIds).toEqual([]);
    const added = await call('POST', '/api/admin/products/bulk', {
      ids: [9301],
      change: { action: 'add_to_collection', collectionId: 59 },
    });
    expect(added.body.changed).toEqual([9301]);
    expect((await read(9301)).collectionIds).toEqual([59]);
  });
});
