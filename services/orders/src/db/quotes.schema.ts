import { MAX_LINE_QUANTITY } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.schema';

// Quote requests and proposals (issue 23). The request cart is a table of its own, apart from `carts`: it
// has no prices, delivery or payment to keep, and both carts exist at once. A request or proposal is an
// ordinary `orders` row (type REQUEST, then PROPOSAL, same number); `order_offers` keeps what only an offer
// has: its state, the allowed methods, the validity date, the note and the dates of the trail.

/** A line of someone's request cart: `owner` is 'c:<customer id>' or 's:<session id>' (a guest). */
export const requestCartLines = pgTable(
  'request_cart_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner: text('owner').notNull(),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').notNull(),
    quantity: integer('quantity').notNull(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('request_cart_lines_variant_idx').on(t.owner, t.variantId),
    check('request_cart_lines_quantity_check', sql`${t.quantity} between 1 and ${sql.raw(String(MAX_LINE_QUANTITY))}`),
  ],
);

export const orderOffers = pgTable(
  'order_offers',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['requested', 'draft', 'sent', 'accepted', 'rejected'] }).notNull(),
    deliveryMethods: text('delivery_methods').array().notNull().default(sql`'{}'::text[]`),
    paymentMethods: text('payment_methods').array().notNull().default(sql`'{}'::text[]`),
    /** The last day (shop time) the proposal may be accepted. */
    validUntil: date('valid_until', { mode: 'string' }),
    note: text('note').notNull().default(''),
    /** What the lines cost at list prices when the proposal was written (the agreed total is the order's). */
    listTotal: bigint('list_total', { mode: 'number' }).notNull().default(0),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [check('order_offers_valid_check', sql`${t.state} in ('requested', 'draft') or ${t.validUntil} is not null`)],
);

/** The catalogue's list price of each proposal line when it was written (the agreed one is the order item's). */
export const offerLinePrices = pgTable('offer_line_prices', {
  orderItemId: uuid('order_item_id').primaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  listUnitGross: bigint('list_unit_gross', { mode: 'number' }).notNull(),
});
