import {
  bikeTakingClaims,
  type Claim,
  type ClaimInput as ClaimInputSchema,
  formatDate,
  type Payout,
  type PolicyClaims,
  todayInWarsaw,
  translate,
} from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import { and, desc, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { CmsContext } from '../context';
import type { KeptPolicy } from './check-insurance';
import { insuranceClaims, insurancePayouts, insurancePendingPayouts } from './claims.schema';
import { insurancePolicies } from './schema';
import { InsurerRefused, VerifierUnavailable } from './verifier';

// Claims on a policy and the insurer's payouts (issue 25, SPEC §4 and §9; docs/decisions/insurance-claims.md).
// Each payout lowers what remains of the insured sum and can never exceed it. A payout on a theft or robbery
// claim ends the policy.
//
// Claim-then-call, as registrations (register-policy.ts): recording a claim (record-claim.ts) or a payout
// (record-payout.ts) first commits it as pending in a short transaction holding the policy's row lock (the
// checks, and for a payout the sum, are made there: pending payouts count, so payouts at once are counted one
// after another), then asks the insurer outside any transaction (in embedded PGlite no other cms query waits
// for it), then a second short transaction turns the pending row into the claim or payout while this request
// still holds it. The pending row's id is the insurer's `reference`. A refusal deletes it (nothing is recorded
// that the insurer does not know of); no answer releases it, kept: the insurer may have it, so staff sending
// the same claim or payout again take the row over and send the same reference, and a lost answer retried is
// one claim at the insurer. A released row nobody sends again is sent by the reconciliation
// (reconcile-pending.ts) once its back-off ran out, the same way. Pending rows are internal: lists, the check
// and documents read recorded ones only.

export type ClaimInput = z.output<typeof ClaimInputSchema>;
export type Context = Pick<CmsContext, 'db' | 'transaction' | 'clock' | 'insuranceVerifier' | 'log'>;
export type Executor = Parameters<Parameters<CmsContext['transaction']>[0]>[0] | CmsContext['db'];
export type PolicyRow = typeof insurancePolicies.$inferSelect;

export const CLAIM_ENTITY = 'insurance_claim';
export const PAYOUT_ENTITY = 'insurance_payout';

/** The police must hear of a theft or robbery within 48 hours of it (SPEC §9). */
export const POLICE_REPORT_HOURS = 48;

/** How long a request holds its pending claim or payout: longer than the insurer's time-out (3 s) and the writes. */
export const INSURER_CALL_HOLD_MS = 60_000;

export const fieldError = (field: string, messageKey: string, lang: string, params?: Record<string, unknown>) =>
  new AppError('business_rule', { messageKey, params, fields: { [field]: translate(messageKey, lang, params) } });

type PendingColumns = { id: PgColumn; attempt: PgColumn; heldUntil: PgColumn };

/** The pending row of this sender: the same id and the same attempt (not taken over by a later one). */
export const held = (columns: { id: PgColumn; attempt: PgColumn }, pending: { id: string; attempt: string }) =>
  and(eq(columns.id, pending.id), eq(columns.attempt, pending.attempt));

/**
 * A pending row staff sending the same claim or payout take over: no live request holds it (its insurer call
 * failed and released it, or its request's hold ran out), or the reconciliation does (its attempt is the row's
 * own id): the same reference sent twice is one claim at the insurer, a second row would be a second one.
 */
export const free = (columns: PendingColumns, now: Date) =>
  or(isNull(columns.attempt), lte(columns.heldUntil, now), eq(columns.attempt, columns.id));

/** A pending row the reconciliation sends again: its hold or its back-off ran out (null: released with neither). */
export const due = (columns: PendingColumns, now: Date) => or(isNull(columns.heldUntil), lte(columns.heldUntil, now));

/** Not answered: the reconciliation waits as long again as the row has been pending (tries double apart). */
export function retryAt(pendingSince: Date, now: Date): Date {
  const waited = now.getTime() - pendingSince.getTime();
  return new Date(now.getTime() + Math.min(Math.max(waited, 60_000), 3_600_000));
}

/** A column equal to a value that may be null. */
export const same = (column: PgColumn, value: unknown) => (value === null ? isNull(column) : eq(column, value));

/** The insurer refused (the pending row is gone) or did not answer (released, kept for another try). */
type NotAnswered = { status: 'refused' | 'unanswered'; error: Error };

/**
 * How sending a held pending claim or payout ended. `taken_over`: our hold ran out and a later sender of the
 * same claim or payout took the row over: that one records it.
 */
export type Sent<T> = { status: 'recorded'; recorded: T } | NotAnswered | { status: 'taken_over' };

/**
 * Asks the insurer outside any transaction. A refusal forgets the pending row (the insurer recorded nothing);
 * no answer releases it for the same claim or payout sent again, by staff at once or by the reconciliation
 * after its back-off.
 */
export async function askInsurer<T>(
  context: Context,
  what: 'claim' | 'payout',
  ask: () => Promise<T>,
  pending: { forget(): Promise<unknown>; release(): Promise<unknown> },
): Promise<{ status: 'answered'; answer: T } | NotAnswered> {
  try {
    return { status: 'answered', answer: await ask() };
  } catch (error) {
    const refused = error instanceof InsurerRefused;
    await (refused ? pending.forget() : pending.release());
    if (!(error instanceof VerifierUnavailable || refused)) throw error;
    context.log.warn({ err: error.message }, `insurance ${what} failed at the insurer`);
    return { status: refused ? 'refused' : 'unanswered', error };
  }
}

/** What staff get of their claim or payout sent: it, or "try again" (503), or 409 when a later one took it over. */
export function answerStaff<T>(sent: Sent<T>): T {
  if (sent.status === 'recorded') return sent.recorded;
  if (sent.status === 'taken_over') {
    throw new AppError('conflict', { detail: 'a later sender took this insurer call over' });
  }
  throw new AppError('service_unavailable', { messageKey: 'error.insurance_claim_unavailable', cause: sent.error });
}

/** The insured sum less every payout on the policy. */
export async function remainingSum(db: Executor, policy: Pick<PolicyRow, 'id' | 'insuredSum'>): Promise<number> {
  const [paid] = await db
    .select({ total: sql<string>`coalesce(sum(${insurancePayouts.amount}), 0)` })
    .from(insurancePayouts)
    .where(eq(insurancePayouts.policyId, policy.id));
  return policy.insuredSum - Number(paid?.total ?? 0);
}

/** The payouts on the policy still pending at the insurer (but `except`, the one being taken over). */
export async function pendingPayoutsSum(db: Executor, policyId: string, except?: string): Promise<number> {
  const [pending] = await db
    .select({ total: sql<string>`coalesce(sum(${insurancePendingPayouts.amount}), 0)` })
    .from(insurancePendingPayouts)
    .where(
      and(eq(insurancePendingPayouts.policyId, policyId), except ? ne(insurancePendingPayouts.id, except) : undefined),
    );
  return Number(pending?.total ?? 0);
}

export async function registeredPolicy(db: Executor, id: string, lock = false): Promise<PolicyRow> {
  const select = db.select().from(insurancePolicies).where(eq(insurancePolicies.id, id));
  const [row] = lock ? await select.for('update') : await select;
  if (!row?.policyNumber) throw new AppError('not_found');
  return row;
}

const endedError = () => new AppError('business_rule', { messageKey: 'error.insurance_policy_ended' });

/**
 * Refuses a claim or payout on a policy that ended, or that a pending theft or robbery payout (but `except`,
 * the one being taken over) may have ended at the insurer already.
 */
export async function checkRunning(db: Executor, policy: PolicyRow, except?: string) {
  if (policy.endedAt) throw endedError();
  const [ending] = await db
    .select({ id: insurancePendingPayouts.id })
    .from(insurancePendingPayouts)
    .innerJoin(insuranceClaims, eq(insuranceClaims.id, insurancePendingPayouts.claimId))
    .where(
      and(
        eq(insurancePendingPayouts.policyId, policy.id),
        inArray(insuranceClaims.kind, [...bikeTakingClaims]),
        except ? ne(insurancePendingPayouts.id, except) : undefined,
      ),
    )
    .limit(1);
  if (ending) throw endedError();
}

/** The checks a claim's dates must pass, against the policy's cover and the clock. */
export function checkClaimDates(policy: PolicyRow, input: ClaimInput, now: Date, lang: string) {
  if (policy.endedAt) throw endedError();
  const today = todayInWarsaw(now);
  if (today > policy.coverTo) {
    throw new AppError('business_rule', {
      messageKey: 'error.insurance_policy_expired',
      params: { date: formatDate(policy.coverTo) },
    });
  }
  const occurredAt = new Date(input.occurredAt);
  if (occurredAt > now) throw fieldError('occurredAt', 'error.insurance_event_future', lang);
  const day = todayInWarsaw(occurredAt);
  if (day < policy.coverFrom || day > policy.coverTo) {
    throw fieldError('occurredAt', 'error.insurance_event_outside_cover', lang, {
      from: formatDate(policy.coverFrom),
      to: formatDate(policy.coverTo),
    });
  }
  if (!bikeTakingClaims.includes(input.kind) || !input.policeReportedAt) return;
  const reportedAt = new Date(input.policeReportedAt);
  if (reportedAt > now) throw fieldError('policeReportedAt', 'error.insurance_event_future', lang);
  if (reportedAt < occurredAt) throw fieldError('policeReportedAt', 'error.insurance_police_before_event', lang);
  if (reportedAt.getTime() - occurredAt.getTime() > POLICE_REPORT_HOURS * 3_600_000) {
    throw fieldError('policeReportedAt', 'error.insurance_police_late', lang);
  }
}

export const toPayout = (row: typeof insurancePayouts.$inferSelect): Payout => ({
  id: row.id,
  amount: { amount: row.amount, currency: 'PLN' },
  payoutReference: row.payoutReference,
  staffName: row.staffName,
  createdAt: row.createdAt.toISOString(),
});

export const toClaim = (row: typeof insuranceClaims.$inferSelect, payouts: Payout[]): Claim => ({
  id: row.id,
  claimNumber: row.claimNumber,
  kind: row.kind,
  occurredAt: row.occurredAt.toISOString(),
  description: row.description,
  policeReportNumber: row.policeReportNumber,
  policeReportedAt: row.policeReportedAt?.toISOString() ?? null,
  staffName: row.staffName,
  createdAt: row.createdAt.toISOString(),
  payouts,
});

/** A policy's claims with their payouts, newest first, and what remains of its sum. */
export async function policyClaims(context: Pick<CmsContext, 'db'>, policyId: string): Promise<PolicyClaims> {
  const policy = await registeredPolicy(context.db, policyId);
  const claims = await context.db
    .select()
    .from(insuranceClaims)
    .where(eq(insuranceClaims.policyId, policyId))
    .orderBy(desc(insuranceClaims.createdAt), desc(insuranceClaims.id));
  const payouts = claims.length
    ? await context.db
        .select()
        .from(insurancePayouts)
        .where(
          inArray(
            insurancePayouts.claimId,
            claims.map((claim) => claim.id),
          ),
        )
        .orderBy(insurancePayouts.createdAt, insurancePayouts.id)
    : [];
  const left = await remainingSum(context.db, policy);
  return {
    insuredSum: { amount: policy.insuredSum, currency: 'PLN' },
    remainingSum: { amount: left, currency: 'PLN' },
    endedAt: policy.endedAt?.toISOString() ?? null,
    items: claims.map((claim) => toClaim(claim, payouts.filter((payout) => payout.claimId === claim.id).map(toPayout))),
  };
}

/** The checker's view of a policy the shop keeps for this frame and purchase date (undefined: none). */
export async function keptPolicy(
  context: Pick<CmsContext, 'db'>,
  unit: { frameNumber: string; purchaseDate: string },
): Promise<KeptPolicy | undefined> {
  const [row] = await context.db
    .select()
    .from(insurancePolicies)
    .where(
      and(
        eq(insurancePolicies.frameNumber, unit.frameNumber),
        eq(insurancePolicies.purchaseDate, unit.purchaseDate),
        isNotNull(insurancePolicies.policyNumber),
      ),
    );
  if (!row) return undefined;
  return {
    cover: { from: row.coverFrom, to: row.coverTo },
    remainingSum: { amount: await remainingSum(context.db, row), currency: 'PLN' },
    ended: row.endedAt !== null,
  };
}
