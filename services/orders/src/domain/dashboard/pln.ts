import type { ExchangeRate } from '@shop/contracts';

// Converting minor units of another currency to grosze without floating point: the rate's decimal string
// (`4.243100`) becomes millionths, the product is rounded half up, all in BigInt.

const MILLION = 1_000_000n;

/** A rate such as `4.2431` or `4.243100` in millionths of a złoty per unit. */
function millionths(ratePln: string): bigint {
  const [whole = '0', fraction = ''] = ratePln.split('.');
  return BigInt(whole) * MILLION + BigInt(fraction.padEnd(6, '0').slice(0, 6));
}

/** `amount` minor units of `currency` in grosze: PLN as it is, another currency at its rate. */
export function plnAmount(amount: number, currency: string, rateOf: (currency: string) => ExchangeRate): number {
  if (currency === 'PLN') return amount;
  const scaled = BigInt(amount) * millionths(rateOf(currency).ratePln);
  const sign = scaled < 0n ? -1n : 1n;
  return Number((sign * scaled + MILLION / 2n) / MILLION) * Number(sign);
}
