import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { OrdersContext } from '../../context';
import { invoices } from '../../db/schema';
import type { KsefClient } from './client';

// What the KSeF sender and poller share: a round claims an invoice before calling KSeF and records the answer
// only while the claim is still its own (see sender.ts).

export type Db = OrdersContext['db'];
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface KsefSenderDeps {
  db: Db;
  client: KsefClient;
  now: () => Date;
}

/**
 * Invoices sent, and asked about, in one round at most. A round goes on until nothing waits, so a busy day's
 * queue empties in one or two rounds instead of a hundred every round (bench:invoices saw acceptances come in
 * waves of 100 every two rounds); one online session holds up to 10 000 invoices.
 */
export const BATCH = 1000;

/** How long a round may hold an invoice it took: longer than any KSeF call (15 s time-out) and its recording. */
export const KSEF_CLAIM_MS = 2 * 60_000;

/** The claim is free: never stamped, released, or run out. */
export const claimFree = (now: Date) => or(isNull(invoices.ksefClaimedUntil), lt(invoices.ksefClaimedUntil, now));

/** Still this round's: recorded only then (a round whose claim ran out and was taken over records nothing). */
export const claimedBy = (id: string, round: string) => and(eq(invoices.id, id), eq(invoices.ksefClaim, round));

export const released = { ksefClaim: null, ksefClaimedUntil: null } as const;

/** Gives a claim back (KSeF did not answer, or the round failed): the next round takes the invoice at once. */
export async function release(db: Db, id: string, round: string) {
  await db.update(invoices).set(released).where(claimedBy(id, round));
}

/** Sends what is queued or offline, oldest first; one online session for the lot, closed at the end. */
