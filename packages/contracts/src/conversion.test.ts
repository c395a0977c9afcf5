import { describe, expect, it } from 'vitest';
import { fromPlnAmount, toPlnAmount } from './conversion';

describe('converting between PLN and another currency', () => {
  it('converts to grosze, rounding half up', () => {
    expect(toPlnAmount(100_00, '4.2431')).toBe(424_31);
    expect(toPlnAmount(1, '4.245')).toBe(4); // 4.245 gr
    expect(toPlnAmount(1, '4.255')).toBe(4); // 4.255 gr
    expect(toPlnAmount(2, '4.2500')).toBe(9); // 8.5 gr → 9
    expect(toPlnAmount(-2, '4.2500')).toBe(-9);
  });

  it('converts a PLN price to whole cents of the other currency', () => {
    // 5 099,00 zł at 3.6628 zł per dollar is 1 392.10 USD (1392.1011…).
    expect(fromPlnAmount(509_900, '3.6628')).toBe(139_210);
    // 49,00 zł at 4.9 zł per pound: exactly 10.00.
    expect(fromPlnAmount(4_900, '4.900000')).toBe(1_000);
    // Half a cent rounds up: 1 gr at 0.4 zł is 2.5 cents → 3.
    expect(fromPlnAmount(1, '0.4')).toBe(3);
    expect(fromPlnAmount(0, '4.1')).toBe(0);
  });

  it('refuses what is not a rate', () => {
    expect(() => fromPlnAmount(100, '4,20')).toThrow('Not a rate');
    expect(() => fromPlnAmount(100, '0')).toThrow('Not a rate');
    expect(() => toPlnAmount(100, '1e3')).toThrow('Not a rate');
  });
});
