import { bikeTakingClaims, formatMoney, type Payout, type PayoutInput as PayoutInputSchema } from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import { recordAudit } from '@shop/service-kit/db';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  answerStaff,
  askInsurer,
  type Context,
  checkRunning,
  fieldError,
  free,
  held,
  INSURER_CALL_HOLD_MS,
  PAYOUT_ENTITY,
  pendingPayoutsSum,
  registeredPolicy,
  remainingSum,
  retryAt,
  type Sent,
  toPayout,
} from './claims';
import { insuranceClaims, insurancePayouts, insurancePendingPayouts } from './claims.schema';
import { insurancePolicies } from './schema';

// Recording the insurer's payout on a claim, claim-then-call (claims.ts says how and why): pending, the
// insurer asked, recorded; a payout on a theft or robbery claim ends the policy when it is recorded. A staff
// request holds its pending payout itself (`holdPayout`); the reconciliation takes over one nobody sends again
// (reconcile-pending.ts); both then `sendPayout`.

type PayoutInput = z.output<typeof PayoutInputSchema>;

/** A pending payout held by its sender, with what the insurer is told of it and whether it ends the policy. */
export type PendingPayout = {
  id: string;
  attempt: string;
  /** When it was first made pending: how long the reconciliation waits after no answer (claims.ts `retryAt`). */
  createdAt: Date;
  policyId: string;
  claimId: string;
  amount: number;
  policyNumber: string;
  claimNumber: string;
  bikeTaking: boolean;
};

/**
 * Commits the payout as pending, held by this request. The policy's row lock puts payouts at once in a queue:
 * each sees the recorded and pending ones before it, so together they never exceed the insured sum. The same
 * payout sent before whose insurer call failed (the same claim and amount), or that the reconciliation is
 * sending, is taken over with its id.
 */
async function holdPayout(
  context: Context,
  staff: StaffMember,
  ids: { policyId: string; claimId: string },
  input: PayoutInput,
  lang: string,
) {
  const now = context.clock.now();
  return context.transaction(async (tx): Promise<PendingPayout> => {
    const policy = await registeredPolicy(tx, ids.policyId, true);
    const [claim] = await tx
      .select()
      .from(insuranceClaims)
      .where(and(eq(insuranceClaims.id, ids.claimId), eq(insuranceClaims.policyId, ids.policyId)));
    if (!claim) throw new AppError('not_found');
    const t = insurancePendingPayouts;
    const [earlier] = await tx
      .select({ id: t.id, createdAt: t.createdAt })
      .from(t)
      .where(and(eq(t.claimId, ids.claimId), eq(t.amount, input.amount), free(t, now)))
      .limit(1);
    await checkRunning(tx, policy, earlier?.id);
    const left = (await remainingSum(tx, policy)) - (await pendingPayoutsSum(tx, policy.id, earlier?.id));
    if (input.amount > left) {
      const amount = formatMoney({ amount: left, currency: 'PLN' }, lang);
      throw fieldError('amount', 'error.insurance_payout_exceeds', lang, { amount });
    }
    const attempt = crypto.randomUUID();
    const hold = {
      staffId: staff.id,
      staffName: staff.name,
      attempt,
      heldUntil: new Date(now.getTime() + INSURER_CALL_HOLD_MS),
    };
    const id = earlier?.id ?? crypto.randomUUID();
    if (earlier) await tx.update(t).set(hold).where(eq(t.id, id));
    else await tx.insert(t).values({ id, ...ids, amount: input.amount, ...hold, createdAt: now });
    return {
      id,
      attempt,
      createdAt: earlier?.createdAt ?? now,
      ...ids,
      amount: input.amount,
      policyNumber: policy.policyNumber!,
      claimNumber: claim.claimNumber,
      bikeTaking: bikeTakingClaims.includes(claim.kind),
    };
  });
}

/**
 * Sends a held pending payout to the insurer (its id as the `reference`) and, answered, records it while the
 * row is still the sender's, audited as `actor`'s; a theft or robbery payout ends the policy.
 */
export async function sendPayout(context: Context, actor: StaffMember, pending: PendingPayout): Promise<Sent<Payout>> {
  const ours = held(insurancePendingPayouts, pending);
  const { policyId, policyNumber, claimNumber } = pending;
  const asked = await askInsurer(
    context,
    'payout',
    () =>
      context.insuranceVerifier.payout({
        policyNumber,
        claimNumber,
        reference: pending.id,
        amount: { amount: pending.amount, currency: 'PLN' },
      }),
    {
      forget: () => context.db.delete(insurancePendingPayouts).where(ours),
      release: () =>
        context.db
          .update(insurancePendingPayouts)
          .set({ attempt: null, heldUntil: retryAt(pending.createdAt, context.clock.now()) })
          .where(ours),
    },
  );
  if (asked.status !== 'answered') return asked;
  const { payoutReference } = asked.answer;

  const now = context.clock.now();
  return context.transaction(async (tx): Promise<Sent<Payout>> => {
    const [row] = await tx.delete(insurancePendingPayouts).where(ours).returning();
    if (!row) return { status: 'taken_over' };
    const { id, claimId, amount, staffId, staffName } = row;
    const [payout] = await tx
      .insert(insurancePayouts)
      .values({ id, claimId, policyId, amount, payoutReference, staffId, staffName, createdAt: now })
      .returning();
    await recordAudit(
      tx,
      actor,
      {
        action: 'create',
        entity: PAYOUT_ENTITY,
        entityId: id,
        after: { policyNumber, claimNumber, amount, payoutReference },
      },
      now,
    );
    if (pending.bikeTaking) {
      await tx.update(insurancePolicies).set({ endedAt: now }).where(eq(insurancePolicies.id, policyId));
      await recordAudit(
        tx,
        actor,
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
    return { status: 'recorded', recorded: toPayout(payout!) };
  });
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
  const pending = await holdPayout(context, staff, { policyId, claimId }, input, lang);
  return answerStaff(await sendPayout(context, staff, pending));
}
