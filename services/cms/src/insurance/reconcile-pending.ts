import { type AdminType, bikeTakingClaims } from '@shop/contracts';
import type { StaffMember } from '@shop/service-kit';
import { type Consumer, repeatEvery } from '@shop/service-kit/events';
import { and, asc, eq } from 'drizzle-orm';
import type { CmsContext } from '../context';
import { type Context, due, INSURER_CALL_HOLD_MS, type Sent } from './claims';
import { insuranceClaims, insurancePendingClaims, insurancePendingPayouts } from './claims.schema';
import { type PendingClaim, sendClaim } from './record-claim';
import { type PendingPayout, sendPayout } from './record-payout';
import { insurancePolicies } from './schema';

// The reconciliation of pending claims and payouts with the insurer (docs/decisions/insurance-claims.md,
// "Reconciliation"). A claim or payout whose insurer call got no answer stays pending: the insurer may have
// made it. Every INSURANCE_RECONCILE_SECONDS a round takes over each pending row whose hold ran out (its
// request died, or its call failed and its back-off passed) and sends it again with the same reference, as
// staff sending the same claim again would (`sendClaim`, `sendPayout`): answered, it is recorded, audited as
// the service's; refused, the row goes; unanswered, it is released with a longer back-off (claims.ts
// `retryAt`), so a down insurer is asked about each row less and less often. The round holds a row with its
// own id as the attempt: staff sending the same claim meanwhile take it over (claims.ts `free`).

/** How many claims and how many payouts one round sends at most; the rest are due in the next round. */
const ROUND_SIZE = 20;

/**
 * Who the audit log names for what a round records: the service itself (`system`, as warehouse names its own
 * operations); the audit log keeps staff's columns, so the admin type says it is no staff member.
 */
export const RECONCILIATION: StaffMember = { id: 'system', name: 'cms', adminType: 'system' as AdminType };

export type RoundTally = Record<Sent<unknown>['status'], number>;

/** The reconciling loop, stopped with the service. */
export function startPendingReconciliation(context: CmsContext): Consumer {
  return repeatEvery(
    () => context.settings.INSURANCE_RECONCILE_SECONDS * 1000,
    () => reconcilePending(context),
  );
}

/** One round: sends every due pending claim, then every due payout; answers how each ended. */
export async function reconcilePending(context: Context): Promise<{ claims: RoundTally; payouts: RoundTally }> {
  const claims = tally();
  const payouts = tally();
  try {
    for (const pending of await dueClaims(context)) {
      const taken = await takeClaim(context, pending);
      if (taken) claims[(await sendClaim(context, RECONCILIATION, taken)).status] += 1;
    }
    for (const pending of await duePayouts(context)) {
      const taken = await takePayout(context, pending);
      if (taken) payouts[(await sendPayout(context, RECONCILIATION, taken)).status] += 1;
    }
  } catch (error) {
    // The database went away mid-round: a row taken comes back when its hold runs out.
    context.log.warn({ err: (error as Error).message }, 'insurance reconciliation: the round stopped, trying later');
  }
  const sent = [claims, payouts].some((counts) => Object.values(counts).some(Boolean));
  if (sent) context.log.info({ claims, payouts }, 'pending insurance claims and payouts sent again');
  return { claims, payouts };
}

const tally = (): RoundTally => ({ recorded: 0, refused: 0, unanswered: 0, taken_over: 0 });

/** The round's hold: the row's own id as the attempt marks it as the reconciliation's. */
const hold = (context: Context, id: string) => ({
  attempt: id,
  heldUntil: new Date(context.clock.now().getTime() + INSURER_CALL_HOLD_MS),
});

function dueClaims(context: Context) {
  const t = insurancePendingClaims;
  return context.db
    .select({ id: t.id, policyNumber: insurancePolicies.policyNumber, frameNumber: insurancePolicies.frameNumber })
    .from(t)
    .innerJoin(insurancePolicies, eq(insurancePolicies.id, t.policyId))
    .where(due(t, context.clock.now()))
    .orderBy(asc(t.createdAt))
    .limit(ROUND_SIZE);
}

/** Takes the claim over for this round, unless a request or another round took it since it was read. */
async function takeClaim(
  context: Context,
  found: Awaited<ReturnType<typeof dueClaims>>[number],
): Promise<PendingClaim | undefined> {
  const t = insurancePendingClaims;
  const [row] = await context.db
    .update(t)
    .set(hold(context, found.id))
    .where(and(eq(t.id, found.id), due(t, context.clock.now())))
    .returning();
  if (!row) return undefined;
  const { id, createdAt, kind, occurredAt, policeReportNumber, policeReportedAt } = row;
  const { policyNumber, frameNumber } = found;
  return {
    id,
    attempt: id,
    createdAt,
    policyNumber: policyNumber!,
    frameNumber,
    kind,
    occurredAt,
    policeReportNumber,
    policeReportedAt,
  };
}

function duePayouts(context: Context) {
  const t = insurancePendingPayouts;
  return context.db
    .select({
      id: t.id,
      policyNumber: insurancePolicies.policyNumber,
      claimNumber: insuranceClaims.claimNumber,
      kind: insuranceClaims.kind,
    })
    .from(t)
    .innerJoin(insuranceClaims, eq(insuranceClaims.id, t.claimId))
    .innerJoin(insurancePolicies, eq(insurancePolicies.id, t.policyId))
    .where(due(t, context.clock.now()))
    .orderBy(asc(t.createdAt))
    .limit(ROUND_SIZE);
}

/** Takes the payout over for this round, unless a request or another round took it since it was read. */
async function takePayout(
  context: Context,
  found: Awaited<ReturnType<typeof duePayouts>>[number],
): Promise<PendingPayout | undefined> {
  const t = insurancePendingPayouts;
  const [row] = await context.db
    .update(t)
    .set(hold(context, found.id))
    .where(and(eq(t.id, found.id), due(t, context.clock.now())))
    .returning();
  if (!row) return undefined;
  const { id, createdAt, policyId, claimId, amount } = row;
  return {
    id,
    attempt: id,
    createdAt,
    policyId,
    claimId,
    amount,
    policyNumber: found.policyNumber!,
    claimNumber: found.claimNumber,
    bikeTaking: bikeTakingClaims.includes(found.kind),
  };
}
