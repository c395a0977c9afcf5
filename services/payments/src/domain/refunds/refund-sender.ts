import { randomUUID } from 'node:crypto';
import { formatMoney } from '@shop/contracts';
import type { Consumer } from '@shop/service-kit/events';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { PaymentsContext } from '../../context';
import { refunds, transactions } from '../../db/schema';
import { providerOfMethod } from '../../providers';
import type { ProviderMethod, RefundAnswer } from '../../providers/provider';
import { refundableOf, settleRefund } from '../admin/record-transaction';
import { announceCompleted, announceFailed, type RefundRow } from './refund-rows';

// The refund sender (issue 27), claim-then-call like the KSeF sender (services/orders/src/invoices/ksef/sender.ts):
// a short transaction takes the next refund waiting for a provider (FOR UPDATE SKIP LOCKED), checks it once
// against what may still be given back under the order's lock, marks it `sent` and stamps this round's claim;
// the provider is called outside any transaction; a second short transaction records the answer only while the
// claim is still this round's. No answer (a time-out, a cut connection, the provider down) gives the claim back
// with the refund still `sent`: a later round asks again with the same refund id (after 30 s, doubling up to
// 30 minutes, so a provider that is down is not asked every round), and the adapter makes sure the money goes
// back once. Only one refund of an order is `sent` at a time, so a lost answer is unambiguous.

type Context = Pick<PaymentsContext, 'db' | 'providers' | 'clock' | 'log' | 'services' | 'transaction'>;

/** How long a round may hold a refund it took: longer than any provider's call and its recording. */
export const REFUND_CLAIM_MS = 2 * 60_000;

const claimFree = (now: Date) => or(isNull(refunds.claimedUntil), lt(refunds.claimedUntil, now));
const claimedBy = (id: string, round: string) => and(eq(refunds.id, id), eq(refunds.claim, round));
const released = { claim: null, claimedUntil: null } as const;

export interface RefundRoundOutcome {
  completed: number;
  failed: number;
  /** Sent without an answer: asked again once its retry is due (refundRetryDelayMs). */
  unanswered: number;
}

type Claimed = {
  kind: 'claimed';
  row: RefundRow;
  provider: string;
  paymentRef: string;
  refundedBeforePln: number;
  repeat: boolean;
};

const money = (amount: number, currency: string) => formatMoney({ amount, currency: currency as 'PLN' | 'EUR' }, 'pl');

/** Takes the next refund for a provider; a first take checks it and marks it `sent` (or failed, with why). */
export async function claimNextRefund(
  context: Context,
  round: string,
  passed: readonly string[] = [],
): Promise<{ kind: 'done' } | { kind: 'skipped'; row: RefundRow } | Claimed> {
  const now = context.clock.now();
  return context.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refunds)
      .where(
        and(
          inArray(refunds.status, ['requested', 'sent']),
          claimFree(now),
          passed.length ? notInArray(refunds.id, [...passed]) : undefined,
        ),
      )
      .orderBy(asc(refunds.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return { kind: 'done' as const };
    const fail = async (failure: string) => {
      const [failed] = await tx
        .update(refunds)
        .set({ status: 'failed', failure, updatedAt: now })
        .where(eq(refunds.id, row.id))
        .returning();
      await announceFailed(tx, failed!);
      context.log.warn({ refundId: row.id, failure }, 'a refund cannot be made');
      return { kind: 'skipped' as const, row: failed! };
    };
    let current = row;
    if (row.status === 'requested') {
      // Counted against the order's money one writer at a time (as record-transaction.ts counts).
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payments:order:${row.orderId}`}, 0))`);
      const [busy] = await tx
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.orderId, row.orderId), eq(refunds.status, 'sent')))
        .limit(1);
      if (busy) return { kind: 'skipped' as const, row };
      const provider = providerOfMethod[row.method as ProviderMethod];
      const [payment] = await tx
        .select()
        .from(transactions)
        .where(
          and(
            eq(transactions.orderId, row.orderId),
            eq(transactions.provider, provider ?? ''),
            eq(transactions.result, 'success'),
            inArray(transactions.type, ['online', 'card']),
            isNotNull(transactions.providerRef),
          ),
        )
        .orderBy(desc(transactions.settledAt))
        .limit(1);
      if (!payment) return fail('Zamówienie nie ma płatności przez operatora, z której można oddać pieniądze.');
      const available = Math.max(0, await refundableOf(tx, row.orderId));
      if (row.amount > available) {
        return fail(
          `Zwrot ${money(row.amount, row.currency)} przekracza to, co można jeszcze oddać: ${money(available, row.currency)}.`,
        );
      }
      // The provider took PLN: it gives back the same share of what it charged.
      const amountPln =
        payment.currency === 'PLN' ? row.amount : Math.round((row.amount * payment.amountPln) / payment.amount);
      const [sent] = await tx
        .update(refunds)
        .set({ status: 'sent', paymentTransactionId: payment.id, amountPln, sentAt: now })
        .where(eq(refunds.id, row.id))
        .returning();
      current = sent!;
    }
    const [payment] = await tx
      .select({ provider: transactions.provider, providerRef: transactions.providerRef })
      .from(transactions)
      .where(eq(transactions.id, current.paymentTransactionId as string));
    const [before] = await tx
      .select({ total: sql<string>`coalesce(sum(${refunds.amountPln}), 0)` })
      .from(refunds)
      .where(
        and(eq(refunds.paymentTransactionId, current.paymentTransactionId as string), eq(refunds.status, 'completed')),
      );
    const [claimed] = await tx
      .update(refunds)
      .set({
        claim: round,
        claimedUntil: new Date(now.getTime() + REFUND_CLAIM_MS),
        attempts: row.attempts + 1,
        updatedAt: now,
      })
      .where(eq(refunds.id, row.id))
      .returning();
    return {
      kind: 'claimed' as const,
      row: claimed!,
      provider: payment?.provider ?? '',
      paymentRef: payment?.providerRef ?? '',
      refundedBeforePln: Number(before?.total ?? 0),
      repeat: row.attempts > 0,
    };
  });
}

/** How long a refund asked without an answer waits before it is asked again: 30 s, doubling, at most 30 min. */
export const refundRetryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 1_800_000);

/** Gives the claim back, the refund still `sent`, not to be taken again before its retry is due. */
async function waitForRetry(context: Context, claimed: Claimed, round: string) {
  const due = new Date(context.clock.now().getTime() + refundRetryDelayMs(claimed.row.attempts));
  await context.db.update(refunds).set({ claim: null, claimedUntil: due }).where(claimedBy(claimed.row.id, round));
}

/** Records the provider's answer while the claim is still this round's: completed (with its transaction) or failed. */
async function recordAnswer(context: Context, claimed: Claimed, round: string, answer: RefundAnswer) {
  const { row } = claimed;
  return context.transaction(async (tx) => {
    const now = context.clock.now();
    const still = and(claimedBy(row.id, round), eq(refunds.status, 'sent'));
    if (answer.result === 'refused') {
      const [failed] = await tx
        .update(refunds)
        .set({ ...released, status: 'failed', failure: `Operator odmówił zwrotu (${answer.reason}).`, updatedAt: now })
        .where(still)
        .returning();
      if (failed) await announceFailed(tx, failed);
      return failed ? ('failed' as const) : undefined;
    }
    const [mine] = await tx.select({ id: refunds.id }).from(refunds).where(still).for('update');
    if (!mine) return undefined;
    const recorded = await settleRefund(
      context,
      tx,
      { id: row.orderId, number: row.orderNumber, currency: row.currency as 'PLN' | 'EUR', method: row.method },
      {
        amount: row.amount,
        settledAt: now,
        recordedBy: null,
        note: `Zwrot ${row.reference} przez ${claimed.provider}${answer.providerRef ? ` (${answer.providerRef})` : ''}`,
      },
      'record',
    );
    const [completed] = await tx
      .update(refunds)
      .set({
        ...released,
        status: 'completed',
        providerRef: answer.providerRef ?? null,
        transactionId: recorded.id,
        completedAt: now,
        updatedAt: now,
      })
      .where(eq(refunds.id, row.id))
      .returning();
    await announceCompleted(tx, completed!);
    return 'completed' as const;
  });
}

/** One round: every refund waiting for a provider (or for a lost answer) is sent, oldest first. */
export async function sendRefunds(context: Context, limit = 100): Promise<RefundRoundOutcome> {
  const outcome: RefundRoundOutcome = { completed: 0, failed: 0, unanswered: 0 };
  const round = randomUUID();
  const passed: string[] = [];
  for (let i = 0; i < limit; i++) {
    const next = await claimNextRefund(context, round, passed);
    if (next.kind === 'done') break;
    passed.push(next.row.id);
    if (next.kind === 'skipped') {
      if (next.row.status === 'failed') outcome.failed += 1;
      continue;
    }
    const refund = context.providers.byName(next.provider)?.refund;
    let answer: RefundAnswer;
    try {
      if (!refund) throw new Error(`${next.provider || 'the provider'} is not configured for refunds`);
      answer = await refund({
        refundId: next.row.id,
        paymentRef: next.paymentRef,
        amountPln: next.row.amountPln ?? next.row.amount,
        refundedBeforePln: next.refundedBeforePln,
        repeat: next.repeat,
      });
    } catch (error) {
      // Not known whether the money went back: asked again with the same refund id once its retry is due.
      await waitForRetry(context, next, round);
      context.log.warn({ refundId: next.row.id, reason: (error as Error).message }, 'a refund got no answer');
      outcome.unanswered += 1;
      continue;
    }
    const step = await recordAnswer(context, next, round, answer);
    if (step) outcome[step] += 1;
  }
  return outcome;
}

/** The sender's loop (every REFUND_SEND_SECONDS; 0 turns it off), and a way to run it soon after a request. */
export function startRefundSender(context: PaymentsContext): Consumer & { kick(): void } {
  const every = context.settings.REFUND_SEND_SECONDS * 1000;
  let stopped = every === 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = async () => {
    try {
      const round = await sendRefunds(context);
      if (round.completed || round.failed) context.log.info(round, 'refunds sent');
    } catch (error) {
      context.log.warn({ reason: (error as Error).message }, 'refund sender: trying again later');
    }
  };
  const schedule = (wait: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (running) return schedule(every);
      running = tick().finally(() => {
        running = undefined;
        schedule(every);
      });
    }, wait);
    timer.unref();
  };
  schedule(every);
  return {
    kick: () => schedule(50),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
