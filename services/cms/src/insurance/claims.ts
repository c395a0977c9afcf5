import {
  bikeTakingClaims,
  type Claim,
  type ClaimInput as ClaimInputSchema,
  formatDate,
  formatMoney,
  type Payout,
  type PayoutInput as PayoutInputSchema,
  type PolicyClaims,
  todayInWarsaw,
  translate,
} from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import { recordAudit } from '@shop/service-kit/db';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CmsContext } from '../context';
import type { KeptPolicy } from './check-insurance';
import { insuranceClaims, insurancePayouts } from './claims.schema';
import { insurancePolicies } from './schema';
import { VerifierUnavailable } from './verifier';

// Claims on a policy and the insurer's payouts (issue 25, SPEC §4 and §9; docs/decisions/insurance-claims.md).
// Each payout lowers what remains of the insured sum and can never exceed it: a payout locks the policy's row
// (SELECT … FOR UPDATE), so payouts recorded at once are counted one after another. A payout on a theft or
// robbery claim ends the policy. The insurer is told inside the transaction and its failure rolls it back,
// so nothing is recorded that the insurer does not know of.

type ClaimInput = z.output<typeof ClaimInputSchema>;
type PayoutInput = z.output<typeof PayoutInputSchema>;
type Context = Pick<CmsContext, 'db' | 'transaction' | 'clock' | 'insuranceVerifier' | 'log'>;
type Executor = Parameters<Parameters<CmsContext['transaction']>[0]>[0] | CmsContext['db'];
type PolicyRow = typeof insurancePolicies.$inferSelect;

export const CLAIM_ENTITY = 'insurance_claim';
export const PAYOUT_ENTITY = 'insurance_payout';

/** The police must hear of a theft or robbery within 48 hours of it (SPEC §9). */
export const POLICE_REPORT_HOURS = 48;

const fieldError = (field: string, messageKey: string, lang: string, params?: Record<string, unknown>) =>
  new AppError('business_rule', { messageKey, params, fields: { [field]: translate(messageKey, lang, params) } });

const unavailable = (context: Context, error: VerifierUnavailable, what: string) => {
  context.log.warn({ err: error.message }, `insurance ${what} failed at the insurer`);
  return new AppError('service_unavailable', { messageKey: 'error.insurance_claim_unavailable', cause: error });
};

/** The insured sum less every payout on the policy. */
export async function remainingSum(db: Executor, policy: Pick<PolicyRow, 'id' | 'insuredSum'>): Promise<number> {
  const [paid] = await db
    .select({ total: sql<string>`coalesce(sum(${insurancePayouts.amount}), 0)` })
    .from(insurancePayouts)
    .where(eq(insurancePayouts.policyId, policy.id));
  return policy.insuredSum - Number(paid?.total ?? 0);
}

async function registeredPolicy(db: Executor, id: string, lock = false): Promise<PolicyRow> {
  const select = db.select().from(insurancePolicies).where(eq(insurancePolicies.id, id));
  const [row] = lock ? await select.for('update') : await select;
  if (!row?.policyNumber) throw new AppError('not_found');
  return row;
}

const endedError = () => new AppError('business_rule', { messageKey: 'error.insurance_policy_ended' });

/** The checks a claim's dates must pass, against the policy's cover and the clock. */
function checkClaimDates(policy: PolicyRow, input: ClaimInput, now: Date, lang: string) {
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

/** Records a claim on a running policy, reported to the insurer first; audited. */
export async function recordClaim(
  context: Context,
  staff: StaffMember,
  policyId: string,
  input: ClaimInput,
  lang: string,
): Promise<Claim> {
  const now = context.clock.now();
  checkClaimDates(await registeredPolicy(context.db, policyId), input, now, lang);
  const id = crypto.randomUUID();
  const bikeTaking = bikeTakingClaims.includes(input.kind);
  try {
    const row = await context.transaction(async (tx) => {
      // Locked so that a payout ending the policy meanwhile is seen.
      const policy = await registeredPolicy(tx, policyId, true);
      checkClaimDates(policy, input, now, lang);
      const { claimNumber } = await context.insuranceVerifier.claim({
        policyNumber: policy.policyNumber!,
        frameNumber: policy.frameNumber,
        reference: id,
        kind: input.kind,
        occurredAt: new Date(input.occurredAt).toISOString(),
        policeReportNumber: bikeTaking ? (input.policeReportNumber ?? null) : null,
        policeReportedAt: bikeTaking && input.policeReportedAt ? new Date(input.policeReportedAt).toISOString() : null,
      });
      const [claim] = await tx
        .insert(insuranceClaims)
        .values({
          id,
          policyId,
          claimNumber,
          kind: input.kind,
          occurredAt: new Date(input.occurredAt),
          description: input.description,
          policeReportNumber: bikeTaking ? (input.policeReportNumber ?? null) : null,
          policeReportedAt: bikeTaking && input.policeReportedAt ? new Date(input.policeReportedAt) : null,
          staffId: staff.id,
          staffName: staff.name,
          createdAt: now,
        })
        .returning();
      await recordAudit(
        tx,
        staff,
        {
          action: 'create',
          entity: CLAIM_ENTITY,
          entityId: id,
          after: {
            policyNumber: policy.policyNumber,
            claimNumber,
            kind: claim!.kind,
            occurredAt: claim!.occurredAt.toISOString(),
            description: claim!.description,
            policeReportNumber: claim!.policeReportNumber,
            policeReportedAt: claim!.policeReportedAt?.toISOString() ?? null,
          },
        },
        now,
      );
      return claim!;
    });
    return toClaim(row, []);
  } catch (error) {
    if (error instanceof VerifierUnavailable) throw unavailable(context, error, 'claim');
    throw error;
  }
}

/** Records the insurer's payout on a claim: never more than remains of the sum; a theft payout ends the policy. */
export async function recordPayout(
  context: Context,
  staff: StaffMember,
  policyId: string,
  claimId: string,
  input: PayoutInput,
  lang: string,
): Promise<Payout> {
  const now = context.clock.now();
  const id = crypto.randomUUID();
  try {
    return await context.transaction(async (tx) => {
      // The policy's row lock puts payouts at once in a queue: each sees the ones before it.
      const policy = await registeredPolicy(tx, policyId, true);
      const [claim] = await tx
        .select()
        .from(insuranceClaims)
        .where(and(eq(insuranceClaims.id, claimId), eq(insuranceClaims.policyId, policyId)));
      if (!claim) throw new AppError('not_found');
      if (policy.endedAt) throw endedError();
      const left = await remainingSum(tx, policy);
      if (input.amount > left) {
        const amount = formatMoney({ amount: left, currency: 'PLN' }, lang);
        throw fieldError('amount', 'error.insurance_payout_exceeds', lang, { amount });
      }
      const { payoutReference } = await context.insuranceVerifier.payout({
        policyNumber: policy.policyNumber!,
        claimNumber: claim.claimNumber,
        reference: id,
        amount: { amount: input.amount, currency: 'PLN' },
      });
      const [payout] = await tx
        .insert(insurancePayouts)
        .values({
          id,
          claimId,
          policyId,
          amount: input.amount,
          payoutReference,
          staffId: staff.id,
          staffName: staff.name,
          createdAt: now,
        })
        .returning();
      await recordAudit(
        tx,
        staff,
        {
          action: 'create',
          entity: PAYOUT_ENTITY,
          entityId: id,
          after: {
            policyNumber: policy.policyNumber,
            claimNumber: claim.claimNumber,
            amount: input.amount,
            payoutReference,
          },
        },
        now,
      );
      if (bikeTakingClaims.includes(claim.kind)) {
        await tx.update(insurancePolicies).set({ endedAt: now }).where(eq(insurancePolicies.id, policyId));
        await recordAudit(
          tx,
          staff,
          {
            action: 'update',
            entity: 'insurance_policy',
            entityId: policyId,
            before: { endedAt: null },
            after: { endedAt: now.toISOString() },
          },
          now,
        );
      }
      return toPayout(payout!);
    });
  } catch (error) {
    if (error instanceof VerifierUnavailable) throw unavailable(context, error, 'payout');
    throw error;
  }
}

const toPayout = (row: typeof insurancePayouts.$inferSelect): Payout => ({
  id: row.id,
  amount: { amount: row.amount, currency: 'PLN' },
  payoutReference: row.payoutReference,
  staffName: row.staffName,
  createdAt: row.createdAt.toISOString(),
});

const toClaim = (row: typeof insuranceClaims.$inferSelect, payouts: Payout[]): Claim => ({
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
