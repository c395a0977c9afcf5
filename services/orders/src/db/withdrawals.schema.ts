import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
