import { randomUUID } from 'node:crypto';
import type { Consumer } from '@shop/service-kit/events';
import { and, asc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { OrdersContext } from '../../context';
import { type InvoiceReference, invoices, orders } from '../../db/schema';
import { buildFa3Xml } from '../fa3-xml';
import type { InvoiceRow } from '../issue-invoice';
import {
  BATCH,
  claimedBy,
  claimFree,
  type Db,
  KSEF_CLAIM_MS,
  type KsefSenderDeps,
  release,
  released,
  type Tx,
} from './claims';
import { createKsefClient, type KsefClient, KsefRefused, type KsefSession, KsefUnavailable } from './client';
import { pollSentInvoices } from './poller';
import { offlineCertificate } from './verification';

// The KSeF sender (issue 26), claim-then-send: a short transaction picks the next invoice whose claim is free
// or has run out (FOR UPDATE SKIP LOCKED, so two rounds never pick one row at once) and stamps this round's
// claim on it; KSeF is called outside any transaction; a second short transaction records the answer, only
// while the claim is still this round's. No lock is held across the call, so in embedded mode (PGlite, one
// connection) the orders service's other queries do not wait for KSeF. A process that dies after KSeF took an
// invoice sends it again once its claim has run out, and KSeF's duplicate answer (440) records it with the first
// number. queued → sent → accepted | rejected (KSeF's reason kept); when KSeF does not answer, the waiting
// invoices turn `offline` (offline_since) and are sent with offlineMode when it answers again. A correction or
// final invoice waits until the invoices it names have KSeF numbers, then its XML is rebuilt with them and sent.
// Asking KSeF about what was sent is the poller's (poller.ts); the claims both use are in claims.ts.

export interface SendOutcome {
  sent: number;
  rejected: number;
  /** Waiting for the KSeF number of an invoice they name. */
  waiting: number;
  /** KSeF did not answer: the queue went offline. */
  unavailable: boolean;
}

/**
 * Takes the next invoice to send (queued or offline, oldest first, not in `passed`, its claim free) for `round`
 * until now + KSEF_CLAIM_MS, in its own short transaction; with the document to send. One whose references
 * have no KSeF number yet is answered `waiting` and not claimed.
 */
export async function claimNextToSend(
  deps: Pick<KsefSenderDeps, 'db' | 'now'>,
  round: string,
  passed: readonly string[] = [],
): Promise<
  | { kind: 'done' }
  | { kind: 'waiting'; row: InvoiceRow }
  | { kind: 'claimed'; row: InvoiceRow; xml: string; references: InvoiceReference[] }
> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(invoices)
      .where(
        and(
          inArray(invoices.state, ['queued', 'offline']),
          claimFree(now),
          passed.length ? notInArray(invoices.id, [...passed]) : undefined,
        ),
      )
      .orderBy(asc(invoices.createdAt), asc(invoices.sequence))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return { kind: 'done' as const };
    const ready = await withReferences(tx, row);
    if (!ready) return { kind: 'waiting' as const, row };
    await tx
      .update(invoices)
      .set({ ksefClaim: round, ksefClaimedUntil: new Date(now.getTime() + KSEF_CLAIM_MS) })
      .where(eq(invoices.id, row.id));
    return { kind: 'claimed' as const, row, ...ready };
  });
}

export async function sendQueuedInvoices(deps: KsefSenderDeps, limit = BATCH): Promise<SendOutcome> {
  const outcome: SendOutcome = { sent: 0, rejected: 0, waiting: 0, unavailable: false };
  const round = randomUUID();
  const passed: string[] = [];
  let session: KsefSession | undefined;
  try {
    for (let i = 0; i < limit; i++) {
      const next = await claimNextToSend(deps, round, passed);
      if (next.kind === 'done') break;
      passed.push(next.row.id);
      if (next.kind === 'waiting') {
        outcome.waiting += 1;
        continue;
      }
      const { row, xml, references } = next;
      let answer: { reference: string; session: KsefSession } | { refused: KsefRefused };
      try {
        session ??= await deps.client.openSession();
        answer = {
          reference: await deps.client.sendInvoice(session, xml, { offline: row.offlineSince !== null }),
          session,
        };
      } catch (error) {
        if (!(error instanceof KsefRefused) || !session) {
          // Nothing known to be recorded: the claim goes back (a send KSeF did take comes back as a duplicate).
          await release(deps.db, row.id, round);
          throw error;
        }
        answer = { refused: error };
      }
      const recorded = await deps.db
        .update(invoices)
        .set(
          'refused' in answer
            ? { ...released, state: 'rejected', ksefRejection: answer.refused.message, xml, references }
            : {
                ...released,
                state: 'sent',
                xml,
                references,
                ksefReference: answer.reference,
                ksefSession: answer.session.referenceNumber,
                ksefSentAt: deps.now(),
                ksefRejection: null,
              },
        )
        .where(and(claimedBy(row.id, round), inArray(invoices.state, ['queued', 'offline'])))
        .returning({ id: invoices.id });
      if (recorded.length) outcome['refused' in answer ? 'rejected' : 'sent'] += 1;
    }
  } catch (error) {
    if (!(error instanceof KsefUnavailable)) throw error;
    outcome.unavailable = true;
    await goOffline(deps.db, deps.now());
  } finally {
    if (session) await deps.client.closeSession(session).catch(() => undefined);
  }
  return outcome;
}

/** KSeF is unavailable: every invoice still queued is from now on issued offline (kept `offline_since`). */
export async function goOffline(db: Db | Tx, now: Date): Promise<number> {
  const rows = await db
    .update(invoices)
    .set({ state: 'offline', offlineSince: sql`coalesce(${invoices.offlineSince}, ${now.toISOString()}::timestamptz)` })
    .where(eq(invoices.state, 'queued'))
    .returning({ id: invoices.id });
  return rows.length;
}

/**
 * The document to send: as stored when every invoice it names has its KSeF number in it; rebuilt with the
 * numbers once they all have one; null while one is still without (the original goes first).
 */
async function withReferences(
  tx: Tx,
  row: InvoiceRow,
): Promise<{ xml: string; references: InvoiceReference[] } | null> {
  if (row.references.every((reference) => reference.ksefNumber)) return { xml: row.xml, references: row.references };
  const named = await tx
    .select({ id: invoices.id, ksefNumber: invoices.ksefNumber })
    .from(invoices)
    .where(
      and(
        inArray(
          invoices.id,
          row.references.map((reference) => reference.invoiceId),
        ),
        eq(invoices.state, 'accepted'),
        isNotNull(invoices.ksefNumber),
      ),
    );
  const numbers = new Map(named.map((invoice) => [invoice.id, invoice.ksefNumber]));
  const references = row.references.map((reference) => ({
    ...reference,
    ksefNumber: reference.ksefNumber ?? numbers.get(reference.invoiceId) ?? null,
  }));
  if (references.some((reference) => !reference.ksefNumber)) return null;
  const [order] = await tx.select({ number: orders.number }).from(orders).where(eq(orders.id, row.orderId));
  const generatedAt =
    /<DataWytworzeniaFa>([^<]+)<\/DataWytworzeniaFa>/.exec(row.xml)?.[1] ?? row.createdAt.toISOString();
  const xml = buildFa3Xml({ ...row, references, generatedAt, orderNumber: order?.number ?? '' });
  return { xml, references };
}

/**
 * One round of the sender: asks about what was sent, then sends what waits. KSeF not answering while it is
 * asked about sent invoices is the same outage as while sending: the queue goes offline at once (otherwise an
 * invoice sent just before KSeF went down kept every later one `queued`, without its offline marks).
 */
export async function ksefRound(deps: KsefSenderDeps): Promise<SendOutcome> {
  try {
    await pollSentInvoices(deps);
  } catch (error) {
    if (!(error instanceof KsefUnavailable)) throw error;
    await goOffline(deps.db, deps.now());
    return { sent: 0, rejected: 0, waiting: 0, unavailable: true };
  }
  return sendQueuedInvoices(deps);
}

/**
 * The sender's loop, started with the orders service when KSeF is configured (KSEF_URL, KSEF_TOKEN,
 * KSEF_NIP): every KSEF_SEND_SECONDS it asks about what was sent and sends what waits; while KSeF is
 * unavailable the wait doubles up to KSEF_BACKOFF_MAX_SECONDS. Stopped with the service.
 */
export async function startKsefSender(context: OrdersContext, client?: KsefClient): Promise<Consumer> {
  const { settings, log } = context;
  if (!client && (!settings.KSEF_URL || !settings.KSEF_TOKEN || !settings.KSEF_NIP)) {
    log.warn('KSeF is not configured (KSEF_URL, KSEF_TOKEN, KSEF_NIP): invoices stay queued, unsent');
    return { stop: async () => undefined };
  }
  // A configured offline certificate that cannot sign stops the start here, not at the first offline invoice.
  offlineCertificate(settings);
  const deps: KsefSenderDeps = {
    db: context.db,
    client:
      client ??
      createKsefClient({
        url: settings.KSEF_URL as string,
        token: settings.KSEF_TOKEN as string,
        nip: settings.KSEF_NIP as string,
      }),
    now: () => context.clock.now(),
  };
  const base = settings.KSEF_SEND_SECONDS * 1000;
  let wait = base;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = async () => {
    try {
      const sent = await ksefRound(deps);
      if (sent.unavailable) {
        wait = Math.min(wait * 2, settings.KSEF_BACKOFF_MAX_SECONDS * 1000);
        log.warn({ retryInSeconds: wait / 1000 }, 'KSeF unavailable: invoices issued offline, sent when it answers');
      } else {
        wait = base;
        if (sent.sent || sent.rejected) log.info(sent, 'invoices sent to KSeF');
      }
    } catch (error) {
      // A refused authentication, a database hiccup: the message names the step and KSeF's reason, never a
      // token.
      const unavailable = error instanceof KsefUnavailable;
      wait = unavailable ? Math.min(wait * 2, settings.KSEF_BACKOFF_MAX_SECONDS * 1000) : base;
      log.warn({ reason: (error as Error).message, retryInSeconds: wait / 1000 }, 'KSeF sender: trying again later');
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(() => {
        running = undefined;
        schedule();
      });
    }, wait);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
