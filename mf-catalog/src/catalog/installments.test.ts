import { describe, expect, it } from 'vitest';
import { installmentOffers, installmentPlan, installmentsApply } from './installments';

describe('when the banks lend', () => {
  it('only in PLN and from 100 PLN for the whole basket', () => {
    expect(installmentsApply(100_00, 'PLN')).toBe(true);
    expect(installmentsApply(99_99, 'PLN')).toBe(false);
    expect(installmentsApply(499_900, 'EUR')).toBe(false);
    expect(installmentsApply(0, 'PLN')).toBe(false);
  });

  it('eRaty offers 2 to 20 installments (20 first), Credit Agricole exactly 10', () => {
    const [eraty, ca] = installmentOffers;
    expect(eraty).toMatchObject({ bank: 'eraty', defaultCount: 20 });
    expect(eraty?.counts[0]).toBe(2);
    expect(eraty?.counts.at(-1)).toBe(20);
    expect(ca).toMatchObject({ bank: 'ca', counts: [10], defaultCount: 10 });
  });
});

describe('installments at 0 %, in grosze', () => {
  it('split evenly when the amount divides', () => {
    expect(installmentPlan(499_900, 20)).toEqual({ count: 20, installment: 24_995, last: 24_995, total: 499_900 });
  });

  it('let the last installment take the remainder, so they add up to the price exactly', () => {
    // 1 000,19 zł in 10: nine of 100,01 zł and a last one of 100,10 zł
    const plan = installmentPlan(100_019, 10);
    expect(plan).toEqual({ count: 10, installment: 10_001, last: 10_010, total: 100_019 });
    expect(plan.installment * 9 + plan.last).toBe(100_019);
    for (const [amount, count] of [
      [100_00, 3],
      [123_457, 7],
      [999_999, 20],
      [100_01, 20],
    ] as const) {
      const { installment, last } = installmentPlan(amount, count);
      expect(installment * (count - 1) + last).toBe(amount);
      expect(last - installment).toBeLessThan(count);
      expect(last).toBeGreaterThanOrEqual(installment);
    }
  });

  it('refuse a count or amount that is not a whole number', () => {
    expect(() => installmentPlan(100.5, 10)).toThrow(RangeError);
    expect(() => installmentPlan(10_000, 0)).toThrow(RangeError);
  });
});
