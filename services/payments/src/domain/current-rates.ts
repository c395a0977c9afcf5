import type { ExchangeRate } from '@shop/contracts';
import type { Executor } from '@shop/service-kit/db';
import { desc, lte } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { exchangeRates } from '../db/schema';

/** The newest rate of each currency that is already in force. */
export async function currentRates(db: Executor<typeof schema>, now = new Date()): Promise<ExchangeRate[]> {
  const rows = await db
    .selectDistinctOn([exchangeRates.currency])
    .from(exchangeRates)
    .where(lte(exchangeRates.effectiveAt, now))
    .orderBy(exchangeRates.currency, desc(exchangeRates.effectiveAt));
  return rows.map((row) => ({
    currency: row.currency,
    ratePln: row.ratePln,
    source: row.source,
    effectiveAt: row.effectiveAt.toISOString(),
  }));
}
