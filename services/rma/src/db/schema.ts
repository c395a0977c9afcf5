import type { ReturnAddress } from '@shop/contracts';
import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export { auditLog, inbox, outbox } from '@shop/service-kit/db';

/** Returns and claims (RMA tickets). */
export const returns = pgTable(
  'returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** RMA/<year>/<five digits>, counted per year (returnNumbers). */
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
    orderDate: date('order_date'),
    /** The return address as it was when the return was filed (a copy from the customer's address book). */
    address: jsonb('address').$type<ReturnAddress>(),
    contactEmail: text('contact_email').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** The language the customer filed in: their e-mails about the return are written in it. */
    language: text('language').notNull().default('pl'),
    /** The staff member looking after the return (their name as the audit trail keeps it). */
    assigneeId: uuid('assignee_id'),
    assigneeName: text('assignee_name'),
    /** The order the return came from, as staff linked it (refunds go back to it), with its number and total. */
    orderId: uuid('order_id'),
    orderNumber: text('order_number'),
    orderTotal: integer('order_total'),
    orderCurrency: text('order_currency'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('returns_customer_idx').on(t.customerId, t.createdAt)],
);

/** The last number given to a return in each year. */
export const returnNumbers = pgTable('return_numbers', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** The items of a return: what the customer sends in and what is wrong with it. */
export const returnItems = pgTable(
  'return_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    category: text('category').notNull(),
    productName: text('product_name').notNull(),
    problem: text('problem').notNull(),
    serialNumbers: jsonb('serial_numbers').$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['request', 'refunded', 'repaired', 'replaced', 'rejected', 'other'] })
      .notNull()
      .default('request'),
    /** A refund decided on the item, in minor units of the linked order's currency (given once). */
    refundAmount: integer('refund_amount'),
    refundCurrency: text('refund_currency'),
  },
  (t) => [index('return_items_return_idx').on(t.returnId, t.position)],
);

/** What the service knows of a file in the file store (the bytes are the store's, under the same id). */
export const returnFiles = pgTable(
  'return_files',
  {
    id: uuid('id').primaryKey(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    /** Set when the file came with a message of the thread; null for the return's own attachments. */
    messageId: uuid('message_id').references(() => returnMessages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('return_files_return_idx').on(t.returnId, t.createdAt)],
);

/** Staff's internal notes on a return: never in a customer's answer. */
export const returnNotes = pgTable(
  'return_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    staffId: text('staff_id').notNull(),
    staffName: text('staff_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('return_notes_return_idx').on(t.returnId, t.createdAt)],
);

/** The thread of a return: the customer and staff write; text is stored as typed and always shown as text. */
export const returnMessages = pgTable(
  'return_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['customer', 'staff'] }).notNull(),
    /** The staff member who wrote (null for the customer). */
    staffId: text('staff_id'),
    staffName: text('staff_name'),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('return_messages_return_idx').on(t.returnId, t.createdAt)],
);

/**
 * Files a customer uploaded ahead (POST /api/files/upload) and has not yet attached to a return or a
 * message. Attaching deletes the row and writes the file's return_files row in the same transaction, so an
 * upload is attached at most once; housekeeping sweeps rows and bytes a day old.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey(),
    customerId: uuid('customer_id').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_customer_idx').on(t.customerId), index('uploads_created_idx').on(t.createdAt)],
);
