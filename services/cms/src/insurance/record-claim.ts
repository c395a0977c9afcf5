import { bikeTakingClaims, type Claim } from '@shop/contracts';
import type { StaffMember } from '@shop/service-kit';
import { recordAudit } from '@shop/service-kit/db';
import { and, eq } from 'drizzle-orm';
import {
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
  same,
  takenOver,
  toClaim,
} from './claims';
import { insuranceClaims, insurancePendingClaims } from './claims.schema';

// Recording a claim, claim-then-call (claims.ts says how and why): pending, the insurer asked, recorded.

type PendingClaim = { id: string; attempt: string; policyNumber: string; frameNumber: string };

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
 * policy, kind, times and police report: what the insurer was told) is taken over with its id.
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
      .select({ id: t.id })
      .from(t)
      .where(
        and(
          eq(t.policyId, policyId),
          eq(t.kind, claim.kind),
          eq(t.occurredAt, claim.occurredAt),
          same(t.policeReportNumber, claim.policeReportNumber),
          same(t.policeReportedAt, claim.policeReportedAt),
          free(t.heldUntil, now),
        ),
      )
      .limit(1);
    const id = earlier?.id ?? crypto.randomUUID();
    if (earlier) await tx.update(t).set(values).where(eq(t.id, id));
    else await tx.insert(t).values({ id, ...values, createdAt: now });
    return { id, attempt, policyNumber: policy.policyNumber!, frameNumber: policy.frameNumber };
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
  const claim = reported(input);
  const ours = held(insurancePendingClaims, pending);
  const { claimNumber } = await askInsurer(
    context,
    'claim',
    () =>
      context.insuranceVerifier.claim({
        policyNumber: pending.policyNumber,
        frameNumber: pending.frameNumber,
        reference: pending.id,
        kind: claim.kind,
        occurredAt: claim.occurredAt.toISOString(),
        policeReportNumber: claim.policeReportNumber,
        policeReportedAt: claim.policeReportedAt?.toISOString() ?? null,
      }),
    {
      forget: () => context.db.delete(insurancePendingClaims).where(ours),
      release: () => context.db.update(insurancePendingClaims).set({ attempt: null, heldUntil: null }).where(ours),
    },
  );

  const now = context.clock.now();
  return context.transaction(async (tx) => {
    const [row] = await tx.delete(insurancePendingClaims).where(ours).returning();
    if (!row) throw takenOver();
    const { attempt: _attempt, heldUntil: _heldUntil, createdAt: _createdAt, ...recorded } = row;
    const [saved] = await tx
      .insert(insuranceClaims)
      .values({ ...recorded, claimNumber, createdAt: now })
      .returning();
    await recordAudit(
      tx,
      staff,
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
    return toClaim(saved!, []);
  });
}
