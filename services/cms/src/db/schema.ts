import type {
  B2bContactEntry,
  GeneralSettings,
  NewsBlock,
  OpeningHours,
  PaymentDeliverySettings,
  ShopChangeRequestFields,
} from '@shop/contracts';
import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export { auditLog, inbox, outbox } from '@shop/service-kit/db';
/** Insured units (issue 25): kept with the insurance adapter. */
export { insurancePolicies, insuranceShopSales } from '../insurance/schema';

/** A text in both storefront languages. */
type Localized<T = string> = { pl: T; en: T };

/** Newsletter sign-ups; one row per address, stored lower-case. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_idx').on(t.email)],
);

/** Blog posts, written in both storefront languages. */
export const newsPosts = pgTable(
  'news_posts',
  {
    id: serial('id').primaryKey(),
    slug: jsonb('slug').$type<Localized>().notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    lead: jsonb('lead').$type<Localized>().notNull(),
    body: jsonb('body').$type<Localized<NewsBlock[]>>().notNull(),
    tags: text('tags').array().notNull().default([]),
    /** Which drawing the cover shows (see domain/news-cover.ts). */
    coverTheme: text('cover_theme').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** draft, active or archived; the storefront shows active posts whose publication date has come. */
    state: text('state').notNull().default('active'),
    /** Raised by every staff save, so a second editor working from an older read is refused. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('news_posts_published_at_idx').on(t.publishedAt),
    // SPEC §5: a slug is unique, in each language.
    uniqueIndex('news_posts_slug_pl_idx').on(sql`(${t.slug}->>'pl')`),
    uniqueIndex('news_posts_slug_en_idx').on(sql`(${t.slug}->>'en')`),
  ],
);

/** Dealers and the maker's own showrooms for the store locator. */
export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    /** Voivodeship code, e.g. pl_mz. */
    region: text('region').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    website: text('website'),
    phones: text('phones').array().notNull().default([]),
    email: text('email'),
    /** shop, branch, test, service, rental; 'premium' is never stored, it follows from service + test. */
    tags: text('tags').array().notNull().default([]),
    /** Catalogue collection ids the shop carries. */
    collections: integer('collections').array().notNull().default([]),
    openingHours: jsonb('opening_hours').$type<OpeningHours[]>().notNull(),
    /** The dealer (accounts' customer id) whose shop this is: it sees the entry and asks for changes. */
    dealerId: text('dealer_id'),
    /** Name, address and voivodeship lower-cased without diacritics, for the place search. */
    searchText: text('search_text').notNull(),
    /** Raised by every staff save, so a second editor working from an older read is refused. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shops_city_idx').on(t.city), index('shops_dealer_idx').on(t.dealerId)],
);

/** Messages sent through the contact form, with the department mailbox their topic routes them to. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    language: text('language').notNull(),
    department: text('department').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

/**
 * The shop settings staff set (admin settings), one row: each group as last saved (null: never saved, the
 * defaults apply) and a revision raised by every save, which services use to keep the newest they have seen.
 */
export const shopSettings = pgTable('shop_settings', {
  id: smallint('id').primaryKey().default(1),
  general: jsonb('general').$type<GeneralSettings>(),
  paymentDelivery: jsonb('payment_delivery').$type<PaymentDeliverySettings>(),
  revision: integer('revision').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The B2B contacts staff keep in settings (SPEC §2 B2B contact), one row holding the list in its order, saved
 * whole at its version. Dealers get them only after accepting the notice (`b2bNoticeAcceptances`).
 */
export const b2bContacts = pgTable('b2b_contacts', {
  id: smallint('id').primaryKey().default(1),
  contacts: jsonb('contacts').$type<B2bContactEntry[]>().notNull().default([]),
  version: integer('version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which dealer (accounts' customer id) accepted the B2B contact notice, and when (first acceptance kept). */
export const b2bNoticeAcceptances = pgTable('b2b_notice_acceptances', {
  customerId: text('customer_id').primaryKey(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
});

/**
 * A dealer's request to change its shop's opening hours, phones or website (dealer-area.md): pending until
 * staff approve it (applied to the shop, audited) or reject it; one pending request per shop.
 */
export const shopChangeRequests = pgTable(
  'shop_change_requests',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    /** Only the fields asked for: openingHours, phones, website. */
    changes: jsonb('changes').$type<ShopChangeRequestFields>().notNull(),
    state: text('state', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
  },
  (t) => [
    uniqueIndex('shop_change_requests_pending_idx').on(t.shopId).where(sql`${t.state} = 'pending'`),
    index('shop_change_requests_state_idx').on(t.state, t.createdAt),
  ],
);

// Claims, payouts and the insurance extensions (issue 25), declared beside their use cases.
export {
  insuranceClaimDocuments,
  insuranceClaims,
  insuranceExtensions,
  insurancePayouts,
  insurancePendingClaims,
  insurancePendingPayouts,
} from '../insurance/claims.schema';
// The content pages staff edit (issue 27), declared beside their use cases.
export { contentPages } from '../pages/content-pages.schema';
// Customer reviews (issue 25), declared beside their use cases.
export { reviewPhotos, reviews, reviewVotes } from '../reviews/reviews.schema';
// Safety reports from the contact form (issue 27), declared beside their use cases.
export { safetyReportCounters, safetyReports } from '../safety/safety-reports.schema';
