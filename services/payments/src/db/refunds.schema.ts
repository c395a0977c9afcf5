import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// Money going back to a buyer through the order's payment method (issue 27, docs/decisions/refunds.md).

export const refundStatuses = [
  'requested',
  'sent',
  'completed',
  'failed',
  'awaiting_transfer',
  'awaiting_notice',
] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * One refund asked for by another service (`refund-requested`): its id is the caller's idempotency key, so
 * the same request twice is one refund. A provider's refund (Tpay, PolCard) goes requested → sent →
 * completed | failed: it is claimed (`claim`, `claimed_until`) before the provider is called outside any
 * transaction, and a claim that ran out is sent again with the same key. Transfer and cash wait for staff to
 * send a bank transfer (`awaiting_transfer`), installments for staff to notify the bank (`awaiting_notice`);
 * staff marking it done completes it. Amounts are minor units of the order's currency; `amount_pln` what a
 * provider is asked to give back (its payments are in PLN).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id').notNull(),
    orderNumber: text('order_number').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason', { enum: ['withdrawal', 'return'] }).notNull(),
    /** The caller's reference (a withdrawal's number): shown to staff, sent as the transfer's title. */
    reference: text('reference').notNull(),
    /** The order's payment method: online_tpay, card_polcard, installment_eraty, installment_ca, transfer, cash. */
    method: text('method').notNull(),
    status: text('status', { enum: refundStatuses }).notNull(),
    /** The provider's payment the refund goes against (our transaction), and what is asked of it in PLN. */
    paymentTransactionId: uuid('payment_transaction_id'),
    amountPln: integer('amount_pln'),
    /** The provider's reference of the refund; the transfer's title for a transfer sent by staff. */
    providerRef: text('provider_ref'),
    /** The buyer's account for a transfer (a Polish or foreign IBAN, as given). */
    accountNumber: text('account_number'),
    /** Why it failed, in the shop's words (Polish, with the provider's reason). */
    failure: text('failure'),
    attempts: integer('attempts').notNull().default(0),
    claim: uuid('claim'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** The staff member who sent the transfer or the notice. */
    completedBy: text('completed_by'),
    /** The `return` transaction recorded when it completed. */
    transactionId: uuid('transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check('refunds_amount', sql`${t.amount} > 0`),
    check('refunds_currency', sql`${t.currency} in ('PLN', 'EUR', 'USD', 'CHF', 'GBP')`),
    index('refunds_order_idx').on(t.orderId, t.createdAt),
    index('refunds_open_idx').on(t.createdAt).where(sql`${t.status} in ('requested', 'sent')`),
    // One refund of an order is with a provider at a time: a lost answer is asked about unambiguously.
    uniqueIndex('refunds_one_sent_idx').on(t.orderId).where(sql`${t.status} = 'sent'`),
  ],
);
