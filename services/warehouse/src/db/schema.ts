import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
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

// The warehouse service's tables (DESIGN §9): physical stock. W1 owns warehouses, inventory items and
// operations; the factory and fulfilment tables (W2) are added below in their own section.

/** A place that holds stock (the main warehouse, the factory floor, a showroom). */
export const warehouses = pgTable('warehouses', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** A short code staff use on labels and in lists (MAG-1). */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  address: text('address').notNull().default(''),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One thing held in one warehouse and how much of it is there. `sku` names the thing across warehouses (a
 * product variant's catalogue SKU, a part's number, or staff's own code); only operations change `quantity`,
 * and the check keeps it from going below zero whatever runs at once.
 */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    type: text('type', { enum: ['product_variant', 'part', 'other'] }).notNull(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    unit: text('unit', { enum: ['pc', 'set', 'srv', 'h', 'kg', 'l', 'cm', 'm', 'm2', 'm3'] }).notNull(),
    /** The part this item is, for type part (the factory's parts table). */
    partId: uuid('part_id'),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inventory_items_warehouse_sku_idx').on(t.warehouseId, t.sku),
    index('inventory_items_sku_idx').on(t.sku),
    check('inventory_items_quantity_check', sql`${t.quantity} >= 0`),
  ],
);

/**
 * Every change of a quantity, append-only: what moved (a signed change and the quantity after it), why
 * (source, reason, reference) and who. A transfer is two rows sharing `transferId`.
 */
export const inventoryOperations = pgTable(
  'inventory_operations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order in which operations were applied (lists sort by it). */
    sequence: bigserial('sequence', { mode: 'number' }).notNull().unique(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => inventoryItems.id),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    source: text('source', {
      enum: ['receipt', 'issue', 'transfer', 'adjustment', 'consumption', 'output', 'return'],
    }).notNull(),
    change: numeric('change', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    quantityAfter: numeric('quantity_after', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    reason: text('reason').notNull().default(''),
    /** What the operation belongs to: a manufacturer, an order, an assembly, a count, a return. */
    reference: text('reference'),
    transferId: uuid('transfer_id'),
    /** Who: a staff member's id and name, or the service itself (`system`). */
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inventory_operations_item_idx').on(t.itemId, t.sequence),
    index('inventory_operations_source_idx').on(t.source, t.sequence),
  ],
);

/** One SKU whose sellable stock the reconciliation found out of step with the physical stock. */
export interface StockDrift {
  sku: string;
  physical: number;
  sellableBefore: number;
  sellableAfter: number;
}

/** Each reconciliation of physical with sellable stock (every sync interval) and the drift it corrected. */
export const stockSyncRuns = pgTable(
  'stock_sync_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** How many SKUs were compared; `skipped` had operations still on their way to the catalogue. */
    checked: integer('checked').notNull(),
    skipped: integer('skipped').notNull().default(0),
    drift: jsonb('drift').$type<StockDrift[]>().notNull(),
    /** Set when the catalogue could not be asked (the next run tries again). */
    error: text('error'),
  },
  (t) => [index('stock_sync_runs_at_idx').on(t.at)],
);

// ---------------------------------------------------------------------------------------------------------
// Factory and fulfilment (W2)
export * from './factory.schema';
export * from './fulfilment.schema';
