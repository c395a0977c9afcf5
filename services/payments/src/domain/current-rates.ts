import { type ExchangeRate, ExchangeRatesChanged, type RevisedExchangeRates } from '@shop/contracts';
import type { Executor } from '@shop/service-kit/db';
import { recordEvent } from '@shop/service-kit/events';
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

/**
 * The rates in force now with their revision: the newest moment a rate came into force, so that any later
 * change's event (revised at its own moment) wins over this answer in a follower (service-kit follower.ts).
 */
export async function revisedRates(db: Executor<typeof schema>, now: Date): Promise<RevisedExchangeRates> {
  const items = await currentRates(db, now);
  const revision = Math.max(0, ...items.map((rate) => Date.parse(rate.effectiveAt)));
  return { revision, items };
}

/**
 * Announces the rates in force after a change made in `tx` at `now` (a table stored, a rate set by hand or
 * removed): every service's `exchangeRates()` takes them, and with them the prices in USD, CHF and GBP.
 */
export async function announceRates(tx: Executor<typeof schema>, now: Date): Promise<void> {
  await recordEvent(tx, ExchangeRatesChanged, { revision: now.getTime(), items: await currentRates(tx, now) });
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
