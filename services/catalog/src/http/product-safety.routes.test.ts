import { AdminManufacturer, type Identity, type ProductDetail, translate } from '@shop/contracts';
import { auditLog } from '@shop/service-kit/db';
import { guest, manualClock, staffIdentity, startTestService, type TestService } from '@shop/service-kit/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogContext } from '../context';
import type * as schema from '../db/schema';
import { catalogService } from '../service';
import { fixtureProduct, insertFixtures } from './stock.test-support';

// Product safety (GPSR, issue 27) through the catalog service: staff keep manufacturers, a product names
// its maker and warnings, and is not published without them; the product page's answer carries them in the
// page's language, and a maker's change shows on its products' pages at once.

const clock = manualClock(new Date());
const manager = staffIdentity('marketing_manager', '00000000-0000-4000-8000-0000000000e1');
const employee = staffIdentity('marketing_employee', '00000000-0000-4000-8000-0000000000e2');
let catalog: TestService<typeof schema, CatalogContext>;

beforeAll(async () => {
  catalog = await startTestService(catalogService, { clock });
  // 9501 is a hidden draft; 9502 is shown (an old product from before the rule); 9503 a service.
  await insertFixtures(catalog.context.db, [
    fixtureProduct(9501, { availability: 'hidden' }),
    fixtureProduct(9502),
    fixtureProduct(9503, { type: 'service' }),
  ]);
}, 300_000);
afterAll(() => catalog?.stop());

const call = (method: string, path: string, body?: unknown, identity: Identity = manager, lang = 'en') =>
  catalog.call(method, path, { identity, body, headers: { 'x-language': lang } });

const zefir = {
  name: 'Zefir Sp. z o.o.',
  address: 'ul. Fabryczna 14\n55-040 Kobierzyce',
  country: 'PL',
  email: 'kontakt@zefir.example',
  web: '',
};
const taiwanese = {
  name: 'Brightway Cycle Parts Co., Ltd.',
  address: 'No. 88, Gongye Rd.\nTaichung City 407',
  country: 'TW',
  email: 'export@brightway.example',
};
const warnings = {
  pl: 'Ładuj akumulator tylko dołączoną ładowarką.',
  en: 'Charge the battery only with the charger supplied.',
};

async function versionOf(id: number): Promise<number> {
  return ((await call('GET', `/api/admin/products/${id}`)).body as { version: number }).version;
}

describe('manufacturers', () => {
  let zefirId: number;

  it('adds a manufacturer, lists it and records who added it', async () => {
    const answer = await call('POST', '/api/admin/manufacturers', zefir);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const created = AdminManufacturer.parse(answer.body);
    expect(created).toMatchObject({ ...zefir, web: null, responsibleName: null, productCount: 0, version: 0 });
    zefirId = created.id;
    const list = await call('GET', '/api/admin/manufacturers?filters[q]=zefir', undefined, employee);
    expect((list.body as { items: AdminManufacturer[] }).items.map((m) => m.name)).toEqual([zefir.name]);
    const [entry] = await catalog.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'manufacturer'), eq(auditLog.entityId, String(zefirId))));
    expect(entry).toMatchObject({ action: 'create', staffId: manager.customerId });
  });

  it('asks a maker for an e-mail or a web contact, and one outside the EU for its responsible person', async () => {
    const noContact = await call('POST', '/api/admin/manufacturers', { ...zefir, email: '' }, manager, 'pl');
    expect(noContact.status).toBe(400);
    expect(noContact.body).toMatchObject({
      error: { fields: { email: translate('field.manufacturer_contact', 'pl') } },
    });
    const outside = await call('POST', '/api/admin/manufacturers', taiwanese);
    expect(outside.status).toBe(400);
    expect(Object.keys((outside.body as { error: { fields: object } }).error.fields).sort()).toEqual([
      'responsibleAddress',
      'responsibleCountry',
      'responsibleEmail',
      'responsibleName',
    ]);
    const withImporter = await call('POST', '/api/admin/manufacturers', {
      ...taiwanese,
      responsibleName: 'Zefir Sp. z o.o.',
      responsibleAddress: zefir.address,
      responsibleCountry: 'PL',
      responsibleEmail: zefir.email,
    });
    expect(withImporter.status, JSON.stringify(withImporter.body)).toBe(201);
  });

  it('refuses a save over someone else’s and staff without the permission', async () => {
    const stale = await call('PUT', `/api/admin/manufacturers/${zefirId}`, { ...zefir, version: 7 });
    expect(stale.status).toBe(409);
    const sales = staffIdentity('sales_manager');
    expect((await call('POST', '/api/admin/manufacturers', zefir, sales)).status).toBe(403);
    expect((await call('DELETE', `/api/admin/manufacturers/${zefirId}`, undefined, employee)).status).toBe(403);
  });

  describe('publishing a product', () => {
    it('refuses to show a product without its manufacturer and warnings, naming each field', async () => {
      const answer = await call(
        'PATCH',
        '/api/admin/products/9501',
        { version: await versionOf(9501), availability: 'available', safety: { pl: '', en: warnings.en } },
        manager,
        'pl',
      );
      expect(answer.status).toBe(400);
      expect((answer.body as { error: { fields: object } }).error.fields).toEqual({
        manufacturerId: translate('field.publish_manufacturer', 'pl'),
        'safety.pl': translate('field.publish_safety', 'pl'),
      });
      expect((await call('GET', '/api/catalog/products/9501', undefined, guest)).status).toBe(404);
    });

    it('refuses a new product shown at once without them, and a bulk change that would show one', async () => {
      const created = await call('POST', '/api/admin/products', {
        name: { pl: 'Lampka', en: 'Light' },
        category: 'accessory',
        variants: [
          {
            sku: 'LAMP-GPSR',
            prices: [
              { currency: 'PLN', regularGross: 9900, reducedGross: null, b2bNet: 6000 },
              { currency: 'EUR', regularGross: 2300, reducedGross: null, b2bNet: 1400 },
            ],
          },
        ],
      });
      expect(created.status).toBe(400);
      expect(Object.keys((created.body as { error: { fields: object } }).error.fields)).toEqual(
        expect.arrayContaining(['manufacturerId', 'safety.pl', 'safety.en']),
      );
      const bulk = await call('POST', '/api/admin/products/bulk', {
        ids: [9501],
        change: { action: 'availability', availability: 'available' },
      });
      expect(bulk.status).toBe(400);
      expect(bulk.body).toMatchObject({
        error: { fields: { 'ids.0': translate('field.publish_product_safety', 'en', { id: 9501 }) } },
      });
    });

    it('shows the product with its maker and warnings in the page’s language once they are given', async () => {
      const answer = await call('PATCH', '/api/admin/products/9501', {
        version: await versionOf(9501),
        availability: 'available',
        manufacturerId: zefirId,
        safety: warnings,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({ manufacturerId: zefirId, safety: warnings });
      for (const lang of ['pl', 'en'] as const) {
        const page = (await call('GET', '/api/catalog/products/9501', undefined, guest, lang)).body as ProductDetail;
        expect(page.safety).toEqual({
          manufacturer: { name: zefir.name, address: zefir.address, country: 'PL', email: zefir.email },
          warnings: warnings[lang],
        });
        expect(page.sku).toBeTruthy();
      }
      const history = await call('GET', '/api/admin/products/9501/history');
      const fields = (history.body as { items: Array<{ changes: Array<{ field: string }> }> }).items.flatMap((item) =>
        item.changes.map((change) => change.field),
      );
      expect(fields).toEqual(expect.arrayContaining(['manufacturerId', 'safety']));
    });

    it('keeps other edits of a product shown before the rule, but not one that removes its warnings', async () => {
      const renamed = await call('PATCH', '/api/admin/products/9502', {
        version: await versionOf(9502),
        tags: ['stary'],
      });
      expect(renamed.status).toBe(200);
      const patch = { version: await versionOf(9501), safety: { pl: warnings.pl, en: ' ' } };
      expect((await call('PATCH', '/api/admin/products/9501', patch)).status).toBe(400);
    });

    it('gives no safety section for a service, which names no manufacturer', async () => {
      const page = (await call('GET', '/api/catalog/products/9503', undefined, guest)).body as ProductDetail;
      expect(page.safety).toBeUndefined();
    });
  });

  it('shows a maker’s change on its products’ pages at once, and names the EU responsible person', async () => {
    const before = (await call('GET', '/api/catalog/products/9501', undefined, guest)).body as ProductDetail;
    expect(before.safety?.manufacturer.name).toBe(zefir.name);
    const current = AdminManufacturer.parse((await call('GET', `/api/admin/manufacturers/${zefirId}`)).body);
    const changed = await call('PUT', `/api/admin/manufacturers/${zefirId}`, {
      ...zefir,
      name: 'Zefir Rowery Sp. z o.o.',
      country: 'CN',
      responsibleName: 'Importer EU Sp. z o.o.',
      responsibleAddress: 'ul. Portowa 1\n81-001 Gdynia',
      responsibleCountry: 'PL',
      responsibleWeb: 'https://importer.example/kontakt',
      version: current.version,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ productCount: 1, version: current.version + 1 });
    const after = (await call('GET', '/api/catalog/products/9501', undefined, guest)).body as ProductDetail;
    expect(after.safety).toMatchObject({
      manufacturer: { name: 'Zefir Rowery Sp. z o.o.', country: 'CN' },
      responsiblePerson: { name: 'Importer EU Sp. z o.o.', country: 'PL', web: 'https://importer.example/kontakt' },
    });
  });

  it('deletes a maker no product names, and refuses one a product names', async () => {
    const inUse = await call('DELETE', `/api/admin/manufacturers/${zefirId}`, undefined, manager, 'pl');
    expect(inUse.status).toBe(422);
    expect(inUse.body).toMatchObject({
      error: { message: translate('error.manufacturer_in_use', 'pl', { products: '1 produktu' }) },
    });
    const spare = AdminManufacturer.parse(
      (await call('POST', '/api/admin/manufacturers', { ...zefir, name: 'Do usunięcia' })).body,
    );
    expect((await call('DELETE', `/api/admin/manufacturers/${spare.id}`)).status).toBe(204);
    expect((await call('GET', `/api/admin/manufacturers/${spare.id}`)).status).toBe(404);
  });
});
