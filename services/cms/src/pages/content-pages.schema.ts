import { date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Content pages staff edit (issue 27): one row per page, both storefront languages in it.

export const contentPages = pgTable('content_pages', {
  slug: text('slug').primaryKey(),
  title: jsonb('title').$type<{ pl: string; en: string }>().notNull(),
  /** Constrained text per language: paragraphs and "## " sub-headings. */
  body: jsonb('body').$type<{ pl: string; en: string }>().notNull(),
  reviewedOn: date('reviewed_on', { mode: 'string' }).notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
