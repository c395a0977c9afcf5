import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Customer reviews (issue 25; docs/decisions/reviews.md). One review per product and customer (a unique
// index, so two tabs submitting at once leave one row); helpful votes once per customer (the primary key).

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    /** The product's name and slug as the customer's order line had them (the reviews page links to it). */
    productName: text('product_name').notNull(),
    productSlug: text('product_slug').notNull(),
    customerId: uuid('customer_id').notNull(),
    /** Where a rejection is e-mailed, in the customer's language, read from accounts when the review is written. */
    email: text('email').notNull(),
    language: text('language').notNull(),
    firstName: text('first_name'),
    /** How shoppers see the author: first name and the initial of the last, or a plain "Customer". */
    author: text('author').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** pending (waiting for staff), published or rejected. */
    state: text('state').notNull().default('pending'),
    hasLinks: boolean('has_links').notNull().default(false),
    rejectionReason: text('rejection_reason'),
    helpful: integer('helpful').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
  },
  (t) => [
    uniqueIndex('reviews_product_customer_idx').on(t.productId, t.customerId),
    index('reviews_product_published_idx').on(t.productId, t.publishedAt).where(sql`${t.state} = 'published'`),
    index('reviews_published_idx').on(t.publishedAt).where(sql`${t.state} = 'published'`),
    index('reviews_state_idx').on(t.state, t.createdAt),
  ],
);

/** One "helpful" vote of a signed-in customer for a published review. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.customerId] })],
);

/**
 * A review's photo (issue 25; docs/decisions/reviews.md): uploaded by its customer ahead of the review, kept in
 * the file store under this id. Unattached (`review_id` null) it belongs to the customer for a day; a review
 * names it and takes it (one photo per review, the unique index). Shoppers see it once the review is published.
 */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    /** The file store's id. */
    id: uuid('id').primaryKey(),
    customerId: uuid('customer_id').notNull(),
    reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** Upright, in pixels (the picture was decoded whole at upload). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('review_photos_review_idx').on(t.reviewId), index('review_photos_customer_idx').on(t.customerId)],
);
