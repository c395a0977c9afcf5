import { randomUUID } from 'node:crypto';
import { type EventData, InvoiceAccepted } from '@shop/contracts';
import { recordEvent } from '@shop/service-kit/events';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { invoices, orders } from '../../db/schema';
import type { InvoiceRow } from '../issue-invoice';
import { BATCH, claimedBy, claimFree, KSEF_CLAIM_MS, type KsefSenderDeps, release, released, type Tx } from './claims';
import { KsefRefused } from './client';

// The KSeF poller (issue 26): asks KSeF about the invoices sent, each claimed for the round and recorded only
// while the claim is still the round's: accepted (KSeF number, UPO, `invoice-accepted`) or rejected (reason).

export interface PollOutcome {
  accepted: number;
  rejected: number;
  processing: number;
}

/** Takes the next `sent` invoice to ask KSeF about (oldest sending first, its claim free) for `round`. */
async function claimNextToPoll(deps: KsefSenderDeps, round: string, passed: readonly string[]) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.state, 'sent'),
          claimFree(now),
          passed.length ? notInArray(invoices.id, [...passed]) : undefined,
        ),
      )
      .orderBy(asc(invoices.ksefSentAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return undefined;
    await tx
      .update(invoices)
      .set({ ksefClaim: round, ksefClaimedUntil: new Date(now.getTime() + KSEF_CLAIM_MS) })
      .where(eq(invoices.id, row.id));
    return row;
  });
}

/**
 * Asks KSeF about the invoices sent: accepted ones get their KSeF number and UPO (and are announced), rejected
 * ones the reason. Each is claimed, asked about outside any transaction, and recorded while still claimed.
 */
export async function pollSentInvoices(deps: KsefSenderDeps, limit = BATCH): Promise<PollOutcome> {
  const outcome: PollOutcome = { accepted: 0, rejected: 0, processing: 0 };
  const round = randomUUID();
  const passed: string[] = [];
  for (let i = 0; i < limit; i++) {
    const row = await claimNextToPoll(deps, round, passed);
    if (!row) break;
    passed.push(row.id);
    let step: keyof PollOutcome;
    try {
      step = await pollOne(deps, row, round);
    } catch (error) {
      await release(deps.db, row.id, round);
      throw error;
    }
    outcome[step] += 1;
  }
  return outcome;
}

async function pollOne(deps: KsefSenderDeps, row: InvoiceRow, round: string): Promise<keyof PollOutcome> {
  if (!row.ksefSession || !row.ksefReference) {
    await release(deps.db, row.id, round);
    return 'processing';
  }
  const status = await deps.client.invoiceStatus(row.ksefSession, row.ksefReference);
  const still = and(claimedBy(row.id, round), eq(invoices.state, 'sent'));
  if (status.state === 'processing') {
    await release(deps.db, row.id, round);
    return 'processing';
  }
  if (status.state === 'rejected') {
    const done = await deps.db
      .update(invoices)
      .set({ ...released, state: 'rejected', ksefRejection: status.reason })
      .where(still)
      .returning({ id: invoices.id });
    return done.length ? 'rejected' : 'processing';
  }
  // A duplicate: KSeF has this very document already (sent before a crash let us record it); its UPO is the
  // first sending's, asked by the KSeF number in that session.
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
    await deps.db
      .update(invoices)
      .set({ ...released, ksefNumber: status.ksefNumber })
      .where(still);
    return 'processing';
  }
  return deps.db.transaction(async (tx) => {
    const [accepted] = await tx
      .update(invoices)
      .set({
        ...released,
        state: 'accepted',
        ksefNumber: status.ksefNumber,
        ksefAcceptedAt: deps.now(),
        upo,
        ksefRejection: null,
      })
      .where(still)
      .returning();
    if (!accepted) return 'processing' as const;
    await recordInvoiceAccepted(tx, accepted);
    return 'accepted' as const;
  });
}

/**
 * `invoice-accepted`, under the invoice's own id: the buyer's e-mail with the PDF and XML, once per invoice.
 * Recorded in the transaction that marks the invoice accepted, so the outbox relay publishes it after the commit.
 */
async function recordInvoiceAccepted(tx: Tx, invoice: InvoiceRow) {
  const [order] = await tx
    .select({ number: orders.number, email: orders.email, language: orders.language })
    .from(orders)
    .where(eq(orders.id, invoice.orderId));
  if (!order) throw new Error(`invoice ${invoice.id} names no order`);
  // An order without an e-mail (an order placed by staff may have none) has nobody to write to.
  if (!InvoiceAccepted.data.shape.email.safeParse(order.email).success) return;
  await recordEvent(
    tx,
    InvoiceAccepted,
    {
      invoiceId: invoice.id,
      orderId: invoice.orderId,
      orderNumber: order.number,
      number: invoice.number,
      kind: invoice.kind,
      ksefNumber: invoice.ksefNumber as string,
      email: order.email,
      language: order.language as EventData<typeof InvoiceAccepted>['language'],
    },
    { id: invoice.id },
  );
}
