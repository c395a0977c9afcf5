import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export { inbox, outbox } from '@shop/service-kit/db';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    customerId: uuid('customer_id'),
    type: text('type', { enum: ['STANDARD', 'REQUEST', 'PREORDER', 'PROPOSAL'] }).notNull(),
    status: text('status').notNull().default('new'),
    paymentStatus: text('payment_status', { enum: ['paid', 'contact_us', 'unpaid'] })
      .notNull()
      .default('unpaid'),
    deliveryMethod: text('delivery_method', { enum: ['PREORDER', 'COURIER', 'PICKUP'] }).notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** Gross total in minor units of `currency`. */
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_customer_idx').on(t.customerId, t.createdAt)],
);
