import type { ExchangeRate } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { Executor } from '@shop/service-kit/db';
import type * as schema from '../db/schema';
import { currentRates } from './current-rates';

/**
 * `amount` minor units times a rate with up to 6 decimals, rounded half up to whole grosze. Exact: the
 * rate is read as an integer of millionths, so no floating point touches money.
 */
export function convertToPln(amount: number, ratePln: string): number {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(ratePln);
  if (!match) throw new Error(`Not a rate: ${ratePln}`);
  const millionths = BigInt(match[1]!) * 1_000_000n + BigInt((match[2] ?? '').padEnd(6, '0'));
  const product = BigInt(amount) * millionths;
  const sign = product < 0n ? -1n : 1n;
  const magnitude = product * sign;
  return Number(sign * ((magnitude + 500_000n) / 1_000_000n));
}

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
