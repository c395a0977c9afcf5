import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// Insured units (issue 25, docs/decisions/insurance.md): one row per frame number registered with the insurer.
// The unique frame number is what makes two dealers registering one bike at once end in one registration.

export const insurancePolicies = pgTable(
  'insurance_policies',
  {
    id: uuid('id').primaryKey(),
    frameNumber: text('frame_number').notNull(),
    /**
     * The insurer's number; null while the registration is pending (claimed, the insurer not answered yet, or its
     * answer lost). A pending row is no policy: lists, checks and claims skip it.
     */
    policyNumber: text('policy_number'),
    /** The registration holding a pending row and until when (policies.ts, claim-then-call); null once registered. */
    registrationClaim: uuid('registration_claim'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    purchaseDate: date('purchase_date', { mode: 'string' }).notNull(),
    coverFrom: date('cover_from', { mode: 'string' }).notNull(),
    coverTo: date('cover_to', { mode: 'string' }).notNull(),
    /** PLN, minor units: the bike's price, at most INSURANCE_MAX_SUM. */
    insuredSum: integer('insured_sum').notNull(),
    /** The catalogue variant the factory made the bike as, and its names then. */
    sku: text('sku').notNull(),
    productName: jsonb('product_name').$type<{ pl: string; en: string }>().notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerLanguage: text('buyer_language', { enum: ['pl', 'en'] }).notNull(),
    saleDocument: text('sale_document').notNull(),
    registeredBy: text('registered_by', { enum: ['dealer', 'staff', 'shop'] }).notNull(),
    dealerId: text('dealer_id'),
    staffId: text('staff_id'),
    staffName: text('staff_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a payout for the bike's theft or robbery ended the cover (claims.ts); null while it runs. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('insurance_policies_frame_idx').on(t.frameNumber),
    uniqueIndex('insurance_policies_number_idx').on(t.policyNumber),
    index('insurance_policies_dealer_idx').on(t.dealerId, t.createdAt).where(sql`${t.dealerId} is not null`),
    index('insurance_policies_created_idx').on(t.createdAt),
  ],
);

/**
 * The bikes the shop itself sold and shipped with their frame numbers (warehouse's `frames-shipped`), each
 * waiting to be registered with the insurer as the shop's own sale (shop-sales.ts): `queued` until a round
 * registers it; `registered` (its policy in `insurance_policies`), `refused` with the reason staff read, or
 * `skipped` (a dealer's order: the dealer registers the bike when it sells it).
 */
export const insuranceShopSales = pgTable(
  'insurance_shop_sales',
  {
    frameNumber: text('frame_number').primaryKey(),
    orderId: uuid('order_id').notNull(),
    orderNumber: text('order_number').notNull(),
    /** The Warsaw day the shipment left: the sale's purchase date on the policy. */
    shippedOn: date('shipped_on', { mode: 'string' }).notNull(),
    state: text('state', { enum: ['queued', 'registered', 'refused', 'skipped'] })
      .notNull()
      .default('queued'),
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    /** A round takes a queued row only from then (a retry's back-off, or a round holding it). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('insurance_shop_sales_due_idx').on(t.state, t.nextAttemptAt)],
);
