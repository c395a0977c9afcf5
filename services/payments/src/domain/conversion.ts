import { type ExchangeRate, toPlnAmount } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { Executor } from '@shop/service-kit/db';
import type * as schema from '../db/schema';
import { currentRates } from './current-rates';

/** `amount` minor units at `ratePln` in whole grosze (exact: no floating point touches money). */
export const convertToPln = toPlnAmount;

export interface Conversion {
  amountPln: number;
  rate: ExchangeRate | null;
}

/** What an amount of the order's currency is in PLN now, with the rate used (null for PLN). */
export async function toPln(
  db: Executor<typeof schema>,
  money: { amount: number; currency: string },
  now = new Date(),
): Promise<Conversion> {
  if (money.currency === 'PLN') return { amountPln: money.amount, rate: null };
  const rate = (await currentRates(db, now)).find((candidate) => candidate.currency === money.currency);
  if (!rate) {
    throw new AppError('service_unavailable', { detail: `No exchange rate of ${money.currency} to PLN is in force` });
  }
  return { amountPln: convertToPln(money.amount, rate.ratePln), rate };
}
