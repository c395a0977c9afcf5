import { AdminProduct, type ProductDetail, translate } from '@shop/contracts';
import { auditLog } from '@shop/service-kit/db';
import { manualClock, staffIdentity, startTestService, type TestService } from '@shop/service-kit/testing';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogContext } from '../context';
import type * as schema from '../db/schema';
import { outbox, priceHistory } from '../db/schema';
import { catalogService } from '../service';
import { fixtureProduct, insertFixtures } from './stock.test-support';

// The products section of the back office through the catalog service as the gateway calls it: what staff
// read and save, what shoppers then see, the price history behind the lowest 30-day price, the audit
// trail, and edits that come too late or are wrong.

const DAY = 24 * 60 * 60 * 1000;
const clock = manualClock(new Date());
const editor = staffIdentity('marketing_employee', '00000000-0000-4000-8000-0000000000e1');
const otherEditor = {
  ...staffIdentity('marketing_manager', '00000000-0000-4000-8000-0000000000e2'),
  staffName: 'Jan Kos',
};
const reader = staffIdentity('sales_manager', '00000000-0000-4000-8000-0000000000e3');
let catalog: TestService<typeof schema, CatalogContext>;

beforeAll(async () => {
  catalog = await startTestService(catalogService, { clock });
  await insertFixtures(catalog.context.db, [
    fixtureProduct(9201, { variants: [{ values: [], stock: 5, availability: 'available' }] }),
    fixtureProduct(9202, {
      withOptions: true,
      variants: [
        { values: [0, 0], stock: 3, availability: 'available' },
        { values: [1, 0], stock: 0, availability: 'preorder' },
      ],
    }),
    fixtureProduct(9203),
    fixtureProduct(9204),
    fixtureProduct(9205),
  ]);
});
afterAll(() => catalog?.stop());

const read = async (id: number | string, identity = editor) => {
  const answer = await catalog.call('GET', `/api/admin/products/${id}`, { identity });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return AdminProduct.parse(answer.body);
};
const save = (id: number | string, body: unknown, identity = editor, lang = 'en') =>
  catalog.call('PATCH', `/api/admin/products/${id}`, { identity, body, headers: { 'x-language': lang } });
const shopperPage = async (id: number, lang: 'pl' | 'en' = 'pl') => {
  const headers: Record<string, string> = lang === 'en' ? { 'x-language': 'en', 'x-currency': 'EUR' } : {};
  const answer = await catalog.call('GET', `/api/catalog/products/${id}`, { headers });
  expect(answer.status).toBe(200);
  return answer.body as ProductDetail;
};

describe('GET /api/admin/products/:id', () => {
  it('gives staff who may view products every field, the variants with stock and the prices per currency', async () => {
    const product = await read(9202, reader);
    expect(product).toMatchObject({
      id: 9202,
      name: { pl: 'Rower testowy 9202', en: 'Test bike 9202' },
      category: 'bike',
      availability: 'available',
      collectionIds: [59],
    });
    expect(product.variants.map((v) => [v.label, v.stock, v.availability])).toEqual([
      ['Kolor: czerwony, Rama: M', 3, 'available'],
      ['Kolor: niebieski, Rama: M', 0, 'preorder'],
    ]);
    expect(product.variants[0]!.prices.map((p) => p.currency)).toEqual(['EUR', 'PLN']);
  });

  it('answers 404 for a product that does not exist or an id that cannot be one, 403 without the permission', async () => {
    expect((await catalog.call('GET', '/api/admin/products/999999', { identity: editor })).status).toBe(404);
    expect((await catalog.call('GET', '/api/admin/products/abc', { identity: editor })).status).toBe(404);
    expect((await catalog.call('GET', '/api/admin/products/99999999999', { identity: editor })).status).toBe(404);
    const assembler = await catalog.call('GET', '/api/admin/products/9201', {
      identity: staffIdentity('factory_employee'),
    });
    expect(assembler.status).toBe(403);
    const noUpdate = await save(9201, { version: 0, tags: ['x'] }, reader);
    expect(noUpdate.status).toBe(403);
  });
});

describe('PATCH /api/admin/products/:id', () => {
  it('saves texts and fields, shows them to shoppers at once, and records who changed what', async () => {
    const before = await read(9201);
    expect((await shopperPage(9201)).name).toBe('Rower testowy 9201');
    const answer = await save(9201, {
      version: before.version,
      name: { pl: 'Rower miejski Lena', en: 'Lena city bike' },
      tags: ['nowość'],
      processingTime: '24h',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const saved = AdminProduct.parse(answer.body);
    expect(saved.version).toBe(before.version + 1);
    expect(saved).toMatchObject({ name: { pl: 'Rower miejski Lena', en: 'Lena city bike' }, tags: ['nowość'] });
    expect((await shopperPage(9201)).name).toBe('Rower miejski Lena');
    // The other catalog replicas hear of it.
    const [announced] = await catalog.context.db.select().from(outbox).where(eq(outbox.type, 'catalogue-changed'));
    expect((announced!.envelope as { data: unknown }).data).toEqual({ productIds: [9201] });
    expect((await shopperPage(9201, 'en')).processingTime).toBe('24h');

    const history = await catalog.call('GET', '/api/admin/products/9201/history', { identity: reader });
    expect(history.status).toBe(200);
    const [entry] = history.body.items;
    expect(entry).toMatchObject({ action: 'update', staffName: 'Ewa Nowak', adminType: 'marketing_employee' });
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: { pl: 'Rower testowy 9201', en: 'Test bike 9201' }, after: saved.name },
        { field: 'processingTime', before: '48h', after: '24h' },
      ]),
    );
  });

  it('tells the second of two staff saving in turn that the product changed, and keeps the first save', async () => {
    const first = await read(9203);
    const second = await read(9203, otherEditor);
    expect((await save(9203, { version: first.version, tags: ['pierwszy'] })).status).toBe(200);
    const late = await save(9203, { version: second.version, tags: ['drugi'] }, otherEditor, 'pl');
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(translate('error.changed_meanwhile', 'pl'));
    const stored = await read(9203);
    expect(stored.tags).toEqual(['pierwszy']);
    expect(stored.version).toBe(first.version + 1);
    const entries = await catalog.context.db.select().from(auditLog).where(eq(auditLog.entityId, '9203'));
    expect(entries).toHaveLength(1);
  });

  it('records nothing and keeps the version when a form is saved untouched', async () => {
    const product = await read(9204);
    const answer = await save(9204, { version: product.version, tags: product.tags, name: product.name });
    expect(answer.status).toBe(200);
    expect(answer.body.version).toBe(product.version);
    expect(await catalog.context.db.select().from(auditLog).where(eq(auditLog.entityId, '9204'))).toEqual([]);
  });

  it('records every price change, so the storefront shows the right lowest price of the 30 days before a reduction', async () => {
    const product = await read(9205);
    const variant = product.variants[0]!;
    const pln = variant.prices.find((p) => p.currency === 'PLN')!;
    expect(pln).toMatchObject({ regularGross: 499_900, reducedGross: null });

    // The regular price goes up today …
    const raised = await save(9205, {
      version: product.version,
      variants: [
        { id: variant.id, prices: [{ currency: 'PLN', regularGross: 549_900, reducedGross: null, b2bNet: 300_000 }] },
      ],
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect((await shopperPage(9205)).price).toMatchObject({ gross: 549_900, regular: 549_900 });
    expect((await shopperPage(9205)).price.lowestPrior30Days).toBeUndefined();

    // … and ten days later it is reduced: the lowest price of the 30 days before is the old 4 999 zł.
    clock.advance(10 * DAY);
    const reduced = await save(9205, {
      version: raised.body.version,
      variants: [
        {
          id: variant.id,
          prices: [{ currency: 'PLN', regularGross: 549_900, reducedGross: 459_900, b2bNet: 300_000 }],
        },
      ],
    });
    expect(reduced.status, JSON.stringify(reduced.body)).toBe(200);
    const price = (await shopperPage(9205)).price;
    expect(price).toMatchObject({ gross: 459_900, regular: 549_900, reduced: 459_900, lowestPrior30Days: 499_900 });
    expect(
      reduced.body.variants[0].prices.find((p: { currency: string }) => p.currency === 'PLN').lowestPriorGross,
    ).toBe(499_900);

    const rows = await catalog.context.db
      .select()
      .from(priceHistory)
      .where(and(eq(priceHistory.variantId, variant.id), eq(priceHistory.currency, 'PLN')))
      .orderBy(asc(priceHistory.validFrom));
    expect(rows.map((r) => [r.regularGross, r.reducedGross])).toEqual([
      [499_900, null],
      [549_900, null],
      [549_900, 459_900],
    ]);
    // The euro price was not sent and did not change.
    expect((await shopperPage(9205, 'en')).price.gross).toBe(
      variant.prices.find((p) => p.currency === 'EUR')!.regularGross,
    );
  });

  it('shows a variant sold out once staff set its stock to 0, whatever its availability says', async () => {
    const product = await read(9202);
    const red = product.variants[0]!;
    const answer = await save(9202, {
      version: product.version,
      variants: [{ id: red.id, stock: 0, availability: 'available' }],
    });
    expect(answer.status).toBe(200);
    const page = await shopperPage(9202);
    expect(page.variants.find((v) => v.id === red.id)?.availability).toBe('unavailable');
    expect(page.variants.find((v) => v.id !== red.id)?.availability).toBe('preorder');
  });

  it('refuses bad input naming each field, in the caller’s language, and writes nothing', async () => {
    const product = await read(9202);
    const [red, blue] = product.variants;
    const bad = await save(
      9202,
      {
        version: product.version,
        name: { pl: 'Tylko po polsku' },
        minQuantity: 0,
        variants: [
          { id: red!.id, prices: [{ currency: 'PLN', regularGross: 1000, reducedGross: 1200, b2bNet: 800 }] },
          { id: blue!.id, availability: 'available_from' },
        ],
      },
      editor,
      'pl',
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual([
      'minQuantity',
      'name.en',
      'variants.0.prices.0.reducedGross',
      'variants.1.availableFrom',
    ]);
    expect(bad.body.error.fields['variants.1.availableFrom']).toBe('To pole jest wymagane');

    const missingVersion = await save(9202, { tags: ['a'] });
    expect(missingVersion.status).toBe(400);
    expect(Object.keys(missingVersion.body.error.fields)).toEqual(['version']);

    const unknownField = await save(9202, { version: product.version, price: 5 });
    expect(unknownField.status).toBe(400);

    const otherProducts = await read(9201);
    const foreign = await save(9202, {
      version: product.version,
      tags: ['x'],
      variants: [{ id: otherProducts.variants[0]!.id, stock: 2 }],
    });
    expect(foreign.status).toBe(400);
    expect(Object.keys(foreign.body.error.fields)).toEqual(['variants.0.id']);

    const takenSku = await save(9202, {
      version: product.version,
      variants: [{ id: red!.id, sku: otherProducts.variants[0]!.sku }],
    });
    expect(takenSku.status).toBe(409);

    expect(await read(9202)).toEqual(product);
  });
});
