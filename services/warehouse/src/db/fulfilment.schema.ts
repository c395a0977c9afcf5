import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { inventoryItems, warehouses } from './schema';

// Fulfilment of paid orders (issue 17): what each order needs, and the shipments staff pick it into. The
// order's lines arrive with `order-created` and wait in `order_copies` until the order is paid.

const fulfilmentStatuses = [
  'pending',
  'scheduled',
  'on_hold',
  'partially_fulfilled',
  'fulfilled',
  'released',
  'cancelled',
] as const;
const shipmentStatuses = ['created', 'shipped', 'in_transit', 'delivered', 'cancelled'] as const;
const carriers = ['inpost', 'dpd', 'dhl', 'gls', 'ups', 'fedex', 'poczta_polska', 'own_transport'] as const;

/** An order as it was placed: its number and lines (SKU, name, pieces), kept until it is paid or ends. */
export const orderCopies = pgTable('order_copies', {
  orderId: uuid('order_id').primaryKey(),
  number: text('number').notNull(),
  lines: jsonb('lines').$type<{ sku: string; name: string; quantity: number }[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What `order-updated` said about an order whose `order-created` had not arrived yet (the two are handled side
 * by side): `paid` opens the fulfilment when the copy comes, `ended` (cancelled or rejected) keeps it from
 * opening. Deleted once the copy has used it.
 */
export const orderNewsAhead = pgTable('order_news_ahead', {
  orderId: uuid('order_id').primaryKey(),
  news: text('news', { enum: ['paid', 'ended'] }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const fulfilments = pgTable(
  'fulfilments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().unique('fulfilments_order_key'),
    orderNumber: text('order_number').notNull(),
    status: text('status', { enum: fulfilmentStatuses }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fulfilments_status_idx').on(t.status, t.createdAt)],
);

export const fulfilmentLines = pgTable(
  'fulfilment_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fulfilmentId: uuid('fulfilment_id')
      .notNull()
      .references(() => fulfilments.id),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    ordered: integer('ordered').notNull(),
  },
  (t) => [
    index('fulfilment_lines_fulfilment_idx').on(t.fulfilmentId),
    check('fulfilment_lines_ordered_check', sql`${t.ordered} > 0`),
  ],
);

export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fulfilmentId: uuid('fulfilment_id')
      .notNull()
      .references(() => fulfilments.id),
    orderId: uuid('order_id').notNull(),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    status: text('status', { enum: shipmentStatuses }).notNull().default('created'),
    carrier: text('carrier', { enum: carriers }).notNull(),
    trackingNumber: text('tracking_number').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('shipments_fulfilment_idx').on(t.fulfilmentId),
    index('shipments_status_idx').on(t.status, t.createdAt),
  ],
);

export const shipmentLines = pgTable(
  'shipment_lines',
  {
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    lineId: uuid('line_id')
      .notNull()
      .references(() => fulfilmentLines.id),
    itemId: uuid('item_id')
      .notNull()
      .references(() => inventoryItems.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shipmentId, t.lineId] }),
    check('shipment_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * The frame of each bike piece in a shipment, when staff named it (issue 25): one shipment at a time holds a
 * frame (a cancelled shipment lets its frames go). Shipping it tells cms, which registers the bike's insurance.
 */
export const shippedFrames = pgTable(
  'shipped_frames',
  {
    frameNumber: text('frame_number').primaryKey(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    lineId: uuid('line_id')
      .notNull()
      .references(() => fulfilmentLines.id),
    sku: text('sku').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipped_frames_shipment_idx').on(t.shipmentId)],
);
