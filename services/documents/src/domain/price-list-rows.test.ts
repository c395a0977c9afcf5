import type { PriceListProduct, PriceListVariant } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { grossOfNet, netOfGross, priceListRows } from './price-list-rows';

// The arithmetic of a price list, worked by hand: every rounding half up to the grosz/cent.

const variant = (values: Partial<PriceListVariant> = {}): PriceListVariant => ({
  sku: 'ZF-1',
  otherSkus: 0,
  label: '',
  regularGross: 12_300,
  reducedGross: null,
  lowestPriorGross: null,
  b2bNet: 8_001,
  ...values,
});

const product = (variants: PriceListVariant[], collectionIds: number[] = [7, 70]): PriceListProduct => ({
  id: 1,
  name: 'Zefir City',
  vatRate: 23,
  collectionIds,
  variants,
});

describe('retail lines', () => {
  it('print the gross a shopper pays, or its net rounded half up, less the list discount', () => {
    const one = product([variant({ regularGross: 100 })]);
    expect(priceListRows(one, { kind: 'retail', prices: 'gross', discountPercent: 0 })[0]!.price).toBe(100);
    // 100 / 1.23 = 81.30… → 81; 5 % off 81 = 76.95 → 77
    expect(priceListRows(one, { kind: 'retail', prices: 'net', discountPercent: 0 })[0]!.price).toBe(81);
    expect(priceListRows(one, { kind: 'retail', prices: 'net', discountPercent: 5 })[0]!.price).toBe(77);
    expect(netOfGross(123, 23)).toBe(100);
    expect(netOfGross(1_845, 23)).toBe(1_500);
    expect(netOfGross(108, 8)).toBe(100);
  });

  it('print a reduced price with the regular one and the lowest of the 30 days before, in the same basis', () => {
    const onSale = product([variant({ regularGross: 12_300, reducedGross: 9_840, lowestPriorGross: 11_070 })]);
    expect(priceListRows(onSale, { kind: 'retail', prices: 'gross', discountPercent: 10 })).toEqual([
      expect.objectContaining({ price: 8_856, regular: 12_300, lowestPrior30Days: 11_070 }),
    ]);
    expect(priceListRows(onSale, { kind: 'retail', prices: 'net', discountPercent: 0 })).toEqual([
      expect.objectContaining({ price: 8_000, regular: 10_000, lowestPrior30Days: 9_000 }),
    ]);
    const notReduced = priceListRows(product([variant()]), { kind: 'retail', prices: 'gross', discountPercent: 0 });
    expect(notReduced[0]).not.toHaveProperty('regular');
  });
});

describe('wholesale lines', () => {
  const discounts = [
    { collectionId: null, percent: 10, source: 'group' as const },
    { collectionId: 70, percent: 15, source: 'group' as const },
  ];

  it('take the best discount covering the product off the B2B net, then VAT for gross, then the list discount', () => {
    const covered = product([variant({ b2bNet: 8_001 })], [7, 70]);
    // 15 % off 80.01 = 68.0085 → 68.01
    expect(priceListRows(covered, { kind: 'wholesale', prices: 'net', discountPercent: 0, discounts })).toEqual([
      expect.objectContaining({ price: 6_801, discountPercent: 15 }),
    ]);
    // 68.01 × 1.23 = 83.6523 → 83.65; 5 % off = 79.4675 → 79.47
    expect(priceListRows(covered, { kind: 'wholesale', prices: 'gross', discountPercent: 5, discounts })).toEqual([
      expect.objectContaining({ price: 7_947, discountPercent: 15 }),
    ]);
    const elsewhere = product([variant({ b2bNet: 8_001 })], [3]);
    // 10 % off 80.01 = 72.009 → 72.01
    expect(
      priceListRows(elsewhere, { kind: 'wholesale', prices: 'net', discountPercent: 0, discounts })[0]!.price,
    ).toBe(7_201);
    expect(
      priceListRows(elsewhere, { kind: 'wholesale', prices: 'net', discountPercent: 0, discounts: [] })[0],
    ).toMatchObject({ price: 8_001, discountPercent: 0 });
    expect(grossOfNet(6_801, 23)).toBe(8_365);
  });

  it('never prints a retail sale on a wholesale list', () => {
    const onSale = product([variant({ reducedGross: 9_000, lowestPriorGross: 9_500 })]);
    const [line] = priceListRows(onSale, { kind: 'wholesale', prices: 'net', discountPercent: 0, discounts: [] });
    expect(line).not.toHaveProperty('regular');
    expect(line).not.toHaveProperty('lowestPrior30Days');
  });
});

describe('variants', () => {
  it('print one line with the default SKU when all cost the same, else one per price with the options shared', () => {
    const same = product([variant({ sku: 'ZF-1-M', label: 'Rama: M' }), variant({ sku: 'ZF-1-L', label: 'Rama: L' })]);
    expect(priceListRows(same, { kind: 'retail', prices: 'gross', discountPercent: 0 })).toEqual([
      expect.objectContaining({ sku: 'ZF-1-M', label: '', moreSkus: 1 }),
    ]);
    const differ = product([
      variant({ sku: 'ZF-1-500', label: 'Bateria: 500 Wh' }),
      variant({ sku: 'ZF-1-700', label: 'Bateria: 700 Wh', regularGross: 15_000 }),
    ]);
    expect(
      priceListRows(differ, { kind: 'retail', prices: 'gross', discountPercent: 0 }).map((l) => [l.sku, l.label]),
    ).toEqual([
      ['ZF-1-500', 'Bateria: 500 Wh'],
      ['ZF-1-700', 'Bateria: 700 Wh'],
    ]);
    const bike = product([
      variant({ sku: 'B-01', label: 'Kolor: czerwony, Bateria: 504 Wh' }),
      variant({ sku: 'B-02', label: 'Kolor: czerwony, Bateria: 720 Wh', regularGross: 15_000 }),
      variant({ sku: 'B-03', label: 'Kolor: biały, Bateria: 504 Wh' }),
      variant({ sku: 'B-04', label: 'Kolor: biały, Bateria: 720 Wh', regularGross: 15_000 }),
    ]);
    expect(
      priceListRows(bike, { kind: 'retail', prices: 'gross', discountPercent: 0 }).map((l) => [
        l.sku,
        l.label,
        l.moreSkus,
        l.price,
      ]),
    ).toEqual([
      ['B-01', 'Bateria: 504 Wh', 1, 12_300],
      ['B-02', 'Bateria: 720 Wh', 1, 15_000],
    ]);
    // Catalog sends variants of the same prices once, counting the others: the counts add up.
    const grouped = product([
      variant({ sku: 'C-01', otherSkus: 3, label: 'Kolor: czerwony, Bateria: 504 Wh' }),
      variant({ sku: 'C-05', otherSkus: 1, label: 'Kolor: biały, Bateria: 504 Wh', regularGross: 15_000 }),
    ]);
    expect(priceListRows(grouped, { kind: 'wholesale', prices: 'net', discountPercent: 0, discounts: [] })).toEqual([
      expect.objectContaining({ sku: 'C-01', label: '', moreSkus: 5 }),
    ]);
    expect(
      priceListRows(grouped, { kind: 'retail', prices: 'gross', discountPercent: 0 }).map((l) => [l.sku, l.moreSkus]),
    ).toEqual([
      ['C-01', 3],
      ['C-05', 1],
    ]);
    // Same B2B net: one wholesale line, though their retail prices differ.
    expect(priceListRows(differ, { kind: 'wholesale', prices: 'net', discountPercent: 0, discounts: [] })).toHaveLength(
      1,
    );
  });
});
