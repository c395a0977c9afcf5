import { describe, expect, it } from 'vitest';
import {
  currentSale,
  lowestPriceBefore,
  type PricePoint,
  reductionAgainstPrior,
  saleStart,
} from './lowest-prior-price';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 24 * 60 * 60 * 1000);
const at = (n: number, regularGross: number, reducedGross: number | null = null): PricePoint => ({
  validFrom: day(n),
  regularGross,
  reducedGross,
});

describe('the lowest price of the 30 days before a reduction', () => {
  it('is the regular price when the price did not change before the sale', () => {
    const history = [at(0, 5_999_00), at(100, 5_999_00, 4_999_00)];
    expect(currentSale(history)).toEqual({ reducedSince: day(100), lowestPrior: 5_999_00 });
  });

  it('is nothing while the price is not reduced', () => {
    expect(currentSale([at(0, 5_999_00), at(50, 5_799_00)])).toEqual({});
    // A sale that has ended is no longer announced.
    expect(currentSale([at(0, 5_999_00), at(50, 5_999_00, 4_999_00), at(60, 5_999_00)])).toEqual({});
  });

  it('counts an earlier sale that ended inside the window', () => {
    const history = [
      at(0, 5_999_00),
      at(40, 5_999_00, 4_799_00), // a first sale, ended on day 55
      at(55, 5_999_00),
      at(70, 5_999_00, 4_999_00), // the current sale: the window is days 40-70
    ];
    expect(currentSale(history)).toEqual({ reducedSince: day(70), lowestPrior: 4_799_00 });
    const price = reductionAgainstPrior(4_999_00, 4_799_00);
    // Dearer than the prior price: it may not be announced as a reduction at all.
    expect(price).toBeUndefined();
  });

  it('ignores a sale that ended more than 30 days before', () => {
    const history = [at(0, 5_999_00), at(10, 5_999_00, 3_999_00), at(20, 5_999_00), at(60, 5_999_00, 4_999_00)];
    // Window: days 30-60; the 3 999 sale ended on day 20.
    expect(currentSale(history).lowestPrior).toBe(5_999_00);
  });

  it('counts the price already in force when the window opened', () => {
    // 5 499 from day 0 to day 45 is in force on day 15 (the window's first day), 5 999 only afterwards.
    const history = [at(0, 5_499_00), at(45, 5_999_00), at(45 + 30, 5_999_00, 5_199_00)];
    expect(lowestPriceBefore(history, day(75))).toBe(5_999_00);
    expect(lowestPriceBefore(history, day(60))).toBe(5_499_00);
  });

  it('keeps the first start when a reduction is deepened in the same campaign', () => {
    const history = [at(0, 5_999_00), at(30, 5_999_00, 5_499_00), at(40, 5_999_00, 4_999_00)];
    expect(saleStart(history)).toEqual(day(30));
    expect(currentSale(history).lowestPrior).toBe(5_999_00);
    expect(reductionAgainstPrior(4_999_00, 5_999_00)).toEqual({ saving: 1_000_00, percent: 16 });
  });

  it('starts a new campaign after the price went back to regular, even for one day', () => {
    const history = [
      at(0, 5_999_00),
      at(30, 5_999_00, 5_499_00),
      at(40, 5_999_00),
      at(41, 5_999_00, 4_999_00), // new sale: window days 11-41 holds the 5 499 sale
    ];
    expect(currentSale(history)).toEqual({ reducedSince: day(41), lowestPrior: 5_499_00 });
    expect(reductionAgainstPrior(4_999_00, 5_499_00)).toEqual({ saving: 500_00, percent: 9 });
  });

  it('follows a regular price raised just before the sale (the trick the rule forbids)', () => {
    const history = [at(0, 4_999_00), at(80, 6_499_00), at(90, 6_499_00, 4_999_00)];
    // 4 999 was charged until day 80, inside the window of days 60-90.
    expect(currentSale(history).lowestPrior).toBe(4_999_00);
    expect(reductionAgainstPrior(4_999_00, 4_999_00)).toBeUndefined();
  });

  it('uses the time since the product was offered when that is under 30 days', () => {
    const history = [at(100, 3_299_00), at(105, 3_199_00), at(110, 3_299_00, 2_799_00)];
    expect(currentSale(history)).toEqual({ reducedSince: day(110), lowestPrior: 3_199_00 });
  });

  it('has no prior price for a product first offered already reduced', () => {
    expect(currentSale([at(5, 1_000_00, 800_00)])).toEqual({ reducedSince: day(5), lowestPrior: undefined });
    expect(reductionAgainstPrior(800_00, undefined)).toBeUndefined();
  });

  it('does not care in which order the rows come', () => {
    const history = [at(70, 5_999_00, 4_999_00), at(0, 5_999_00), at(55, 5_999_00), at(40, 5_999_00, 4_799_00)];
    expect(currentSale(history)).toEqual({ reducedSince: day(70), lowestPrior: 4_799_00 });
  });

  it('treats a "reduced" price equal to the regular one as no reduction', () => {
    expect(currentSale([at(0, 100_00), at(10, 100_00, 100_00)])).toEqual({});
  });

  it('rounds the percentage down', () => {
    expect(reductionAgainstPrior(2_999_00, 3_999_00)).toEqual({ saving: 1_000_00, percent: 25 });
    expect(reductionAgainstPrior(66_67, 100_00)).toEqual({ saving: 33_33, percent: 33 });
  });
});
