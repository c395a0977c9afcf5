import type { ExchangeRate } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { plnAmount } from './pln';

const rate = (ratePln: string) => (): ExchangeRate => ({
  currency: 'EUR',
  ratePln,
  source: 'NBP',
  effectiveAt: '2026-11-20T11:45:00.000Z',
});

describe('plnAmount', () => {
  it('keeps złoty as they are and never asks for a rate', () => {
    expect(plnAmount(12_345, 'PLN', () => expect.fail('no rate needed'))).toBe(12_345);
  });

  it('converts euro cents to whole grosze, half up, without floating point', () => {
    expect(plnAmount(10_000, 'EUR', rate('4.243100'))).toBe(42_431);
    expect(plnAmount(1, 'EUR', rate('4.243100'))).toBe(4);
    // 15 × 4.2431 = 63.6465 → 64; 50 × 4.5 = 225 exactly.
    expect(plnAmount(15, 'EUR', rate('4.243100'))).toBe(64);
    expect(plnAmount(50, 'EUR', rate('4.5000'))).toBe(225);
    // 100 × 1.005 is 100.5 (→ 101); in floating point it is 100.49999999999999 and Math.round gives 100.
    expect(plnAmount(100, 'EUR', rate('1.005000'))).toBe(101);
    expect(Math.round(100 * 1.005)).toBe(100);
  });
});
