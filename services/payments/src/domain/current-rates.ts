import type { ExchangeRate } from '@shop/contracts';
import type { Executor } from '@shop/service-kit/db';
import { desc, lte } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { exchangeRates, rateOverrides } from '../db/schema';

/** What a rate set by hand is called where a table's name would stand (transactions, the panel). */
export const MANUAL_SOURCE = 'kurs ustalony ręcznie';

/**
 * The rate of each currency in force now: staff's override where there is one (it beats the table until
 * removed), else the newest table rate already in force.
 */
export async function currentRates(db: Executor<typeof schema>, now = new Date()): Promise<ExchangeRate[]> {
  const [rows, overrides] = await Promise.all([
    db
      .selectDistinctOn([exchangeRates.currency])
      .from(exchangeRates)
      .where(lte(exchangeRates.effectiveAt, now))
      .orderBy(exchangeRates.currency, desc(exchangeRates.effectiveAt)),
    db.select().from(rateOverrides),
  ]);
  const byCurrency = new Map<string, ExchangeRate>();
  for (const row of rows)
    byCurrency.set(row.currency, {
      currency: row.currency,
      ratePln: row.ratePln,
      source: row.source,
      effectiveAt: row.effectiveAt.toISOString(),
      tableNo: row.tableNo,
      tableDate: row.tableDate,
    });
  for (const override of overrides)
    if (override.setAt <= now)
      byCurrency.set(override.currency, {
        currency: override.currency,
        ratePln: override.ratePln,
        source: MANUAL_SOURCE,
        effectiveAt: override.setAt.toISOString(),
        tableNo: null,
        tableDate: null,
      });
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/** The columns a converted amount keeps of the rate that converted it (all null for PLN). */
export function rateColumns(rate: ExchangeRate | null) {
  return {
    ratePln: rate?.ratePln ?? null,
    rateSource: rate?.source ?? null,
    rateEffectiveAt: rate ? new Date(rate.effectiveAt) : null,
    rateTableNo: rate?.tableNo ?? null,
    rateTableDate: rate?.tableDate ?? null,
  };
}

/** The rate a stored converted amount names (null when it was in PLN). */
export function rateOfRow(
  currency: string,
  row: Pick<
    typeof schema.transactions.$inferSelect,
    'ratePln' | 'rateSource' | 'rateEffectiveAt' | 'rateTableNo' | 'rateTableDate'
  >,
): ExchangeRate | null {
  if (!row.ratePln || !row.rateSource || !row.rateEffectiveAt) return null;
  return {
    currency: currency as ExchangeRate['currency'],
    ratePln: row.ratePln,
    source: row.rateSource,
    effectiveAt: row.rateEffectiveAt.toISOString(),
    tableNo: row.rateTableNo,
    tableDate: row.rateTableDate,
  };
}
