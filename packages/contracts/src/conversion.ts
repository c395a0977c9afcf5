// Converting minor units between PLN and another currency at an NBP-style rate ("how many złoty one unit buys",
// up to 6 decimals: `4.243100`) without floating point: the rate becomes an integer of millionths and every
// result is rounded half up (away from zero) to whole minor units, all in BigInt.

const MILLION = 1_000_000n;

/** A rate such as `4.2431` or `4.243100` in millionths of a złoty per unit. */
function millionths(ratePln: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(ratePln);
  if (!match) throw new Error(`Not a rate: ${ratePln}`);
  const value = BigInt(match[1]!) * MILLION + BigInt((match[2] ?? '').padEnd(6, '0'));
  if (value === 0n) throw new Error(`Not a rate: ${ratePln}`);
  return value;
}

/** `numerator / denominator` rounded half away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): number {
  const sign = numerator < 0n ? -1n : 1n;
  const magnitude = numerator * sign;
  return Number(sign * ((magnitude * 2n + denominator) / (denominator * 2n)));
}

/** `amount` minor units of a currency at `ratePln`, in grosze. */
export function toPlnAmount(amount: number, ratePln: string): number {
  return divideRounded(BigInt(amount) * millionths(ratePln), MILLION);
}

/** `amountPln` grosze in minor units of a currency at `ratePln` (a price converted from PLN, whole cents). */
export function fromPlnAmount(amountPln: number, ratePln: string): number {
  return divideRounded(BigInt(amountPln) * MILLION, millionths(ratePln));
}

/**
 * What something priced in PLN and EUR (the courier, an option's surcharge) costs in `currency`: its own price
 * in PLN or EUR, else its PLN price converted at `conversion`, the request's rate of USD, CHF or GBP
 * (docs/decisions/currencies.md). Throws without one: a service only answers in a currency it has a rate of.
 */
export function amountIn(
  currency: string,
  prices: { PLN: number; EUR: number },
  conversion: { ratePln: string } | null | undefined,
): number {
  if (currency === 'PLN' || currency === 'EUR') return prices[currency];
  if (!conversion) throw new Error(`No exchange rate of ${currency} to convert with`);
  return fromPlnAmount(prices.PLN, conversion.ratePln);
}

/** A threshold set in PLN and EUR (a promo code's or promotion's minimum; null: none) in `currency`. */
export function thresholdIn(
  currency: string,
  thresholds: { PLN: number | null; EUR: number | null },
  conversion: { ratePln: string } | null | undefined,
): number | null {
  if (currency === 'PLN' || currency === 'EUR') return thresholds[currency];
  return thresholds.PLN === null ? null : amountIn(currency, { PLN: thresholds.PLN, EUR: 0 }, conversion);
}
