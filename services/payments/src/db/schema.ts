import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export { auditLog, inbox, outbox } from '@shop/service-kit/db';
export * from './rates.schema';
export * from './refunds.schema';

export const paymentMethods = [
  'online_tpay',
  'card_polcard',
  'installment_eraty',
  'installment_ca',
  'transfer',
  'cash',
] as const;
export type PaymentMethodName = (typeof paymentMethods)[number];

/**
 * One payment attempt of an order (SPEC §3 transactions): every start is a new row; a provider's verified
 * notification, the shopper's verified return or a poll moves it from pending to success or failure once.
 * `amount` is in the order's currency, `amountPln` what is charged (online payments are PLN only), with
 * the rate that converted it.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id').notNull(),
    orderNumber: text('order_number').notNull(),
    method: text('method', { enum: paymentMethods }).notNull(),
    type: text('type', {
      enum: ['online', 'card', 'transfer', 'cash', 'installment', 'return', 'chargeback', 'discount', 'other'],
    }).notNull(),
    /** tpay, polcard, eraty, ca; null for transfer and cash. */
    provider: text('provider'),
    result: text('result', { enum: ['success', 'failure', 'pending'] }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    amountPln: integer('amount_pln').notNull(),
    /** The rate used (null when the order is in PLN), with its source and time. */
    ratePln: numeric('rate_pln', { precision: 12, scale: 6 }),
    rateSource: text('rate_source'),
    rateEffectiveAt: timestamp('rate_effective_at', { withTimezone: true }),
    /** The rate's table number and the table's date (null for PLN and for a rate staff set by hand). */
    rateTableNo: text('rate_table_no'),
    rateTableDate: date('rate_table_date', { mode: 'string' }),
    providerRef: text('provider_ref'),
    language: text('language', { enum: ['pl', 'en'] }).notNull(),
    /** The shop's payment result pages for this attempt (paths). */
    successPath: text('success_path').notNull(),
    errorPath: text('error_path').notNull(),
    /** Failures: why, and whether the order may pay again. */
    reason: text('reason'),
    retryable: boolean('retryable'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The staff member who recorded it by hand, or who decided the return's refund (null: a provider's). */
    recordedBy: text('recorded_by'),
    /** Staff's note on money recorded by hand. */
    note: text('note'),
    /** The return whose refund this is, and the item the refund was decided on (one refund per item). */
    returnId: uuid('return_id'),
    returnNumber: text('return_number'),
    returnItemId: uuid('return_item_id'),
  },
  (t) => [
    uniqueIndex('transactions_return_item_idx').on(t.returnItemId),
    check('transactions_amounts', sql`${t.amount} >= 0 and ${t.amountPln} >= 0`),
    check('transactions_currency', sql`${t.currency} in ('PLN', 'EUR', 'USD', 'CHF', 'GBP')`),
    check('transactions_result', sql`${t.result} in ('success', 'failure', 'pending')`),
    check('transactions_rate', sql`(${t.ratePln} is null) = (${t.rateSource} is null)`),
    index('transactions_order_idx').on(t.orderId, t.createdAt),
    index('transactions_pending_idx').on(t.provider, t.createdAt).where(sql`${t.result} = 'pending'`),
  ],
);

/**
 * Every message a provider sent (notifications, browser returns, poll answers), raw, for audit and replay
 * detection: `digest` is the SHA-256 of the raw body, `verified` whether its signature held.
 */
export const providerNotifications = pgTable(
  'provider_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    kind: text('kind', { enum: ['notify', 'return', 'poll'] }).notNull(),
    transactionId: uuid('transaction_id'),
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    rawBody: text('raw_body').notNull(),
    digest: text('digest').notNull(),
    verified: boolean('verified').notNull(),
    /** What it changed: recorded (the result), duplicate (a replay or repeat), refused, ignored. */
    effect: text('effect', { enum: ['recorded', 'duplicate', 'refused', 'ignored'] }).notNull(),
    note: text('note'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('provider_notifications_digest_idx').on(t.provider, t.digest),
    index('provider_notifications_tx_idx').on(t.transactionId),
  ],
);
