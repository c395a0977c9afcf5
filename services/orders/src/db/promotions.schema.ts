import type { PromotionAction, PromotionConditions } from '@shop/contracts';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// Automatic promotions (issue 24): conditions and actions as the contract shapes them, checked by the admin
// on every save; the cart reads the active ones (a handful) at once and applies them in memory.

/** What one promotion gave an order as the buyer saw it at checkout (its name in the order's language, minor units). */
export interface OrderPromotion {
  id: number;
  name: string;
  discount: number;
  delivery: number;
  /** Whether it made delivery free (absent in orders placed before it was kept). */
  freeDelivery?: boolean;
}

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    namePl: text('name_pl').notNull(),
    nameEn: text('name_en').notNull(),
    /** Higher first; on a tie the older promotion first. */
    priority: integer('priority').notNull().default(0),
    /** Never combined with another promotion or a promo code. */
    exclusive: boolean('exclusive').notNull().default(false),
    active: boolean('active').notNull().default(true),
    conditions: jsonb('conditions').$type<PromotionConditions>().notNull(),
    actions: jsonb('actions').$type<PromotionAction[]>().notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('promotions_active_idx').on(t.active)],
);
