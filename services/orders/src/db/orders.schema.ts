import type { LineOption, OrderAddress } from '@shop/contracts';
import { foldedSql } from '@shop/service-kit/db';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OrderPromotion } from './promotions.schema';

// Orders, their items and the idempotency keys of checkout. Addresses are kept as they were at checkout
// (a snapshot in jsonb): a later change of the customer's address book must not change a placed order.

/** Human order numbers: ZF/<year>/<000123>. One sequence for every year, so a number is never reused. */
export const orderNumbers = pgSequence('order_number_seq', { startWith: 1, increment: 1 });

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    customerId: uuid('customer_id'),
    /** The session that placed the order (guests too). */
    sessionId: text('session_id'),
    customerType: text('customer_type', { enum: ['retail', 'b2b'] })
      .notNull()
      .default('retail'),
    /**
     * A company buyer (NIP) said at checkout the purchase is connected with their professional activity:
     * no consumer rights (no withdrawal). False for consumers and sole traders buying outside it (since 2021).
     */
    professionalPurchase: boolean('professional_purchase').notNull().default(false),
    type: text('type', { enum: ['STANDARD', 'REQUEST', 'PREORDER', 'PROPOSAL'] }).notNull(),
    status: text('status').notNull().default('new'),
    paymentStatus: text('payment_status', { enum: ['paid', 'contact_us', 'unpaid'] })
      .notNull()
      .default('unpaid'),
    /** The admin payment status of SPEC §3: what the money of the order amounts to, as staff follow it. */
    adminPaymentStatus: text('admin_payment_status', {
      enum: ['paid', 'partially_paid', 'unpaid', 'on_hold', 'fraud', 'returned', 'chargeback', 'error'],
    })
      .notNull()
      .default('unpaid'),
    deliveryMethod: text('delivery_method', { enum: ['PREORDER', 'COURIER', 'PICKUP', 'NONE'] }).notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** Gross total in minor units of `currency`. */
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    itemsAmount: bigint('items_amount', { mode: 'number' }).notNull().default(0),
    discountAmount: bigint('discount_amount', { mode: 'number' }).notNull().default(0),
    deliveryAmount: bigint('delivery_amount', { mode: 'number' }).notNull().default(0),
    netAmount: bigint('net_amount', { mode: 'number' }).notNull().default(0),
    vatAmount: bigint('vat_amount', { mode: 'number' }).notNull().default(0),
    promoCode: text('promo_code'),
    /** The automatic promotions the order got and what each gave (their sum is within `discount_amount`). */
    promotions: jsonb('promotions').$type<OrderPromotion[]>().notNull().default([]),
    /** The guest link's secret (192 random bits, base64url); compared in constant time. */
    token: text('token').notNull(),
    language: text('language').notNull().default('pl'),
    email: text('email').notNull().default(''),
    phone: text('phone'),
    billing: jsonb('billing').$type<OrderAddress>(),
    delivery: jsonb('delivery').$type<OrderAddress>(),
    comments: text('comments').notNull().default(''),
    /** The `ref` cookie's code when the order was placed (SPEC §9). */
    referralCode: text('referral_code'),
    /** The payment transaction that paid the order; another one succeeding later is a double payment. */
    paidTransactionId: text('paid_transaction_id'),
    /** When the order became paid: the start of a retail buyer's time to ask for an invoice (art. 106b ust. 3). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the goods reached the buyer (the last parcel delivered, or handed over): withdrawal starts here. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** When the stock reservation in catalog was given back (cancel, expiry, rejection). */
    stockReleasedAt: timestamp('stock_released_at', { withTimezone: true }),
    /** What a customer's change (comment, address) must name: bumped by every change of the order. */
    version: integer('version').notNull().default(1),
    /** When staff confirmed a preorder, making it payable by transfer (null: not confirmed, or no preorder). */
    preorderConfirmedAt: timestamp('preorder_confirmed_at', { withTimezone: true }),
    /** A confirmed preorder's amount due in PLN, converted on the confirmation day (grosze). */
    dueAmountPln: bigint('due_amount_pln', { mode: 'number' }),
    /** The rate that converted it (null for a PLN order), with its source, table and the day it was in force. */
    dueRatePln: numeric('due_rate_pln', { precision: 12, scale: 6 }),
    dueRateSource: text('due_rate_source'),
    dueRateTable: text('due_rate_table'),
    dueRateEffectiveAt: timestamp('due_rate_effective_at', { withTimezone: true }),
    /**
     * An order in USD, CHF or GBP: the rate its prices were converted from PLN at (the one in force when it was
     * placed), with its source, NBP table and the moment it came into force; null in PLN and EUR.
     */
    priceRatePln: numeric('price_rate_pln', { precision: 12, scale: 6 }),
    priceRateSource: text('price_rate_source'),
    priceRateTable: text('price_rate_table'),
    priceRateEffectiveAt: timestamp('price_rate_effective_at', { withTimezone: true }),
    /** The parcel of a sent order (the warehouse's latest shipment): carrier, number, tracking page. */
    tracking: jsonb('tracking').$type<{ carrier: string; trackingNumber: string; url: string | null }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Number, e-mail and the buyer's names, folded once at write for the back office's search. */
    searchText: text('search_text').generatedAlwaysAs(
      foldedSql(
        sql.raw(`number || ' ' || email || ' ' || coalesce(billing->>'firstName', '') || ' ' ||
          coalesce(billing->>'lastName', '') || ' ' || coalesce(billing->>'companyName', '')`),
      ),
    ),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    // The dashboard's window and the back office's newest-first search.
    index('orders_created_idx').on(t.createdAt),
    // The reservation sweeper's search: unpaid orders holding stock, oldest first.
    index('orders_awaiting_payment_idx')
      .on(t.createdAt)
      .where(sql`${t.paymentStatus} = 'unpaid' and ${t.status} in ('reserved', 'ready_to_pay')`),
    // Housekeeping's search: cancelled orders whose stock has not gone back yet (cancelled-stock.ts).
    index('orders_cancelled_holding_stock_idx')
      .on(t.id)
      .where(sql`${t.status} = 'cancelled' and ${t.stockReleasedAt} is null`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').notNull(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    image: text('image'),
    optionsLabel: text('options_label').notNull().default(''),
    /** The options chosen beside the variant, as the order's language shows them, with their deltas and files. */
    options: jsonb('options').$type<LineOption[]>().notNull().default([]),
    quantity: integer('quantity').notNull(),
    unitGross: bigint('unit_gross', { mode: 'number' }).notNull(),
    unitNet: bigint('unit_net', { mode: 'number' }).notNull(),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    lineGross: bigint('line_gross', { mode: 'number' }).notNull(),
    /** A download's line: when the buyer consented to immediate delivery, losing the right of withdrawal. */
    immediateDeliveryConsentAt: timestamp('immediate_delivery_consent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_items_position_idx').on(t.orderId, t.position),
    index('order_items_variant_idx').on(t.variantId),
  ],
);

/**
 * One row per checkout submit key. The row is written in the order's transaction, so a concurrent submit
 * with the same key waits on it and then finds the order; a failed checkout leaves no row (retry works).
 */
export const checkoutAttempts = pgTable('checkout_attempts', {
  idempotencyKey: uuid('idempotency_key').primaryKey(),
  /** Whose submit it was (customer or session): another caller's key never reveals an order. */
  callerKey: text('caller_key').notNull(),
  /** The order this submit places: written before the order itself, in the same transaction. */
  orderId: uuid('order_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
