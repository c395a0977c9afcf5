import { AdminFeature, AdminOption, translate } from '@shop/contracts';
import { auditLog } from '@shop/service-kit/db';
import { manualClock, staffIdentity, startTestService, type TestService } from '@shop/service-kit/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogContext } from '../context';
import type * as schema from '../db/schema';
import { products } from '../db/schema';
import { catalogService } from '../service';
import { fixtureProduct, insertFixtures } from './stock.test-support';

// The features and options sections of the back office through the catalog service: definitions staff add,
// change and delete, the answers the product editor picks from, and what the shop refuses (a name or code
// taken, a stale version, a display that does not fit, a definition products use).

const clock = manualClock(new Date());
const manager = staffIdentity('marketing_manager', '00000000-0000-4000-8000-0000000000d1');
const employee = {
  ...staffIdentity('marketing_employee', '00000000-0000-4000-8000-0000000000d2'),
  staffName: 'Jan Kos',
};
const reader = staffIdentity('marketing_employee', '00000000-0000-4000-8000-0000000000d3');
let catalog: TestService<typeof schema, CatalogContext>;

const spec = (group: [string, string], name: [string, string], value: string) => ({
  group: { pl: group[0], en: group[1] },
  name: { pl: name[0], en: name[1] },
  value: { pl: value, en: value },
});

beforeAll(async () => {
  catalog = await startTestService(catalogService, { clock });
  // 9401 has colour and frame options; 9401 and 9402 list their rated power.
  await insertFixtures(catalog.context.db, [fixtureProduct(9401, { withOptions: true }), fixtureProduct(9402)]);
  await catalog.context.db
    .update(products)
    .set({ specs: [spec(['Napęd', 'Drive'], ['Moc znamionowa', 'Rated power'], '250 W')] });
});
afterAll(() => catalog?.stop());

const call = (method: string, path: string, body?: unknown, identity = manager, lang = 'en') =>
  catalog.call(method, path, { identity, body, headers: { 'x-language': lang } });

const power = {
  group: { pl: 'Napęd', en: 'Drive' },
  name: { pl: 'Moc znamionowa', en: 'Rated power' },
  unit: 'W',
};

describe('features', () => {
  it('adds a definition, lists it as a choice with the products that have it, and records who added it', async () => {
    const answer = await call('POST', '/api/admin/features', power);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const feature = AdminFeature.parse(answer.body);
    expect(feature).toMatchObject({ ...power, productCount: 2, version: 0 });
    await call('POST', '/api/admin/features', {
      group: { pl: 'Rama', en: 'Frame' },
      name: { pl: 'Materiał', en: 'Material' },
      unit: '',
    });
    const list = await call('GET', '/api/admin/features?sort=group&dir=asc&limit=200', undefined, reader);
    expect(list.status).toBe(200);
    expect(list.body.items.map((f: AdminFeature) => [f.group.pl, f.name.pl, f.unit])).toEqual([
      ['Napęd', 'Moc znamionowa', 'W'],
      ['Rama', 'Materiał', null],
    ]);
    const found = await call('GET', '/api/admin/features?filters[q]=naped', undefined, reader);
    expect(found.body.items.map((f: AdminFeature) => f.id)).toEqual([feature.id]);
    const [entry] = await catalog.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'feature'), eq(auditLog.entityId, String(feature.id))));
    expect(entry).toMatchObject({ action: 'create', adminType: 'marketing_manager' });
  });

  it('refuses the same name twice in a group, missing translations and too long a unit, with field texts', async () => {
    const twice = await call('POST', '/api/admin/features', power, manager, 'pl');
    expect(twice.status).toBe(409);
    expect(twice.body.error.fields).toEqual({
      'name.pl': translate('field.duplicate', 'pl'),
      'name.en': translate('field.duplicate', 'pl'),
    });
    const bad = await call(
      'POST',
      '/api/admin/features',
      { group: { pl: 'Napęd', en: '' }, name: { pl: 'X', en: 'X' }, unit: 'x'.repeat(21) },
      manager,
      'pl',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      'group.en': translate('field.translations', 'pl'),
      unit: translate('field.string_max', 'pl', { max: 20 }),
    });
  });

  it('saves a change at the version read, tells a late second editor, and keeps the history', async () => {
    const created = AdminFeature.parse(
      (
        await call('POST', '/api/admin/features', {
          group: { pl: 'Koła', en: 'Wheels' },
          name: { pl: 'Rozmiar', en: 'Size' },
          unit: '"',
        })
      ).body,
    );
    const saved = await call('PATCH', `/api/admin/features/${created.id}`, { version: 0, unit: 'cal' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ unit: 'cal', version: 1 });
    const late = await call('PATCH', `/api/admin/features/${created.id}`, { version: 0, unit: 'mm' }, employee, 'pl');
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(translate('error.changed_meanwhile', 'pl'));
    const history = await call('GET', `/api/admin/features/${created.id}/history`, undefined, reader);
    expect(history.body.items[0].changes).toEqual([{ field: 'unit', before: '"', after: 'cal' }]);
  });

  it('refuses to delete a definition products have, saying how many, and deletes an unused one', async () => {
    const [used] = (await call('GET', '/api/admin/features?filters[q]=moc', undefined, reader)).body.items;
    const refused = await call('DELETE', `/api/admin/features/${used.id}`, undefined, manager, 'pl');
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe(translate('error.feature_in_use', 'pl', { products: '2 produktów' }));
    expect((await call('DELETE', `/api/admin/features/${used.id}`, undefined, employee)).status).toBe(403);
    const [unused] = (await call('GET', '/api/admin/features?filters[q]=material', undefined, reader)).body.items;
    expect((await call('DELETE', `/api/admin/features/${unused.id}`)).status).toBe(204);
    expect((await call('GET', `/api/admin/features/${unused.id}`, undefined, reader)).status).toBe(404);
  });
});

const size = {
  code: 'rozmiar-kasku',
  name: { pl: 'Rozmiar kasku', en: 'Helmet size' },
  kind: 'SELECT',
  display: 'buttons',
  values: [{ label: { pl: 'S', en: 'S' } }, { label: { pl: 'M', en: 'M' } }, { label: { pl: 'L', en: 'L' } }],
};

describe('options', () => {
  it('adds a definition with its values in order and lists it as a choice', async () => {
    const answer = await call('POST', '/api/admin/options', size);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const option = AdminOption.parse(answer.body);
    expect(option.values.map((v) => v.label.pl)).toEqual(['S', 'M', 'L']);
    expect(option.productCount).toBe(0);
    const list = await call('GET', '/api/admin/options?sort=name&dir=asc&limit=200', undefined, reader);
    expect(list.body.items.map((o: AdminOption) => o.code)).toEqual(['rozmiar-kasku']);
  });

  it('refuses a code taken, a display that does not fit the kind, a choice without values, a colour without a swatch', async () => {
    const taken = await call('POST', '/api/admin/options', size, manager, 'pl');
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toEqual({ code: translate('field.duplicate', 'pl') });
    const wrong = await call(
      'POST',
      '/api/admin/options',
      { ...size, code: 'Zły kod', display: 'switch', values: [] },
      manager,
      'pl',
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toMatchObject({
      code: translate('field.option_code', 'pl'),
      display: translate('field.option_display', 'pl'),
      values: translate('field.array_min', 'pl', { min: 1 }),
    });
    const colours = await call('POST', '/api/admin/options', {
      ...size,
      code: 'kolor-kasku',
      display: 'colors',
      values: [{ label: { pl: 'czarny', en: 'black' }, color: '#000000' }, { label: { pl: 'biały', en: 'white' } }],
    });
    expect(colours.status).toBe(400);
    expect(colours.body.error.fields).toEqual({ 'values.1.color': translate('field.required', 'en') });
  });

  it('checks a change together with what is stored, and keeps a used code', async () => {
    const colour = AdminOption.parse(
      (
        await call('POST', '/api/admin/options', {
          code: 'colour',
          name: { pl: 'Kolor', en: 'Colour' },
          kind: 'SELECT',
          display: 'dropdown',
          values: [{ label: { pl: 'czerwony', en: 'red' }, color: '#C0392B' }],
        })
      ).body,
    );
    // 9401's colour option has the code 'color': not this one.
    expect(colour.productCount).toBe(0);
    const boolean = await call('PATCH', `/api/admin/options/${colour.id}`, { version: 0, kind: 'BOOLEAN' });
    expect(boolean.status).toBe(400);
    expect(boolean.body.error.fields).toMatchObject({ display: translate('field.option_display', 'en') });
    const renamed = await call('PATCH', `/api/admin/options/${colour.id}`, { version: 0, code: 'color' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ code: 'color', productCount: 1, version: 1 });
    expect(renamed.body.values[0].color).toBe('#c0392b');
    const locked = await call('PATCH', `/api/admin/options/${colour.id}`, { version: 1, code: 'barwa' }, manager, 'pl');
    expect(locked.status).toBe(422);
    expect(locked.body.error.fields.code).toBe(
      translate('error.option_code_in_use', 'pl', { products: '1 produkcie' }),
    );
  });

  it('refuses to delete a definition products use and deletes an unused one, with history', async () => {
    const list = (await call('GET', '/api/admin/options?sort=code&dir=asc', undefined, reader)).body
      .items as AdminOption[];
    const used = list.find((o) => o.code === 'color')!;
    const refused = await call('DELETE', `/api/admin/options/${used.id}`, undefined, manager, 'en');
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe(translate('error.option_in_use', 'en', { products: '1 product' }));
    const unused = list.find((o) => o.code === 'rozmiar-kasku')!;
    expect((await call('DELETE', `/api/admin/options/${unused.id}`)).status).toBe(204);
    const history = await call('GET', `/api/admin/options/${unused.id}/history`, undefined, reader);
    expect(history.body.items.map((e: { action: string }) => e.action)).toEqual(['delete', 'create']);
  });
});
