import { describe, expect, it } from 'vitest';
import { priceBlock, type StoredPrice } from './price-block';

// The price block a caller gets: a dealer's B2B net less their discount (half up to the grosz), VAT added to
// that net; nothing of the dealer's in a retail block, whatever percent is passed.

const stored: StoredPrice = {
  regularGross: 369_000,
  reducedGross: 332_100,
  reducedSince: '2026-11-20T00:00:00.000Z',
  lowestPriorGross: 369_000,
  b2bNet: 250_005,
};

const PLN = { currency: 'PLN', conversion: null } as const;
const EUR = { currency: 'EUR', conversion: null } as const;

describe('priceBlock', () => {
  it("takes a dealer's percent off the B2B net, rounded half up, and adds VAT to what is left", () => {
    const block = priceBlock(stored, 23, PLN, 'b2b', 15);
    // 250 005 × 0.85 = 212 504.25 → 212 504; × 1.23 = 261 379.92 → 261 380.
    expect(block).toEqual({
      kind: 'b2b',
      currency: 'PLN',
      net: 212_504,
      gross: 261_380,
      vatRate: 23,
      regular: 369_000,
      discountPercent: 15,
      listNet: 250_005,
    });
  });

  it('names no discount for a dealer without one, and never a retail sale', () => {
    const block = priceBlock(stored, 8, EUR, 'b2b');
    expect(block).toEqual({ kind: 'b2b', currency: 'EUR', net: 250_005, gross: 270_005, vatRate: 8, regular: 369_000 });
  });

  it('makes a 100 % discount free, not negative', () => {
    expect(priceBlock(stored, 23, PLN, 'b2b', 100)).toMatchObject({ net: 0, gross: 0, discountPercent: 100 });
  });

  it('gives a retail caller the retail sale and nothing of a dealer, even when a percent is passed', () => {
    const block = priceBlock(stored, 23, PLN, 'retail', 15);
    expect(block.kind).toBe('retail');
    expect(block.gross).toBe(332_100);
    expect(block).not.toHaveProperty('discountPercent');
    expect(block).not.toHaveProperty('listNet');
    expect(JSON.stringify(block)).not.toContain('250005');
  });

  it('converts the PLN price to USD at the rate before it derives the sale, the prior price and the saving', () => {
    const block = priceBlock(stored, 23, { currency: 'USD', conversion: { ratePln: '3.6628' } }, 'retail');
    // 3 690,00 zł / 3.6628 = 1 007.426 → 1 007.43 USD; 3 321,00 zł / 3.6628 = 906.683 → 906.68 USD.
    expect(block).toMatchObject({
      currency: 'USD',
      gross: 90_668,
      regular: 100_743,
      reduced: 90_668,
      lowestPrior30Days: 100_743,
      vatRate: 23,
    });
    expect(block.net).toBe(73_714); // 906.68 / 1.23, half up
  });
});
