import { type ExchangeRate, toPlnAmount } from '@shop/contracts';

/** `amount` minor units of `currency` in grosze: PLN as it is, another currency at its rate. */
export function plnAmount(amount: number, currency: string, rateOf: (currency: string) => ExchangeRate): number {
  return currency === 'PLN' ? amount : toPlnAmount(amount, rateOf(currency).ratePln);
}
