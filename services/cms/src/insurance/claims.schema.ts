import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { insurancePolicies } from './schema';

// Claims on insurance policies and their payouts (issue 25, SPEC §4: each payout lowers what remains of the
// insured sum), and the insurance extensions bought in the shop (docs/decisions/insurance-claims.md).

export const insuranceClaims = pgTable(
  'insurance_claims',
  {
    id: uuid('id').primaryKey(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => insurancePolicies.id),
    /** The insurer's number of the claim. */
    claimNumber: text('claim_number').notNull(),
    kind: text('kind', {
      enum: ['theft_forced_entry', 'robbery', 'accidental_damage', 'vandalism', 'collision'],
    }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    description: text('description').notNull(),
    /** Theft and robbery only: the police report and when it was made. */
    policeReportNumber: text('police_report_number'),
    policeReportedAt: timestamp('police_reported_at', { withTimezone: true }),
    staffId: text('staff_id').notNull(),
    staffName: text('staff_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('insurance_claims_policy_idx').on(t.policyId, t.createdAt)],
);

export const insurancePayouts = pgTable(
  'insurance_payouts',
  {
    id: uuid('id').primaryKey(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => insuranceClaims.id),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => insurancePolicies.id),
    /** PLN, minor units, > 0. */
    amount: integer('amount').notNull(),
    /** The insurer's reference of the payout. */
    payoutReference: text('payout_reference').notNull(),
    staffId: text('staff_id').notNull(),
    staffName: text('staff_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('insurance_payouts_claim_idx').on(t.claimId), index('insurance_payouts_policy_idx').on(t.policyId)],
);

/**
 * A claim being reported to the insurer (claim-then-call, record-claim.ts): what the shop will record once the
 * insurer answers its number. `attempt` is the sender holding the row (a request, or the reconciliation with
 * the row's own id) and `held_until` how long. Its insurer call failed: `attempt` null, released, and staff
 * sending the same claim again take it over at once, while the reconciliation (reconcile-pending.ts) sends it
 * again only once `held_until` (then the end of its back-off) has passed; both send the same `id` as the
 * insurer's `reference`. Internal: lists, the check and payouts never read it.
 */
export const insurancePendingClaims = pgTable(
  'insurance_pending_claims',
  {
    id: uuid('id').primaryKey(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => insurancePolicies.id),
    kind: text('kind', {
      enum: ['theft_forced_entry', 'robbery', 'accidental_damage', 'vandalism', 'collision'],
    }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    description: text('description').notNull(),
    policeReportNumber: text('police_report_number'),
    policeReportedAt: timestamp('police_reported_at', { withTimezone: true }),
    staffId: text('staff_id').notNull(),
    staffName: text('staff_name').notNull(),
    attempt: uuid('attempt'),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('insurance_pending_claims_policy_idx').on(t.policyId)],
);

/**
 * A payout being recorded with the insurer (record-payout.ts), held as a pending claim is. It counts against
 * the insured sum in the payout check (the insurer may have paid it) but not in what the shop shows as left.
 */
export const insurancePendingPayouts = pgTable(
  'insurance_pending_payouts',
  {
    id: uuid('id').primaryKey(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => insuranceClaims.id),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => insurancePolicies.id),
    amount: integer('amount').notNull(),
    staffId: text('staff_id').notNull(),
    staffName: text('staff_name').notNull(),
    attempt: uuid('attempt'),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('insurance_pending_payouts_policy_idx').on(t.policyId)],
);

/** A document staff attached to a claim (a police report, an invoice, photos), its bytes in the file store under this id. */
export const insuranceClaimDocuments = pgTable(
  'insurance_claim_documents',
  {
    id: uuid('id').primaryKey(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => insuranceClaims.id),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    staffId: text('staff_id').notNull(),
    staffName: text('staff_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('insurance_claim_documents_claim_idx').on(t.claimId, t.createdAt)],
);

/** An insurance extension bought in the shop: applied to a frame's policy, or kept for staff when it can't be. */
export const insuranceExtensions = pgTable(
  'insurance_extensions',
  {
    id: uuid('id').primaryKey(),
    orderId: text('order_id').notNull(),
    orderNumber: text('order_number').notNull(),
    /** The order line's index (one extension per line and unit is one row). */
    lineNo: integer('line_no').notNull(),
    unit: integer('unit').notNull(),
    frameNumber: text('frame_number').notNull(),
    policyId: uuid('policy_id').references(() => insurancePolicies.id),
    /** pending: not paid yet; applied: the cover was lengthened; unknown_frame: no running policy, staff look. */
    state: text('state', { enum: ['pending', 'applied', 'unknown_frame'] }).notNull(),
    /** The policy's last insured day before and after (applied only). */
    coverToBefore: date('cover_to_before', { mode: 'string' }),
    coverToAfter: date('cover_to_after', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('insurance_extensions_line_idx').on(t.orderId, t.lineNo, t.unit),
    index('insurance_extensions_state_idx').on(t.state, t.createdAt),
  ],
);
