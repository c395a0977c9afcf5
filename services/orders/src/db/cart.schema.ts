import { MAX_LINE_QUANTITY } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Carts and promo codes. A cart keeps only what the shopper chose (product, variant, quantity and the
// checkout choices); prices, names and stock come from the catalogue on every read.

/** One cart per customer, or per guest session while nobody is signed in. */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The session that made the cart; kept when a guest signs in, so the cart follows them. */
    sessionId: text('session_id'),
    customerId: uuid('customer_id'),
    type: text('type', { enum: ['standard', 'request', 'preorder', 'proposal'] })
      .notNull()
      .default('standard'),
    /** As the shopper typed it; looked up case-insensitively. */
    promoCode: text('promo_code'),
    deliveryMethod: text('delivery_method', { enum: ['PREORDER', 'COURIER', 'PICKUP', 'NONE'] }),
    paymentMethod: text('payment_method'),
    comments: text('comments').notNull().default(''),
    /**
     * Goes up with every write to the cart or its lines (every write under the cart's lock bumps it as it
     * takes the lock): adding a line without the lock succeeds only if nothing changed since it was read.
     */
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_customer_idx').on(t.customerId).where(sql`${t.customerId} is not null`),
    uniqueIndex('carts_guest_session_idx').on(t.sessionId).where(sql`${t.customerId} is null`),
    index('carts_session_idx').on(t.sessionId),
    index('carts_updated_idx').on(t.updatedAt),
  ],
);

/** An option chosen for a line, as stored: the value as sent (checked), and a FILE value's file. */
export interface StoredLineOption {
  optionId: number;
  value: boolean | string | number[];
  file?: { id: string; name: string; mime: string; size: number };
}

/** A line of a cart: one per variant and chosen options (the same bike with another engraving is another line). */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').notNull(),
    quantity: integer('quantity').notNull(),
    /** The options chosen beside the variant, canonical (line-options.ts `canonicalOptions`). */
    options: jsonb('options').$type<StoredLineOption[]>().notNull().default([]),
    /** The canonical options as text ('' for none): with the variant, what makes a line one line. */
    optionsKey: text('options_key').notNull().default(''),
    /** Lines are shown in the order they were added; several can be added in one transaction. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_line_idx').on(t.cartId, t.variantId, t.optionsKey),
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and ${sql.raw(String(MAX_LINE_QUANTITY))}`),
  ],
);

/**
 * Files chosen for FILE options (a logo for the stickers): uploaded to the caller's cart before the line is
 * added, named by id in the line's options; the order placed from the cart takes them (`order_id`), and
 * staff download them from the order.
 */
export const lineFiles = pgTable(
  'line_files',
  {
    id: uuid('id').primaryKey(),
    cartId: uuid('cart_id').notNull(),
    orderId: uuid('order_id'),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('line_files_cart_idx').on(t.cartId), index('line_files_order_idx').on(t.orderId)],
);

/**
 * Promo codes. `value` is whole percent for 'percent' codes, minor units of `currency` for 'amount' codes.
 * The minimum basket is the gross of the items, in minor units, per storefront currency (null: none).
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percent', 'amount'] }).notNull(),
    value: integer('value').notNull(),
    currency: text('currency'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    minimumPln: integer('minimum_pln'),
    minimumEur: integer('minimum_eur'),
    customerType: text('customer_type', { enum: ['retail', 'b2b', 'any'] })
      .notNull()
      .default('any'),
    active: boolean('active').notNull().default(true),
    /** Orders that may use the code in all (null: no limit); `used_count` counts them, under the row's lock. */
    usageLimit: integer('usage_limit'),
    /** Orders one customer (account, or a guest's e-mail) may use it in; null: no limit. */
    perCustomerLimit: integer('per_customer_limit'),
    usedCount: integer('used_count').notNull().default(0),
    /** Empty both: the whole basket counts; otherwise only lines of these catalogue collections or products. */
    collectionIds: integer('collection_ids').array().notNull().default(sql`'{}'::integer[]`),
    productIds: integer('product_ids').array().notNull().default(sql`'{}'::integer[]`),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_idx').on(sql`lower(${t.code})`),
    check('promo_codes_value_check', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check('promo_codes_currency_check', sql`${t.kind} <> 'amount' or ${t.currency} is not null`),
    check(
      'promo_codes_usage_check',
      sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit})`,
    ),
  ],
);

/** One row per order placed with a promo code, written in the order's transaction. */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id').notNull(),
    customerId: uuid('customer_id'),
    /** The order's e-mail, lower case: how a guest's uses are counted. */
    email: text('email').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_code_uses_order_idx').on(t.orderId),
    index('promo_code_uses_customer_idx').on(t.promoCodeId, t.customerId),
    index('promo_code_uses_email_idx').on(t.promoCodeId, t.email),
  ],
);
