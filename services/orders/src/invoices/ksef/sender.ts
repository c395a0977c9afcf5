import type { Consumer } from '@shop/service-kit/events';
import { and, asc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { OrdersContext } from '../../context';
import { type InvoiceReference, invoices, orders } from '../../db/schema';
import { buildFa3Xml } from '../fa3-xml';
import type { InvoiceRow } from '../issue-invoice';
import { createKsefClient, type KsefClient, KsefRefused, type KsefSession, KsefUnavailable } from './client';
import { offlineCertificate } from './verification';

// The KSeF sender (issue 26): queued invoices go to KSeF oldest first, one row at a time under its row lock
// (FOR UPDATE SKIP LOCKED), so two orders processes never send one invoice twice: a second process skips
// the row being sent and finds it `sent` once the first commits. queued → sent → accepted | rejected (KSeF's
// reason kept); when KSeF does not answer, the waiting invoices turn `offline` (offline_since) and are sent
// with offlineMode when it answers again, the sender backing off meanwhile. A correction or final invoice
// waits until the invoices it names have KSeF numbers, then its XML is rebuilt with them and sent.

type Db = OrdersContext['db'];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface KsefSenderDeps {
  db: Db;
  client: KsefClient;
  now: () => Date;
}

export interface SendOutcome {
  sent: number;
  rejected: number;
  /** Waiting for the KSeF number of an invoice they name. */
  waiting: number;
  /** KSeF did not answer: the queue went offline. */
  unavailable: boolean;
}

const BATCH = 100;

/** Sends what is queued or offline, oldest first; one online session for the lot, closed at the end. */
export async function sendQueuedInvoices(deps: KsefSenderDeps, limit = BATCH): Promise<SendOutcome> {
  const outcome: SendOutcome = { sent: 0, rejected: 0, waiting: 0, unavailable: false };
  const passed: string[] = [];
  let session: KsefSession | undefined;
  try {
    for (let i = 0; i < limit; i++) {
      const step = await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(invoices)
          .where(
            and(
              inArray(invoices.state, ['queued', 'offline']),
              passed.length ? notInArray(invoices.id, passed) : undefined,
            ),
          )
          .orderBy(asc(invoices.createdAt), asc(invoices.sequence))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!row) return 'done' as const;
        const ready = await withReferences(tx, row);
        if (!ready) {
          passed.push(row.id);
          return 'waiting' as const;
        }
        session ??= await deps.client.openSession();
        let reference: string;
        try {
          reference = await deps.client.sendInvoice(session, ready.xml, { offline: row.offlineSince !== null });
        } catch (error) {
          if (!(error instanceof KsefRefused)) throw error;
          await tx
            .update(invoices)
            .set({ state: 'rejected', ksefRejection: error.message, xml: ready.xml, references: ready.references })
            .where(eq(invoices.id, row.id));
          return 'rejected' as const;
        }
        await tx
          .update(invoices)
          .set({
            state: 'sent',
            xml: ready.xml,
            references: ready.references,
            ksefReference: reference,
            ksefSession: session.referenceNumber,
            ksefSentAt: deps.now(),
            ksefRejection: null,
          })
          .where(eq(invoices.id, row.id));
        return 'sent' as const;
      });
      if (step === 'done') break;
      outcome[step] += 1;
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

export interface PollOutcome {
  accepted: number;
  rejected: number;
  processing: number;
}

/** Asks KSeF about the invoices sent: accepted ones get their KSeF number and UPO, rejected ones the reason. */
export async function pollSentInvoices(deps: KsefSenderDeps, limit = BATCH): Promise<PollOutcome> {
  const outcome: PollOutcome = { accepted: 0, rejected: 0, processing: 0 };
  const passed: string[] = [];
  for (let i = 0; i < limit; i++) {
    const step = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.state, 'sent'), passed.length ? notInArray(invoices.id, passed) : undefined))
        .orderBy(asc(invoices.ksefSentAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return 'done' as const;
      passed.push(row.id);
      if (!row.ksefSession || !row.ksefReference) return 'processing' as const;
      const status = await deps.client.invoiceStatus(row.ksefSession, row.ksefReference);
      if (status.state === 'processing') return 'processing' as const;
      if (status.state === 'rejected') {
        await tx
          .update(invoices)
          .set({ state: 'rejected', ksefRejection: status.reason })
          .where(eq(invoices.id, row.id));
        return 'rejected' as const;
      }
      // A duplicate: KSeF has this very document already (sent before a crash let us record it); its UPO is
      // the first sending's, asked by the KSeF number in that session.
      const upoRequest =
        status.state === 'accepted'
          ? deps.client.upo(row.ksefSession, row.ksefReference)
          : status.sessionReference
            ? deps.client.upoOf(status.sessionReference, status.ksefNumber)
            : Promise.resolve(null);
      const upo = await upoRequest.catch((error) => {
        if (error instanceof KsefRefused) return null;
        throw error;
      });
      if (status.state === 'accepted' && upo === null) {
        await tx.update(invoices).set({ ksefNumber: status.ksefNumber }).where(eq(invoices.id, row.id));
        return 'processing' as const;
      }
      await tx
        .update(invoices)
        .set({ state: 'accepted', ksefNumber: status.ksefNumber, ksefAcceptedAt: deps.now(), upo, ksefRejection: null })
        .where(eq(invoices.id, row.id));
      return 'accepted' as const;
    });
    if (step === 'done') break;
    outcome[step] += 1;
  }
  return outcome;
}

export interface KsefQueue {
  queued: number;
  offline: number;
  sent: number;
  rejected: number;
  /** The oldest invoice not yet accepted or rejected: when it was issued, and since when offline. */
  oldestWaitingAt: string | null;
  offlineSince: string | null;
  /** Minutes the oldest waiting invoice has waited (the dashboard's age). */
  ageMinutes: number;
}

/** The dashboard's figure: how many invoices wait for KSeF, in which state, and for how long. */
export async function ksefQueue(db: Db, now: Date): Promise<KsefQueue> {
  const rows = await db
    .select({
      state: invoices.state,
      count: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${invoices.createdAt})`,
      offlineSince: sql<string | null>`min(${invoices.offlineSince})`,
    })
    .from(invoices)
    .where(inArray(invoices.state, ['queued', 'offline', 'sent', 'rejected']))
    .groupBy(invoices.state);
  const of = (state: string) => rows.find((row) => row.state === state);
  const waiting = rows
    .filter((row) => row.state !== 'rejected' && row.oldest)
    .map((row) => new Date(row.oldest as string));
  const oldest = waiting.length ? new Date(Math.min(...waiting.map((day) => day.getTime()))) : null;
  const offlineSince = of('offline')?.offlineSince;
  return {
    queued: of('queued')?.count ?? 0,
    offline: of('offline')?.count ?? 0,
    sent: of('sent')?.count ?? 0,
    rejected: of('rejected')?.count ?? 0,
    oldestWaitingAt: oldest?.toISOString() ?? null,
    offlineSince: offlineSince ? new Date(offlineSince).toISOString() : null,
    ageMinutes: oldest ? Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 60_000)) : 0,
  };
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
      await pollSentInvoices(deps);
      const sent = await sendQueuedInvoices(deps);
      if (sent.unavailable) {
        wait = Math.min(wait * 2, settings.KSEF_BACKOFF_MAX_SECONDS * 1000);
        log.warn({ retryInSeconds: wait / 1000 }, 'KSeF unavailable: invoices issued offline, sent when it answers');
      } else {
        wait = base;
        if (sent.sent || sent.rejected) log.info(sent, 'invoices sent to KSeF');
      }
    } catch (error) {
      // KsefUnavailable while polling, a refused authentication, a database hiccup: the message names the
      // step and KSeF's reason, never a token.
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
