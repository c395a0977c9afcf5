import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orderItems, orders } from './orders.schema';

// Gift cards (issue 24, docs/decisions/gift-cards.md): one row per card, written `pending` by the checkout of
// an order with a gift-card line and made `active` (with its code) when that order is paid; the ledger of
// every spend and every return beside it. The code itself is never stored: its SHA-256 and last four
// characters are.

export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 (hex) of the code as normalized (GiftCardCode); null while pending. */
    codeHash: text('code_hash'),
    /** The code's last four characters, for staff and the shopper to tell cards apart. */
    codeTail: text('code_tail').notNull().default(''),
    state: text('state', { enum: ['pending', 'active', 'voided', 'cancelled'] })
      .notNull()
      .default('pending'),
    /** What the card was bought for, and what is left, in minor units of `currency`. */
    value: bigint('value', { mode: 'number' }).notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The order that bought it, its line, and which unit of that line (a line of 3 cards gives 3 rows). */
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    unit: integer('unit').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    message: text('message').notNull().default(''),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_cards_code_idx').on(t.codeHash).where(sql`${t.codeHash} is not null`),
    uniqueIndex('gift_cards_unit_idx').on(t.itemId, t.unit),
    index('gift_cards_order_idx').on(t.orderId),
    index('gift_cards_created_idx').on(t.createdAt),
    check('gift_cards_balance_check', sql`${t.balance} between 0 and ${t.value}`),
  ],
);

/**
 * A card's balance moving: `spend` when an order is placed with it, `return` (once) when that order ends
 * cancelled or rejected. The unique (card, order, kind) makes a second return of one spend impossible.
 */
export const giftCardUses = pgTable(
  'gift_card_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['spend', 'return'] }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_card_uses_once_idx').on(t.giftCardId, t.orderId, t.kind),
    index('gift_card_uses_order_idx').on(t.orderId),
  ],
);

/**
 * Failed balance lookups and checks, for the lockout (per client address) and the per-card limit: one row
 * per attempt, kept a day (the balance route sweeps older ones).
 */
export const giftCardAttempts = pgTable(
  'gift_card_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `address:<ip>` for a wrong code, `card:<id>` for a check of an existing card. */
    subject: text('subject').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gift_card_attempts_subject_idx').on(t.subject, t.at)],
);
