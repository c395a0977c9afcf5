import { describe, expect, it } from 'vitest';
import { validate } from '../../validation';
import { type OptionShape, optionRuleProblems, takesPriceDeltas } from './product-options';
import { AdminProductChange, AdminProductInput } from './products';

// The rules of a product's own option (issue 24): which bound fits which display, in order, and value
// price deltas in minor units of every storefront currency.

const multiple: OptionShape = { kind: 'SELECT_MULTIPLE', display: 'checkbox', variantAxis: false, valueCount: 3 };
const number: OptionShape = { kind: 'CUSTOM', display: 'number', variantAxis: false, valueCount: 0 };
const text: OptionShape = { kind: 'CUSTOM', display: 'textarea', variantAxis: false, valueCount: 0 };
const date: OptionShape = { kind: 'CUSTOM', display: 'date', variantAxis: false, valueCount: 0 };
const toggle: OptionShape = { kind: 'BOOLEAN', display: 'switch', variantAxis: false, valueCount: 0 };

const keys = (problems: Record<string, { key: string }>) =>
  Object.fromEntries(Object.entries(problems).map(([field, p]) => [field, p.key]));

describe('optionRuleProblems', () => {
  it('takes each setting where it applies', () => {
    expect(optionRuleProblems(multiple, { minValue: 0, maxValue: 3 })).toEqual({});
    expect(optionRuleProblems(number, { minValue: -10, maxValue: -10 })).toEqual({});
    expect(optionRuleProblems(text, { maxLength: 40 })).toEqual({});
    expect(optionRuleProblems(date, { futureOnly: true })).toEqual({});
    expect(optionRuleProblems(toggle, { minValue: null, maxValue: null, maxLength: null, futureOnly: false })).toEqual(
      {},
    );
  });

  it('refuses a setting on a display it does not apply to', () => {
    const unused = 'field.option_rule_unused';
    expect(keys(optionRuleProblems(toggle, { minValue: 1, maxValue: 2, maxLength: 3, futureOnly: true }))).toEqual({
      minValue: unused,
      maxValue: unused,
      maxLength: unused,
      futureOnly: unused,
    });
    expect(keys(optionRuleProblems(number, { maxLength: 3, futureOnly: true }))).toEqual({
      maxLength: unused,
      futureOnly: unused,
    });
    expect(keys(optionRuleProblems({ ...text, display: 'email' }, { maxLength: 3 }))).toEqual({ maxLength: unused });
    expect(keys(optionRuleProblems(text, { minValue: 1 }))).toEqual({ minValue: unused });
  });

  it('wants min ≤ max and counts of choices the values can give', () => {
    expect(optionRuleProblems(number, { minValue: 5, maxValue: 4 })).toEqual({
      maxValue: { key: 'field.number_min', params: { min: 5 } },
    });
    expect(optionRuleProblems(multiple, { minValue: -1, maxValue: 0 })).toEqual({
      minValue: { key: 'field.number_min', params: { min: 0 } },
      maxValue: { key: 'field.number_min', params: { min: 1 } },
    });
    expect(optionRuleProblems(multiple, { minValue: 4, maxValue: 5 })).toEqual({
      minValue: { key: 'field.number_max', params: { max: 3 } },
      maxValue: { key: 'field.number_max', params: { max: 3 } },
    });
    expect(keys(optionRuleProblems(multiple, { minValue: 3, maxValue: 2 }))).toEqual({ maxValue: 'field.number_min' });
  });

  it('lets only values of a choice that makes no variants carry a delta', () => {
    expect(takesPriceDeltas(multiple)).toBe(true);
    expect(takesPriceDeltas({ kind: 'SELECT', variantAxis: false })).toBe(true);
    expect(takesPriceDeltas({ kind: 'SELECT', variantAxis: true })).toBe(false);
    expect(takesPriceDeltas(toggle)).toBe(false);
  });
});

describe('AdminProductChange options', () => {
  const errors = (options: unknown) => {
    const result = validate(AdminProductChange, { version: 1, options }, 'en');
    return result.ok ? {} : result.fields;
  };

  it('takes bounds, the required flag and deltas in minor units of every currency', () => {
    const parsed = AdminProductChange.parse({
      version: 1,
      options: [
        { id: 5, required: false, minValue: 1, maxValue: 1, values: [{ id: 7, priceDeltas: { PLN: 2900, EUR: 0 } }] },
        { id: 6, maxLength: null, futureOnly: true, values: [{ id: 8, priceDeltas: null }] },
      ],
    });
    expect(parsed.options?.[0]?.values?.[0]?.priceDeltas).toEqual({ PLN: 2900, EUR: 0 });
  });

  it('names each bad field', () => {
    expect(errors([{ id: 5, minValue: 3, maxValue: 2 }])).toEqual({
      'options.0.maxValue': 'The value must be at least 3',
    });
    expect(Object.keys(errors([{ id: 5, values: [{ id: 7, priceDeltas: { PLN: 29.5, EUR: -1 } }] }])).sort()).toEqual([
      'options.0.values.0.priceDeltas.EUR',
      'options.0.values.0.priceDeltas.PLN',
    ]);
    expect(Object.keys(errors([{ id: 5, values: [{ id: 7, priceDeltas: { PLN: 100 } }] }]))).toEqual([
      'options.0.values.0.priceDeltas.EUR',
    ]);
    expect(Object.keys(errors([{ id: 5, values: [{ id: 7, priceDeltas: { PLN: 1, EUR: 1, USD: 1 } }] }]))).toEqual([
      'options.0.values.0.priceDeltas.USD',
    ]);
    expect(Object.keys(errors([{ id: 5, maxLength: 0, minValue: 1.5, futureOnly: 'yes' }])).sort()).toEqual([
      'options.0.futureOnly',
      'options.0.maxLength',
      'options.0.minValue',
    ]);
    // Every message at once: crossed bounds beside a bad delta, a repeated option beside a bad field.
    expect(
      Object.keys(errors([{ id: 5, minValue: 3, maxValue: 2, values: [{ id: 7, priceDeltas: null }, 'x'] }])).sort(),
    ).toEqual(['options.0.maxValue', 'options.0.values.1']);
    expect(Object.keys(errors([{ id: 5 }, { id: 5, maxLength: -1 }])).sort()).toEqual([
      'options.1.id',
      'options.1.maxLength',
    ]);
    expect(Object.keys(errors([{ id: 5 }, { id: 5 }]))).toEqual(['options.1.id']);
    expect(
      Object.keys(
        errors([
          {
            id: 5,
            values: [
              { id: 7, priceDeltas: null },
              { id: 7, priceDeltas: null },
            ],
          },
        ]),
      ),
    ).toEqual(['options.0.values.1.id']);
    expect(Object.keys(errors([{ id: 0 }]))).toEqual(['options.0.id']);
    expect(errors([{ id: 5, max: 1 }])).not.toEqual({});
  });
});

describe('AdminProductInput options', () => {
  const price = (currency: string, regularGross: number) => ({
    currency,
    regularGross,
    reducedGross: null,
    b2bNet: 500,
  });
  const newProduct = (options: unknown[]) => ({
    name: { pl: 'Naklejki', en: 'Stickers' },
    category: 'accessory',
    // What a published product must carry (GPSR, product-safety.ts).
    manufacturerId: 1,
    safety: { pl: 'Nie dla dzieci poniżej 3 lat.', en: 'Not for children under 3.' },
    options,
    variants: [
      {
        sku: 'NAK-1',
        prices: [price('PLN', 1000), price('EUR', 300)],
      },
    ],
  });
  const extra = { name: { pl: 'Dodatki', en: 'Extras' }, required: false, variantAxis: false };
  /** A multiple choice of one value, varnish, with what else is given. */
  const varnish = (more: Record<string, unknown>, value: Record<string, unknown> = {}) => ({
    ...extra,
    code: 'extras',
    kind: 'SELECT_MULTIPLE',
    display: 'checkbox',
    ...more,
    values: [{ label: { pl: 'Lakier', en: 'Varnish' }, ...value }],
  });

  it('takes bounds and surcharges of an extra with the new product', () => {
    const result = validate(
      AdminProductInput,
      newProduct([
        varnish({ maxValue: 1 }, { priceDeltas: { PLN: 500, EUR: 120 } }),
        { ...extra, code: 'text', kind: 'CUSTOM', display: 'text', maxLength: 30 },
      ]),
      'en',
    );
    expect(result.ok ? result.data.options[0]?.values[0]?.priceDeltas : result.fields).toEqual({ PLN: 500, EUR: 120 });
  });

  it('refuses a bound its display does not take, counts beyond the values and a surcharge on a variant axis', () => {
    const result = validate(
      AdminProductInput,
      newProduct([
        varnish({ minValue: 2 }),
        { ...extra, code: 'note', kind: 'CUSTOM', display: 'email', maxLength: 30, futureOnly: true },
        {
          name: { pl: 'Kolor', en: 'Colour' },
          code: 'color',
          kind: 'SELECT',
          display: 'buttons',
          values: [{ label: { pl: 'Czarny', en: 'Black' }, priceDeltas: { PLN: 100, EUR: 20 } }],
        },
      ]),
      'en',
    );
    expect(result.ok ? {} : result.fields).toEqual({
      'options.0.minValue': 'The value must be at most 1',
      'options.1.maxLength': 'This setting does not apply to this kind of option',
      'options.1.futureOnly': 'This setting does not apply to this kind of option',
      'options.2.values.0.priceDeltas': 'Variants carry their own prices: this option takes no surcharges',
      'variants.0.values': 'Invalid value',
    });
  });
});
