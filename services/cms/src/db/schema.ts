import type { GeneralSettings, NewsBlock, OpeningHours, PaymentDeliverySettings } from '@shop/contracts';
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
    /** Name, address and voivodeship lower-cased without diacritics, for the place search. */
    searchText: text('search_text').notNull(),
    /** Raised by every staff save, so a second editor working from an older read is refused. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shops_city_idx').on(t.city)],
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
