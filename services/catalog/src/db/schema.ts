import { type AnyPgColumn, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export { inbox, outbox } from '@shop/service-kit/db';

/** Collections form a tree; ids are stable because routes carry them (collection/59/electric-bikes). */
export const collections = pgTable(
  'collections',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => collections.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
    slugPl: text('slug_pl').notNull(),
    slugEn: text('slug_en').notNull(),
    namePl: text('name_pl').notNull(),
    nameEn: text('name_en').notNull(),
    state: text('state', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('collections_parent_idx').on(t.parentId, t.position)],
);
