import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export { inbox, outbox } from '@shop/service-kit/db';

/** Returns and claims (RMA tickets). */
export const returns = pgTable(
  'returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    customerId: uuid('customer_id').notNull(),
    stage: text('stage', { enum: ['warranty', 'presales', 'post_warranty'] }).notNull(),
    status: text('status', {
      enum: ['new', 'in_progress', 'on_hold', 'rejected', 'ready_to_send', 'ready_to_pick', 'sent', 'closed'],
    })
      .notNull()
      .default('new'),
    requestedAction: text('requested_action', { enum: ['repair', 'exchange', 'refund', 'other'] }).notNull(),
    purchaseDate: date('purchase_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('returns_customer_idx').on(t.customerId, t.createdAt)],
);
