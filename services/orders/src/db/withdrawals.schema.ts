import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orderItems, orders } from './orders.schema';

// Consumers' statements of withdrawal (issue 27, docs/decisions/withdrawals.md): one row per statement made
// through the withdrawal function, with the lines and pieces it names. Written `received` by the consumer's
// second step; the staff steps (goods received, refunded) follow the same row (`status`, their timestamps).

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** `received` when made; the staff side moves it on (docs/decisions/withdrawals.md, "Staff side"). */
    status: text('status').notNull().default('received'),
    /** The name the consumer gave (not matched against the order: it identifies, it does not authorize). */
    name: text('name').notNull(),
    /** The e-mail the consumer gave: the order's, compared without case; the confirmation goes to the order's. */
    email: text('email').notNull(),
    /** The order's language: the confirmation e-mail's and the staff's copy. */
    language: text('language').notNull(),
    /** When the shop received the statement: the consumer's proof, and the start of the 14-day refund time. */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** The last day of the period the statement was made in (null: made before the goods arrived). */
    periodEndsOn: date('period_ends_on', { mode: 'string' }),
    // --- Staff side (docs/decisions/withdrawals.md, "Staff side") ---
    /** When staff recorded the goods back in the shop (the stock returned then), and who. */
    goodsReceivedAt: timestamp('goods_received_at', { withTimezone: true }),
    /** When staff recorded the consumer's proof of sending the goods back (art. 32 ust. 4), and who. */
    proofReceivedAt: timestamp('proof_received_at', { withTimezone: true }),
    goodsRecordedBy: text('goods_recorded_by'),
    /** The refund asked of payments: `requested`, then `completed` or `failed` (null: not asked yet). */
    refundStatus: text('refund_status'),
    /** What is refunded (minor units of the order's currency): the lines' paid prices plus `refundDelivery`. */
    refundAmount: bigint('refund_amount', { mode: 'number' }),
    /** The delivery cost part of `refundAmount`: up to the cheapest standard delivery, for a whole order. */
    refundDelivery: bigint('refund_delivery', { mode: 'number' }),
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    refundRequestedBy: text('refund_requested_by'),
    refundCompletedAt: timestamp('refund_completed_at', { withTimezone: true }),
    /** Payments' `return` transaction of the refund (its correction is this withdrawal's, not a second one). */
    refundTransactionId: uuid('refund_transaction_id'),
    refundFailure: text('refund_failure'),
    /** The correction invoice issued for the withdrawn lines (null: the order has no invoice, or not yet). */
    correctionInvoiceId: uuid('correction_invoice_id'),
    /** Bumped by every staff step: a form sent from an older screen is refused with 409. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('withdrawals_order_idx').on(t.orderId), index('withdrawals_status_idx').on(t.status, t.receivedAt)],
);

/** The lines a statement names and how many pieces of each. */
export const withdrawalLines = pgTable(
  'withdrawal_lines',
  {
    withdrawalId: uuid('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.withdrawalId, t.orderItemId] }),
    index('withdrawal_lines_item_idx').on(t.orderItemId),
    check('withdrawal_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);
