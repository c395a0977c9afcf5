import { describe, expect, it } from 'vitest';
import { computeTotals, divideHalfUp, netOfGross, spreadDiscount } from './totals';

describe('rounding', () => {
  it('rounds halves up, in integers', () => {
    expect(divideHalfUp(5, 2)).toBe(3);
    expect(divideHalfUp(7, 2)).toBe(4);
    expect(divideHalfUp(1, 3)).toBe(0);
    expect(divideHalfUp(2, 3)).toBe(1);
  });

  it('derives the net from the gross at each rate', () => {
    expect(netOfGross(12_300, 23)).toBe(10_000);
    expect(netOfGross(100, 23)).toBe(81); // 81.30
    expect(netOfGross(4_900, 23)).toBe(3_984); // 3 983.74
    expect(netOfGross(10_800, 8)).toBe(10_000);
    expect(netOfGross(999, 0)).toBe(999);
  });
});

describe('spreadDiscount', () => {
  it('adds up to the discount exactly, the leftover grosze going to the largest remainders', () => {
    expect(spreadDiscount(100, [500, 500, 500])).toEqual([34, 33, 33]);
    expect(spreadDiscount(10, [300, 100])).toEqual([8, 2]); // 7.5 → 8, 2.5 → 2
    const shares = spreadDiscount(1_001, [3_333, 4_444, 5_555]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(1_001);
    expect(shares).toEqual([250, 334, 417]);
  });

  it('never gives a line more than its gross', () => {
    expect(spreadDiscount(10_000, [300, 100])).toEqual([300, 100]);
    expect(spreadDiscount(0, [300, 100])).toEqual([0, 0]);
  });
});

describe('computeTotals', () => {
  it('keeps the VAT of each rate right after a discount spread over the lines', () => {
    const totals = computeTotals(
      [
        { gross: 12_300, vatRate: 23 },
        { gross: 10_800, vatRate: 8 },
      ],
      2_310,
      4_900,
    );
    // 10 % off each line: 11 070 gross at 23 % = 9 000 net; 9 720 at 8 % = 9 000 net; courier 3 984 net.
    expect(totals).toEqual({ items: 23_100, discount: 2_310, delivery: 4_900, net: 21_984, vat: 3_706, total: 25_690 });
    expect(totals.net + totals.vat).toBe(totals.total);
  });

  it('never discounts more than the items', () => {
    const totals = computeTotals([{ gross: 5_000, vatRate: 23 }], 10_000, 0);
    expect(totals).toMatchObject({ items: 5_000, discount: 5_000, total: 0, net: 0, vat: 0 });
  });

  it('spreads the discount only over lines that may be discounted (a gift card keeps its value)', () => {
    const totals = computeTotals(
      [
        { gross: 10_000, vatRate: 23 },
        { gross: 50_000, vatRate: 23, discountable: false },
      ],
      30_000,
      0,
    );
    // The card's 500 zł stays whole; the discount stops at the 100 zł the other line is worth.
    expect(totals).toMatchObject({ items: 60_000, discount: 10_000, total: 50_000 });
  });

  it('is all zero for an empty cart', () => {
    expect(computeTotals([], 0, 0)).toEqual({ items: 0, discount: 0, delivery: 0, net: 0, vat: 0, total: 0 });
  });
});
