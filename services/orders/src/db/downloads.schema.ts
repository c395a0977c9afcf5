import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orderItems, orders } from './orders.schema';

// Downloads (issue 24, docs/decisions/downloads.md): the file each download product delivers, kept in this
// service's file store, and one link per download line of a paid order.

/** The file staff attached to a download product; a new upload replaces it. */
export const downloadFiles = pgTable('download_files', {
  productId: integer('product_id').primaryKey(),
  /** The file store's id. */
  fileId: uuid('file_id').notNull(),
  name: text('name').notNull(),
  mime: text('mime').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
});

/**
 * The link of one download line of a paid order: its secret (192 random bits, base64url, compared in
 * constant time, as the order's guest token), until when it works and how many downloads it still allows.
 * A fresh link replaces the secret, the expiry and the count.
 */
export const orderDownloads = pgTable(
  'order_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    secret: text('secret').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    uses: integer('uses').notNull(),
    used: integer('used').notNull().default(0),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('order_downloads_item_idx').on(t.itemId), index('order_downloads_order_idx').on(t.orderId)],
);
