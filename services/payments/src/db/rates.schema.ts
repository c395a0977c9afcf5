import { date, index, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// Exchange rates to PLN (online payments are only in PLN; docs/decisions/exchange-rates.md). schema.ts
// re-exports these tables, so drizzle-kit still sees them.

export const rateCurrencies = ['EUR', 'USD', 'CHF', 'GBP'] as const;
export type RateCurrency = (typeof rateCurrencies)[number];

/**
 * Every rate the shop has used, kept for good: the National Bank of Poland's table A mid rate with its
 * table number and the table's date, in force from `effectiveAt` (when the shop stored it) until a newer one.
 * One row per currency and table, so fetching the same table again stores nothing.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency', { enum: rateCurrencies }).notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    ratePln: numeric('rate_pln', { precision: 12, scale: 6 }).notNull(),
    source: text('source').notNull(),
    /** The table's number, e.g. 229/A/NBP/2026 (null only for rates stored before tables were fetched). */
    tableNo: text('table_no'),
    /** The table's date (its `effectiveDate`), yyyy-mm-dd. */
    tableDate: date('table_date', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.currency, t.effectiveAt] }),
    uniqueIndex('exchange_rates_table_idx').on(t.currency, t.tableNo),
  ],
);

/** A rate staff set by hand: it beats the table until removed (who and when in the audit log too). */
export const rateOverrides = pgTable('rate_overrides', {
  currency: text('currency', { enum: rateCurrencies }).primaryKey(),
  ratePln: numeric('rate_pln', { precision: 12, scale: 6 }).notNull(),
  note: text('note'),
  setById: text('set_by_id').notNull(),
  setByName: text('set_by_name').notNull(),
  setAt: timestamp('set_at', { withTimezone: true }).notNull(),
});

/**
 * Each run of the rate job: which table it asked for and what came of it. The newest run that failed,
 * with no success after it, is the alert the admin dashboard shows.
 */
export const rateFetches = pgTable(
  'rate_fetches',
  {
    id: uuid('id').primaryKey(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
    /** stored: a new table; unchanged: the newest table was already stored; failed: nothing usable. */
    outcome: text('outcome', { enum: ['stored', 'unchanged', 'failed'] }).notNull(),
    tableNo: text('table_no'),
    tableDate: date('table_date', { mode: 'string' }),
    /** Why it failed (for staff; no secrets). */
    detail: text('detail'),
  },
  (t) => [index('rate_fetches_ran_idx').on(t.ranAt)],
);
