import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.schema';

// Season preorders by link (issue 15): the seasons staff open, and one link per dealer and season. A link's
// token is kept only as its SHA-256 (as the account links in accounts are); the dealer's status follows from
// the link's dates (sent, opened, submitted).

export interface SeasonProductRow {
  productId: number;
  variantId: number | null;
  percentOff: number;
  limit: number | null;
}

export const preorderSeasons = pgTable('preorder_seasons', {
  id: serial('id').primaryKey(),
  namePl: text('name_pl').notNull(),
  nameEn: text('name_en').notNull(),
  state: text('state', { enum: ['draft', 'open', 'closed'] })
    .notNull()
    .default('draft'),
  opensOn: date('opens_on', { mode: 'string' }).notNull(),
  closesOn: date('closes_on', { mode: 'string' }).notNull(),
  priceGuaranteeUntil: date('price_guarantee_until', { mode: 'string' }).notNull(),
  linkValidDays: integer('link_valid_days').notNull().default(21),
  products: jsonb('products').$type<SeasonProductRow[]>().notNull(),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const preorderLinks = pgTable(
  'preorder_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => preorderSeasons.id),
    customerId: uuid('customer_id').notNull(),
    /** Who it went to, as accounts named them when it was sent (the staff view lists them). */
    email: text('email').notNull(),
    dealerName: text('dealer_name').notNull(),
    /** SHA-256 of the token (hex); a new link for the same dealer and season replaces it. */
    tokenHash: text('token_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    orderId: uuid('order_id').references(() => orders.id),
  },
  (t) => [
    uniqueIndex('preorder_links_dealer_idx').on(t.seasonId, t.customerId),
    uniqueIndex('preorder_links_token_idx').on(t.tokenHash),
    index('preorder_links_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
  ],
);
