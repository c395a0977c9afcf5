import { AdminProduct, type ProductDetail } from '@shop/contracts';
import { auditLog } from '@shop/service-kit/db';
import { staffIdentity, startTestService, type TestService } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogContext } from '../context';
import type * as schema from '../db/schema';
import { type OptionSeed, t } from '../seed/product-seed';
import { catalogService } from '../service';
import { fixtureProduct, insertFixtures, publishable } from './stock.test-support';

// The product editor's options (issue 24): staff set whether an option must be chosen, its bounds by
// display and what its values add to the price; the storefront then checks and prices by them.

const editor = staffIdentity('marketing_employee', '00000000-0000-4000-8000-0000000000f1');
let catalog: TestService<typeof schema, CatalogContext>;

const extras: OptionSeed[] = [
  {
    ...extra('fitting', 'SELECT_MULTIPLE', 'checkbox'),
    name: t('Zamontuj przed wysyłką', 'Fit before shipping'),
    values: [{ label: t('Dzwonek', 'Bell') }, { label: t('Nóżka', 'Kickstand') }],
  },
  { ...extra('riders', 'CUSTOM', 'number'), name: t('Liczba rowerzystów', 'Riders') },
  { ...extra('engraving', 'CUSTOM', 'text'), name: t('Grawer', 'Engraving') },
  { ...extra('needed-by', 'CUSTOM', 'date'), name: t('Potrzebne na dzień', 'Needed by') },
  { ...extra('insurance', 'BOOLEAN', 'switch'), name: t('Ubezpieczenie', 'Insurance'), required: true },
];

/** An option chosen beside the variant, not required, without values. */
function extra(code: string, kind: OptionSeed['kind'], display: OptionSeed['display']): OptionSeed {
  return { code, name: t(code, code), kind, display, required: false, variantAxis: false, values: [] };
}

beforeAll(async () => {
  catalog = await startTestService(catalogService);
  const product = fixtureProduct(9301, { withOptions: true });
  await insertFixtures(catalog.context.db, [{ ...product, options: [...product.options, ...extras] }]);
});
afterAll(() => catalog?.stop());

const read = async () => {
  const answer = await catalog.call('GET', '/api/admin/products/9301', { identity: editor });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return AdminProduct.parse(answer.body);
};
const save = (body: unknown, lang = 'en') =>
  catalog.call('PATCH', '/api/admin/products/9301', { identity: editor, body, headers: { 'x-language': lang } });
const option = (product: AdminProduct, code: string) => product.options.find((o) => o.code === code)!;
const shopperPage = async (headers: Record<string, string> = {}) => {
  const answer = await catalog.call('GET', '/api/catalog/products/9301', { headers });
  expect(answer.status).toBe(200);
  return answer.body as ProductDetail;
};

describe('PATCH /api/admin/products/:id options', () => {
  it('refuses bad input field by field before anything is read', async () => {
    const product = await read();
    const fitting = option(product, 'fitting');
    const [bell] = fitting.values;
    const bad = await save({
      version: product.version,
      options: [
        { id: fitting.id, minValue: 2, maxValue: 1 },
        { id: option(product, 'riders').id, maxLength: 0, futureOnly: 'yes' },
        { id: option(product, 'engraving').id, values: [{ id: bell!.id, priceDeltas: { PLN: -100, EUR: 7.5 } }] },
        { id: option(product, 'needed-by').id, values: [{ id: bell!.id, priceDeltas: { PLN: 100 } }] },
      ],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual([
      'options.0.maxValue',
      'options.1.futureOnly',
      'options.1.maxLength',
      'options.2.values.0.priceDeltas.EUR',
      'options.2.values.0.priceDeltas.PLN',
      'options.3.values.0.priceDeltas.EUR',
    ]);
    expect(bad.body.error.fields['options.0.maxValue']).toBe('The value must be at least 2');

    const twice = await save({ version: product.version, options: [{ id: fitting.id }, { id: fitting.id }] });
    expect(Object.keys(twice.body.error.fields)).toEqual(['options.1.id']);
    const unknown = await save({ version: product.version, options: [{ id: fitting.id, min: 1 }] });
    expect(unknown.status).toBe(400);
  });

  it('refuses settings the stored option does not take, in the shopper language, and writes nothing', async () => {
    const product = await read();
    const color = option(product, 'color');
    const fitting = option(product, 'fitting');
    const bad = await save(
      {
        version: product.version,
        options: [
          { id: fitting.id, maxValue: 3 },
          { id: option(product, 'riders').id, maxLength: 20, futureOnly: true },
          { id: option(product, 'engraving').id, minValue: 1 },
          { id: option(product, 'insurance').id, maxValue: 1 },
          { id: color.id, values: [{ id: color.values[0]!.id, priceDeltas: { PLN: 100, EUR: 20 } }] },
          { id: fitting.id + 10_000 },
        ],
      },
      'pl',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      'options.0.maxValue': 'Wartość może wynosić najwyżej 2',
      'options.1.maxLength': 'To ustawienie nie dotyczy tego rodzaju opcji',
      'options.1.futureOnly': 'To ustawienie nie dotyczy tego rodzaju opcji',
      'options.2.minValue': 'To ustawienie nie dotyczy tego rodzaju opcji',
      'options.3.maxValue': 'To ustawienie nie dotyczy tego rodzaju opcji',
      'options.4.values.0.priceDeltas': 'Ceny wariantów ustala się w wariantach – ta opcja nie ma dopłat',
      'options.5.id': 'Nieprawidłowa wartość',
    });

    // A value of another option, and a bound that crosses the one stored.
    await expectSaved({ version: product.version, options: [{ id: fitting.id, maxValue: 1 }] });
    const again = await read();
    const crossing = await save({
      version: again.version,
      options: [
        { id: fitting.id, minValue: 2 },
        { id: option(again, 'riders').id, values: [{ id: fitting.values[0]!.id, priceDeltas: null }] },
      ],
    });
    expect(crossing.body.error.fields).toEqual({
      'options.0.maxValue': 'The value must be at least 2',
      'options.1.values.0.id': 'Invalid value',
    });
    expect(await read()).toEqual(again);
  });

  it('saves bounds, the required flag and price deltas, audited, and the product page prices by them', async () => {
    const product = await read();
    const fitting = option(product, 'fitting');
    const [bell, kickstand] = fitting.values;
    const entries = async () =>
      (await catalog.context.db.select().from(auditLog).where(eq(auditLog.entityId, '9301'))).length;
    const audited = await entries();
    const saved = await expectSaved({
      version: product.version,
      options: [
        {
          id: fitting.id,
          minValue: null,
          maxValue: 2,
          values: [
            { id: bell!.id, priceDeltas: { PLN: 29_00, EUR: 7_00 } },
            { id: kickstand!.id, priceDeltas: { PLN: 0, EUR: 0 } },
          ],
        },
        { id: option(product, 'riders').id, minValue: -5, maxValue: 4, required: true },
        { id: option(product, 'engraving').id, maxLength: 30 },
        { id: option(product, 'needed-by').id, futureOnly: true },
        { id: option(product, 'insurance').id, required: false },
      ],
    });
    expect(saved.version).toBe(product.version + 1);
    expect(await entries()).toBe(audited + 1);
    expect(option(saved, 'fitting')).toMatchObject({ minValue: null, maxValue: 2 });
    expect(option(saved, 'fitting').values.map((v) => v.priceDeltas)).toEqual([{ PLN: 29_00, EUR: 7_00 }, null]);
    expect(option(saved, 'riders')).toMatchObject({ minValue: -5, maxValue: 4, required: true });
    expect(option(saved, 'engraving')).toMatchObject({ maxLength: 30 });
    expect(option(saved, 'needed-by')).toMatchObject({ futureOnly: true });
    expect(option(saved, 'insurance')).toMatchObject({ required: false });

    const pl = await shopperPage();
    const shown = pl.options.find((o) => o.code === 'fitting')!;
    expect(shown.values.map((v) => v.priceDelta)).toEqual([29_00, undefined]);
    expect(shown.max).toBe(2);
    expect(pl.options.find((o) => o.code === 'riders')).toMatchObject({ min: -5, max: 4, required: true });
    expect(pl.options.find((o) => o.code === 'needed-by')).toMatchObject({ futureOnly: true });
    const en = await shopperPage({ 'x-language': 'en', 'x-currency': 'EUR' });
    expect(en.options.find((o) => o.code === 'fitting')!.values[0]!.priceDelta).toBe(7_00);

    // Clearing a delta and a bound.
    const cleared = await expectSaved({
      version: saved.version,
      options: [{ id: fitting.id, maxValue: null, values: [{ id: bell!.id, priceDeltas: null }] }],
    });
    expect(option(cleared, 'fitting')).toMatchObject({ maxValue: null });
    expect(option(cleared, 'fitting').values[0]!.priceDeltas).toBeNull();
  });

  it('are copied with the product', async () => {
    const product = await read();
    const fitting = option(product, 'fitting');
    const source = await expectSaved({
      version: product.version,
      options: [
        {
          id: fitting.id,
          maxValue: 1,
          values: [{ id: fitting.values[0]!.id, priceDeltas: { PLN: 15_00, EUR: 4_00 } }],
        },
      ],
    });
    const copied = await catalog.call('POST', '/api/admin/products/9301/duplicate', { identity: editor });
    expect(copied.status, JSON.stringify(copied.body)).toBe(201);
    const copy = AdminProduct.parse(copied.body);
    const withoutIds = (p: AdminProduct) =>
      p.options.map(({ id: _id, values, ...rest }) => ({ ...rest, values: values.map(({ id: _v, ...v }) => v) }));
    expect(withoutIds(copy)).toEqual(withoutIds(source));
  });

  it('are taken with a new product, and its page prices the extra', async () => {
    const price = (currency: string, regularGross: number) => ({
      currency,
      regularGross,
      reducedGross: null,
      b2bNet: 500,
    });
    const created = await catalog.call('POST', '/api/admin/products', {
      identity: staffIdentity('marketing_manager'),
      body: {
        name: { pl: 'Naklejki z logo', en: 'Logo stickers' },
        category: 'accessory',
        availability: 'available',
        ...(await publishable(catalog.context.db)),
        options: [
          {
            code: 'varnish',
            name: { pl: 'Wykończenie', en: 'Finish' },
            kind: 'SELECT_MULTIPLE',
            display: 'checkbox',
            required: false,
            variantAxis: false,
            maxValue: 1,
            values: [{ label: { pl: 'Lakier', en: 'Varnish' }, priceDeltas: { PLN: 5_00, EUR: 1_20 } }],
          },
        ],
        variants: [{ sku: 'NAK-LOGO-9', stock: 5, prices: [price('PLN', 30_00), price('EUR', 7_00)] }],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id } = AdminProduct.parse(created.body);
    const answer = await catalog.call('GET', `/api/catalog/products/${id}`);
    const varnish = (answer.body as ProductDetail).options.find((o) => o.code === 'varnish')!;
    expect(varnish).toMatchObject({ max: 1 });
    expect(varnish.values[0]!.priceDelta).toBe(5_00);
  });
});

async function expectSaved(body: unknown): Promise<AdminProduct> {
  const answer = await save(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return AdminProduct.parse(answer.body);
}
