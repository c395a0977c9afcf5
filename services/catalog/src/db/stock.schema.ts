import type { StockReservationAnswer } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// Stock the catalogue holds for orders (reservations) and the warehouse operations it has applied; read by
// drizzle-kit through schema.ts.

/**
 * Stock held for an order (issue 6), one row per reservation id the caller chose. `answer` is what the
 * first call was told, so a repeated call gets the same answer and changes nothing.
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: uuid('id').primaryKey(),
    status: text('status', { enum: ['reserved', 'unavailable', 'released'] }).notNull(),
    answer: jsonb('answer').$type<StockReservationAnswer>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  // Orders looks for old reservations still holding stock (orphans of a crashed checkout).
  (t) => [index('stock_reservations_held_idx').on(t.createdAt).where(sql`${t.status} = 'reserved'`)],
);

/** The lines of a granted reservation; `held` lines took stock, the others (preorder, on request…) did not. */
export const stockReservationLines = pgTable(
  'stock_reservation_lines',
  {
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => stockReservations.id, { onDelete: 'cascade' }),
    // No foreign key: the history of a reservation outlives a variant removed from the catalogue.
    variantId: integer('variant_id').notNull(),
    quantity: integer('quantity').notNull(),
    held: boolean('held').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reservationId, t.variantId] })],
);

/**
 * The latest warehouse operation the catalogue has applied to each SKU's sellable stock (issue 17): the
 * warehouse's reconciliation leaves a SKU alone while an operation newer than this is still on its way.
 */
export const warehouseStockApplied = pgTable('warehouse_stock_applied', {
  sku: text('sku').primaryKey(),
  lastSequence: bigint('last_sequence', { mode: 'number' }).notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
