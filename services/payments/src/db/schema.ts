import { numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export { inbox, outbox } from '@shop/service-kit/db';

/**
 * Exchange rates to PLN (online payments are only in PLN). Every rate is kept with its source and time,
 * so a transaction can say which rate converted it.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency', { enum: ['EUR', 'USD', 'CHF', 'GBP'] }).notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    ratePln: numeric('rate_pln', { precision: 12, scale: 6 }).notNull(),
    source: text('source').notNull(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.effectiveAt] })],
);
