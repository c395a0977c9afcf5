import { bikeTakingClaims, type Claim } from '@shop/contracts';
import type { StaffMember } from '@shop/service-kit';
import { recordAudit } from '@shop/service-kit/db';
import { and, eq } from 'drizzle-orm';
import {
  answerStaff,
  askInsurer,
  CLAIM_ENTITY,
  type ClaimInput,
  type Context,
  checkClaimDates,
  checkRunning,
  free,
  held,
  INSURER_CALL_HOLD_MS,
  registeredPolicy,
  retryAt,
  type Sent,
  same,
  toClaim,
} from './claims';
import { insuranceClaims, insurancePendingClaims } from './claims.schema';

// Recording a claim, claim-then-call (claims.ts says how and why): pending, the insurer asked, recorded. A staff
// request holds its pending claim itself (`holdClaim`); the reconciliation takes over one nobody sends again
// (reconcile-pending.ts); both then `sendClaim`.

/** A pending claim held by its sender, with what the insurer is told of it. */
export type PendingClaim = ReturnType<typeof reported> & {
  id: string;
  attempt: string;
  /** When it was first made pending: how long the reconciliation waits after no answer (claims.ts `retryAt`). */
  createdAt: Date;
  policyNumber: string;
  frameNumber: string;
};

/** What the insurer is told of a claim: its kind and times, and the police report for theft and robbery only. */
function reported(input: ClaimInput) {
  const bikeTaking = bikeTakingClaims.includes(input.kind);
  return {
    kind: input.kind,
    occurredAt: new Date(input.occurredAt),
    policeReportNumber: bikeTaking ? (input.policeReportNumber ?? null) : null,
    policeReportedAt: bikeTaking && input.policeReportedAt ? new Date(input.policeReportedAt) : null,
  };
}

/**
 * Commits the claim as pending, held by this request, after the checks made under the policy's row lock (a
 * payout ending the policy meanwhile is seen). The same claim sent before whose insurer call failed (the same
 * policy, kind, times and police report: what the insurer was told), or that the reconciliation is sending, is
 * taken over with its id.
 */
async function holdClaim(context: Context, staff: StaffMember, policyId: string, input: ClaimInput, lang: string) {
  const now = context.clock.now();
  const claim = reported(input);
  return context.transaction(async (tx): Promise<PendingClaim> => {
    const policy = await registeredPolicy(tx, policyId, true);
    checkClaimDates(policy, input, now, lang);
    await checkRunning(tx, policy);
    const attempt = crypto.randomUUID();
    const values = {
      policyId,
      ...claim,
      description: input.description,
      staffId: staff.id,
      staffName: staff.name,
      attempt,
      heldUntil: new Date(now.getTime() + INSURER_CALL_HOLD_MS),
    };
    const t = insurancePendingClaims;
    const [earlier] = await tx
      .select({ id: t.id, createdAt: t.createdAt })
      .from(t)
      .where(
        and(
          eq(t.policyId, policyId),
          eq(t.kind, claim.kind),
          eq(t.occurredAt, claim.occurredAt),
          same(t.policeReportNumber, claim.policeReportNumber),
          same(t.policeReportedAt, claim.policeReportedAt),
          free(t, now),
        ),
      )
      .limit(1);
    const id = earlier?.id ?? crypto.randomUUID();
    if (earlier) await tx.update(t).set(values).where(eq(t.id, id));
    else await tx.insert(t).values({ id, ...values, createdAt: now });
    const { policyNumber, frameNumber } = policy;
    return { id, attempt, createdAt: earlier?.createdAt ?? now, policyNumber: policyNumber!, frameNumber, ...claim };
  });
}

/**
 * Sends a held pending claim to the insurer (its id as the `reference`) and, answered, records it while the
 * row is still the sender's, audited as `actor`'s (the claim keeps the staff member who sent it first).
 */
export async function sendClaim(context: Context, actor: StaffMember, pending: PendingClaim): Promise<Sent<Claim>> {
  const ours = held(insurancePendingClaims, pending);
  const asked = await askInsurer(
    context,
    'claim',
    () =>
      context.insuranceVerifier.claim({
        policyNumber: pending.policyNumber,
        frameNumber: pending.frameNumber,
        reference: pending.id,
        kind: pending.kind,
        occurredAt: pending.occurredAt.toISOString(),
        policeReportNumber: pending.policeReportNumber,
        policeReportedAt: pending.policeReportedAt?.toISOString() ?? null,
      }),
    {
      forget: () => context.db.delete(insurancePendingClaims).where(ours),
      release: () =>
        context.db
          .update(insurancePendingClaims)
          .set({ attempt: null, heldUntil: retryAt(pending.createdAt, context.clock.now()) })
          .where(ours),
    },
  );
  if (asked.status !== 'answered') return asked;
  const { claimNumber } = asked.answer;

  const now = context.clock.now();
  return context.transaction(async (tx): Promise<Sent<Claim>> => {
    const [row] = await tx.delete(insurancePendingClaims).where(ours).returning();
    if (!row) return { status: 'taken_over' };
    const { attempt: _attempt, heldUntil: _heldUntil, createdAt: _createdAt, ...recorded } = row;
    const [saved] = await tx
      .insert(insuranceClaims)
      .values({ ...recorded, claimNumber, createdAt: now })
      .returning();
    await recordAudit(
      tx,
      actor,
      {
        action: 'create',
        entity: CLAIM_ENTITY,
        entityId: saved!.id,
        after: {
          policyNumber: pending.policyNumber,
          claimNumber,
          kind: saved!.kind,
          occurredAt: saved!.occurredAt.toISOString(),
          description: saved!.description,
          policeReportNumber: saved!.policeReportNumber,
          policeReportedAt: saved!.policeReportedAt?.toISOString() ?? null,
        },
      },
      now,
    );
    return { status: 'recorded', recorded: toClaim(saved!, []) };
  });
}

/** Records a claim on a running policy, opened at the insurer first; audited. */
export async function recordClaim(
  context: Context,
  staff: StaffMember,
  policyId: string,
  input: ClaimInput,
  lang: string,
): Promise<Claim> {
  // Checked without a lock first, so that a claim refused by its dates takes no lock at all.
  checkClaimDates(await registeredPolicy(context.db, policyId), input, context.clock.now(), lang);
  const pending = await holdClaim(context, staff, policyId, input, lang);
  return answerStaff(await sendClaim(context, staff, pending));
}
