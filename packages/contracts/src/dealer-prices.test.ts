import { describe, expect, it } from 'vitest';
import { type DealerDiscount, dealerDiscountOn, lessPercent } from './dealer-prices';

const everything = (percent: number, source: DealerDiscount['source']): DealerDiscount => ({
  collectionId: null,
  percent,
  source,
});
const on = (collectionId: number, percent: number, source: DealerDiscount['source']): DealerDiscount => ({
  collectionId,
  percent,
  source,
});

describe('dealerDiscountOn', () => {
  it("takes the better of the dealer's own and their group's discount, never both", () => {
    expect(dealerDiscountOn([everything(10, 'group'), on(60, 8, 'dealer')], [60, 1])).toEqual(everything(10, 'group'));
    expect(dealerDiscountOn([everything(10, 'group'), on(60, 12, 'dealer')], [60, 1])).toEqual(on(60, 12, 'dealer'));
  });

  it('counts a collection discount only for products in that collection or one below it', () => {
    const discounts = [on(60, 15, 'group'), everything(5, 'dealer')];
    expect(dealerDiscountOn(discounts, [61, 60])?.percent).toBe(15);
    expect(dealerDiscountOn(discounts, [70])?.percent).toBe(5);
    expect(dealerDiscountOn([on(60, 15, 'group')], [70])).toBeNull();
    expect(dealerDiscountOn([], [60])).toBeNull();
  });

  it("names the dealer's own discount on a tie", () => {
    expect(dealerDiscountOn([everything(10, 'group'), on(60, 10, 'dealer')], [60])?.source).toBe('dealer');
  });
});

describe('lessPercent', () => {
  it('rounds half up to the grosz and keeps 0 and 100 exact', () => {
    expect(lessPercent(1_000_00, 15)).toBe(850_00);
    expect(lessPercent(999, 15)).toBe(849); // 849.15
    expect(lessPercent(1_001, 50)).toBe(501); // 500.5 up
    expect(lessPercent(1_234, 0)).toBe(1_234);
    expect(lessPercent(1_234, 100)).toBe(0);
  });
});
