// The arithmetic of a cart's totals, in integer minor units. Prices from the catalogue are gross; net and
// VAT are derived per line (and for the delivery) from the gross AFTER the line's share of the discount, so
// the VAT of a discounted basket stays right for every rate. Rounding: half up, once per line.

/** round(numerator / denominator) half up, for non-negative integers, without floating point error. */
export function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The net of a gross amount at `vatRate` percent (23 → gross / 1.23), rounded half up. */
export function netOfGross(gross: number, vatRate: number): number {
  return divideHalfUp(gross * 100, 100 + vatRate);
}

/**
 * Splits `discount` over lines in proportion to their gross: each gets the floor of its exact share, and the
 * grosze left over go to the lines with the largest remainders (the first such line on a tie). The shares
 * add up to the discount exactly and no line gets more than its own gross.
 */
export function spreadDiscount(discount: number, grosses: readonly number[]): number[] {
  const total = grosses.reduce((sum, g) => sum + g, 0);
  if (discount <= 0 || total <= 0) return grosses.map(() => 0);
  const capped = Math.min(discount, total);
  const shares = grosses.map((g) => Math.floor((capped * g) / total));
  let left = capped - shares.reduce((sum, s) => sum + s, 0);
  const byRemainder = grosses
    .map((g, i) => ({ i, remainder: (capped * g) % total }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    shares[i] = (shares[i] as number) + 1;
    left--;
  }
  return shares;
}

export interface TotalsLine {
  gross: number;
  vatRate: number;
  /** False for a line no discount may lower (a gift card: money, not goods); true when left out. */
  discountable?: boolean;
}

export interface Totals {
  items: number;
  discount: number;
  delivery: number;
  net: number;
  vat: number;
  total: number;
}

/** Delivery is sold at the standard Polish VAT rate. */
export const DELIVERY_VAT_RATE = 23;

export function computeTotals(lines: readonly TotalsLine[], discount: number, delivery: number): Totals {
  const items = lines.reduce((sum, line) => sum + line.gross, 0);
  const discountable = lines.map((line) => (line.discountable === false ? 0 : line.gross));
  const granted = Math.min(
    Math.max(discount, 0),
    discountable.reduce((sum, gross) => sum + gross, 0),
  );
  const shares = spreadDiscount(granted, discountable);
  let net = 0;
  lines.forEach((line, i) => {
    net += netOfGross(line.gross - (shares[i] as number), line.vatRate);
  });
  net += netOfGross(delivery, DELIVERY_VAT_RATE);
  const total = items - granted + delivery;
  return { items, discount: granted, delivery, net, vat: total - net, total };
}
