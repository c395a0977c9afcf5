import type { FoundCartLine } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { planAddition } from './add-lines';
import type { CartItemRow } from './cart-answer';

const line = (productId: number, variantId: number, extra: Partial<FoundCartLine> = {}): FoundCartLine => ({
  productId,
  variantId,
  found: true,
  sku: `S-${variantId}`,
  name: 'Produkt',
  slug: 'produkt',
  image: null,
  optionsLabel: '',
  category: 'accessory',
  type: 'physical',
  unit: 'pc',
  vatRate: 23,
  availability: 'available',
  stock: 100,
  stockLimited: true,
  collectionIds: [],
  minQuantity: 1,
  maxQuantity: 999,
  unitGross: 1_000,
  unitNet: 813,
  regularGross: 1_000,
  currency: 'PLN',
  ...extra,
});
const item = (productId: number, variantId: number, quantity: number): CartItemRow => ({
  id: crypto.randomUUID(),
  cartId: crypto.randomUUID(),
  productId,
  variantId,
  quantity,
  options: [],
  optionsKey: '',
  seq: variantId,
  createdAt: new Date(),
});

describe('planAddition', () => {
  it('adds to the line of the same variant and counts every variant of a product against its maximum', () => {
    const bike = (variantId: number) => line(1, variantId, { maxQuantity: 3 });
    const ok = planAddition([item(1, 10, 1)], [{ productId: 1, variantId: 10, quantity: 1 }], [bike(10)]);
    expect(ok).toEqual({ refusals: [], lines: [{ productId: 1, variantId: 10, quantity: 2 }] });
    const over = planAddition(
      [item(1, 10, 2)],
      [
        { productId: 1, variantId: 11, quantity: 1 },
        { productId: 1, variantId: 12, quantity: 1 },
      ],
      [bike(11), bike(12)],
    );
    expect(over.refusals.map((r) => [r.index, r.code, r.params])).toEqual([
      [0, 'max_quantity', { max: 3 }],
      [1, 'max_quantity', { max: 3 }],
    ]);
  });

  it('refuses a new product once the cart holds 200 different ones', () => {
    const items = Array.from({ length: 200 }, (_, i) => item(i + 1, i + 1, 1));
    const more = planAddition(items, [{ productId: 999, quantity: 1 }], [line(999, 999)]);
    expect(more.refusals).toEqual([
      { index: 0, field: 'productId', code: 'business_rule', key: 'cart.full', params: { max: 200 } },
    ]);
    const same = planAddition(items, [{ productId: 5, quantity: 1 }], [line(5, 5)]);
    expect(same.refusals).toEqual([]);
  });

  it('refuses what is gone, unavailable or below its minimum', () => {
    const plan = planAddition(
      [],
      [
        { productId: 1, quantity: 1 },
        { productId: 2, quantity: 1 },
        { productId: 3, quantity: 1 },
        { productId: 4, quantity: 1 },
      ],
      [
        { productId: 1, variantId: null, found: false, reason: 'not_found' },
        { productId: 2, variantId: 7, found: false, reason: 'missing_variant' },
        line(3, 3, { availability: 'unavailable', stock: 0 }),
        line(4, 4, { minQuantity: 2 }),
      ],
    );
    expect(plan.refusals.map((r) => r.code)).toEqual([
      'product_not_found',
      'missing_variant',
      'product_unavailable',
      'min_quantity',
    ]);
  });
});
