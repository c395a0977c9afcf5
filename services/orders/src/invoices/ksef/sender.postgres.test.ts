import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from '@shop/service-kit/db';
import { createTestDatabase, openTestDatabase, postgresAvailable, until } from '@shop/service-kit/testing';
import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrdersContext } from '../../context';
import * as schema from '../../db/schema';
import { invoices, orders, outbox } from '../../db/schema';
import { ordersSettings } from '../../settings';
import { contentsOf, refundLines } from '../contents';
import { issued, paidVatDraft, placeDealerOrders } from '../invoice-fixtures.test-support';
import type { InvoiceRow } from '../issue-invoice';
import { KSEF_CLAIM_MS } from './claims';
import { createKsefClient } from './client';
import { pollSentInvoices } from './poller';
import { ksefQueue } from './queue';
import { isValidKsefNumber, ksefSandboxCredentials, type RunningKsefSandbox, startKsefSandbox } from './sandbox';
import { claimNextToSend, ksefRound, sendQueuedInvoices, startKsefSender } from './sender';

// The sender on real PostgreSQL against the KSeF sandbox: queued invoices accepted with their KSeF number and
// UPO; a rejection keeps KSeF's reason; KSeF down turns the queue offline and it is sent (offline mode) and
// accepted when KSeF is back; two senders at once never send one invoice twice; a correction waits for its
// original's KSeF number and is sent rebuilt with it; no row lock is held while KSeF is called; a process dying
// after KSeF took an invoice sends it again once its claim runs out; an accepted invoice is announced once; and
// the token is in no log line.

const available = await postgresAvailable();
const migrations = fileURLToPath(new URL('../../db/migrations', import.meta.url));
let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
let handle: DatabaseHandle<typeof schema>;
let sandbox: RunningKsefSandbox;

beforeAll(async () => {
  sandbox = await startKsefSandbox();
  if (!available) return;
  database = await createTestDatabase('shop_test_ksef');
  handle = await openTestDatabase({ schema, url: database.url });
  await handle.migrate(migrations);
}, 120_000);
afterAll(async () => {
  await sandbox?.stop();
  await handle?.close();
  await database?.drop();
});
beforeEach(async () => {
  Object.assign(sandbox.control, { mode: 'accept', delayMs: 0, processingPolls: 1, accessTokenSeconds: 900 });
  // Each test starts from an empty queue: earlier tests' invoices are settled out of the way.
  if (available)
    await handle.db
      .update(invoices)
      .set({ state: 'accepted' })
      .where(inArray(invoices.state, ['queued', 'offline', 'sent']));
});

async function issue(count: number): Promise<InvoiceRow[]> {
  const rows: InvoiceRow[] = [];
  for (const order of await placeDealerOrders(handle.db, count))
    rows.push(await issued(handle.db, paidVatDraft(order)));
  return rows;
}

const deps = (now = () => new Date()) => ({
  db: handle.db,
  client: createKsefClient({ url: sandbox.url, ...ksefSandboxCredentials }),
  now,
});
const rowsOf = (ids: string[]) => handle.db.select().from(invoices).where(inArray(invoices.id, ids));

/** Polls until nothing is being processed any more (the sandbox answers "processing" once per invoice). */
async function settle(dependencies = deps()) {
  for (let i = 0; i < 10; i++) {
    const outcome = await pollSentInvoices(dependencies);
    if (outcome.processing === 0) return;
  }
}

describe.skipIf(!available)('the KSeF sender on PostgreSQL', () => {
  it('sends queued invoices oldest first; each is accepted with its KSeF number and UPO', async () => {
    const issued = await issue(3);
    const before = sandbox.received.length;
    expect(await sendQueuedInvoices(deps())).toEqual({ sent: 3, rejected: 0, waiting: 0, unavailable: false });
    expect(sandbox.received.slice(before).map((receipt) => /<P_2>([^<]+)</.exec(receipt.xml)?.[1])).toEqual(
      issued.map((row) => row.number),
    );
    const sent = await rowsOf(issued.map((row) => row.id));
    expect(sent.every((row) => row.state === 'sent' && row.ksefReference && row.ksefSession && row.ksefSentAt)).toBe(
      true,
    );
    await settle();
    for (const row of await rowsOf(issued.map((invoice) => invoice.id))) {
      expect(row.state).toBe('accepted');
      expect(isValidKsefNumber(row.ksefNumber ?? '')).toBe(true);
      expect(row.upo).toContain(`<NumerKSeFDokumentu>${row.ksefNumber}</NumerKSeFDokumentu>`);
      expect(row.ksefAcceptedAt).toBeInstanceOf(Date);
      expect(row.offlineSince).toBeNull();
    }
  });

  it('a rejected invoice keeps its number and KSeF reason, and is not sent again by itself', async () => {
    const [invoice] = await issue(1);
    sandbox.control.mode = 'reject';
    await sendQueuedInvoices(deps());
    await settle();
    const [row] = await rowsOf([invoice!.id]);
    expect(row).toMatchObject({ state: 'rejected', number: invoice!.number, ksefNumber: null });
    expect(row?.ksefRejection).toMatch(/^450 Błąd weryfikacji semantyki dokumentu faktury/);
    const before = sandbox.received.length;
    sandbox.control.mode = 'accept';
    expect((await sendQueuedInvoices(deps())).sent).toBe(0);
    expect(sandbox.received.length).toBe(before);
  });

  it('KSeF down: the queue goes offline with its age; when KSeF is back the invoices go in offline mode and are accepted', async () => {
    const issued = await issue(2);
    sandbox.control.mode = 'down';
    const outcome = await sendQueuedInvoices(deps());
    expect(outcome).toMatchObject({ sent: 0, unavailable: true });
    const offline = await rowsOf(issued.map((row) => row.id));
    expect(offline.every((row) => row.state === 'offline' && row.offlineSince instanceof Date)).toBe(true);
    const queue = await ksefQueue(handle.db, new Date(Date.now() + 30 * 60_000));
    expect(queue).toMatchObject({ offline: 2, queued: 0, sent: 0 });
    expect(queue.ageMinutes).toBeGreaterThanOrEqual(29);
    expect(queue.offlineSince).not.toBeNull();

    // An invoice issued while KSeF is still down joins the offline queue on the next try.
    const [later] = await issue(1);
    await sendQueuedInvoices(deps());
    expect((await rowsOf([later!.id]))[0]?.state).toBe('offline');

    sandbox.control.mode = 'accept';
    const before = sandbox.received.length;
    expect((await sendQueuedInvoices(deps())).sent).toBe(3);
    expect(sandbox.received.slice(before).every((receipt) => receipt.offline)).toBe(true);
    await settle();
    const accepted = await rowsOf([...issued.map((row) => row.id), later!.id]);
    expect(accepted.every((row) => row.state === 'accepted' && row.ksefNumber && row.offlineSince)).toBe(true);
    expect(await ksefQueue(handle.db, new Date())).toMatchObject({ offline: 0, queued: 0, sent: 0, ageMinutes: 0 });
  });

  it('KSeF going down while a sent invoice awaits its answer still turns the queue offline in that round', async () => {
    const [first] = await issue(1);
    sandbox.control.processingPolls = 1000;
    expect((await ksefRound(deps())).sent).toBe(1);
    const [waiting] = await issue(1);
    sandbox.control.mode = 'down';
    expect(await ksefRound(deps())).toMatchObject({ sent: 0, unavailable: true });
    const rows = await rowsOf([first!.id, waiting!.id]);
    expect(rows.find((row) => row.id === first!.id)?.state).toBe('sent');
    expect(rows.find((row) => row.id === waiting!.id)).toMatchObject({
      state: 'offline',
      offlineSince: expect.any(Date),
    });
  });

  it('an invoice KSeF took before a crash kept us from recording it is accepted with its first number and UPO', async () => {
    const [invoice] = await issue(1);
    // The crash: KSeF received and accepted the document, the row still says queued.
    const { client } = deps();
    const session = await client.openSession();
    await client.sendInvoice(session, invoice!.xml);
    const first = sandbox.received.at(-1);
    expect(first?.ksefNumber).toBeTruthy();
    await sendQueuedInvoices(deps());
    await settle();
    const [row] = await rowsOf([invoice!.id]);
    expect(row).toMatchObject({ state: 'accepted', ksefNumber: first?.ksefNumber });
    expect(row?.upo).toContain(`<NumerKSeFDokumentu>${first?.ksefNumber}</NumerKSeFDokumentu>`);
  });

  it('holds no row lock while KSeF answers: the invoice can be locked by others meanwhile, and stays claimed', async () => {
    const [invoice] = await issue(1);
    sandbox.control.delayMs = 400; // KSeF is slow: every answer takes a while
    const sending = sendQueuedInvoices(deps());
    await until(async () => (await rowsOf([invoice!.id]))[0]?.ksefClaim != null, 10_000, 'the claim', 10);
    // While the sender waits for KSeF, anyone can lock the row at once (NOWAIT fails if a lock is held).
    const locked = await handle.db.transaction((tx) =>
      tx.select().from(invoices).where(eq(invoices.id, invoice!.id)).for('update', { noWait: true }),
    );
    expect(locked[0]?.state).toBe('queued');
    expect(locked[0]?.ksefClaimedUntil?.getTime()).toBeGreaterThan(Date.now());
    // A second round meanwhile leaves the claimed invoice alone.
    expect(await sendQueuedInvoices(deps())).toMatchObject({ sent: 0 });
    expect(await sending).toMatchObject({ sent: 1 });
    const [sent] = await rowsOf([invoice!.id]);
    expect(sent).toMatchObject({ state: 'sent', ksefClaim: null, ksefClaimedUntil: null });

    // Asking KSeF about it holds no lock either, and a second poll meanwhile leaves it alone.
    const polling = pollSentInvoices(deps());
    await until(async () => (await rowsOf([invoice!.id]))[0]?.ksefClaim != null, 10_000, 'the poll’s claim', 10);
    const lockedWhilePolled = await handle.db.transaction((tx) =>
      tx.select().from(invoices).where(eq(invoices.id, invoice!.id)).for('update', { noWait: true }),
    );
    expect(lockedWhilePolled[0]?.state).toBe('sent');
    expect(await pollSentInvoices(deps())).toEqual({ accepted: 0, rejected: 0, processing: 0 });
    await polling;
    await settle();
    expect((await rowsOf([invoice!.id]))[0]).toMatchObject({ state: 'accepted', ksefClaim: null });
  });

  it('a process that died after KSeF took the invoice: sent again once the claim runs out, recorded by the duplicate answer', async () => {
    const [invoice] = await issue(1);
    const before = sandbox.received.length;
    // The round that dies: it claims the invoice, KSeF takes it, and nothing more is recorded.
    const claimed = await claimNextToSend(deps(), crypto.randomUUID());
    expect(claimed).toMatchObject({ kind: 'claimed', row: { id: invoice!.id } });
    const { client } = deps();
    const session = await client.openSession();
    await client.sendInvoice(session, invoice!.xml);
    const first = sandbox.received.at(-1);
    expect(first?.ksefNumber).toBeTruthy();
    // While the dead round's claim lasts, nobody sends it.
    expect(await sendQueuedInvoices(deps())).toMatchObject({ sent: 0 });
    expect(sandbox.received.length).toBe(before + 1);
    // Once it has run out, the next round sends it again and KSeF's duplicate answer records the first number.
    const later = () => new Date(Date.now() + KSEF_CLAIM_MS + 1000);
    expect(await sendQueuedInvoices(deps(later))).toMatchObject({ sent: 1 });
    expect(sandbox.received.length).toBe(before + 2);
    await settle(deps(later));
    const [row] = await rowsOf([invoice!.id]);
    expect(row).toMatchObject({ state: 'accepted', ksefNumber: first?.ksefNumber, ksefClaim: null });
    expect(row?.upo).toContain(`<NumerKSeFDokumentu>${first?.ksefNumber}</NumerKSeFDokumentu>`);
  });

  it('an accepted invoice is announced once, under its own id, to its buyer in the order’s language', async () => {
    const [invoice, withoutEmail] = await issue(2);
    await handle.db
      .update(orders)
      .set({ email: 'faktury@rowery-kowalski.example', language: 'en' })
      .where(eq(orders.id, invoice!.orderId));
    await sendQueuedInvoices(deps());
    await settle();
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, invoice!.orderId));
    const [row] = await rowsOf([invoice!.id]);
    const events = await handle.db.select().from(outbox).where(eq(outbox.id, invoice!.id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ subject: 'shop.orders.invoice-accepted', type: 'invoice-accepted' });
    expect(events[0]?.envelope).toMatchObject({
      id: invoice!.id,
      data: {
        invoiceId: invoice!.id,
        orderId: order!.id,
        orderNumber: order!.number,
        number: invoice!.number,
        kind: 'VAT',
        ksefNumber: row!.ksefNumber,
        email: order!.email,
        language: order!.language,
      },
    });
    expect(order).toMatchObject({ email: 'faktury@rowery-kowalski.example', language: 'en' });
    // Asking again finds nothing sent: no second announcement.
    await settle();
    expect(await handle.db.select().from(outbox).where(eq(outbox.id, invoice!.id))).toHaveLength(1);
    // An order without an e-mail (placed by staff) is accepted all the same, with nobody to write to.
    expect((await rowsOf([withoutEmail!.id]))[0]?.state).toBe('accepted');
    expect(await handle.db.select().from(outbox).where(eq(outbox.id, withoutEmail!.id))).toHaveLength(0);
  });

  it('two senders at once never send one invoice twice', async () => {
    const issued = await issue(24);
    sandbox.control.delayMs = 15; // each send takes a while, so the two senders overlap throughout
    const before = sandbox.received.length;
    const [a, b] = await Promise.all([sendQueuedInvoices(deps()), sendQueuedInvoices(deps())]);
    expect(a.sent + b.sent).toBe(24);
    expect(a.sent).toBeGreaterThan(0);
    expect(b.sent).toBeGreaterThan(0);
    const numbers = sandbox.received.slice(before).map((receipt) => /<P_2>([^<]+)</.exec(receipt.xml)?.[1]);
    expect(numbers).toHaveLength(24);
    expect(new Set(numbers).size).toBe(24);
    await Promise.all([settle(), settle()]);
    const rows = await rowsOf(issued.map((row) => row.id));
    expect(rows.every((row) => row.state === 'accepted')).toBe(true);
    expect(new Set(rows.map((row) => row.ksefNumber)).size).toBe(24);
  }, 60_000);

  it('a correction waits for its original’s KSeF number, then goes rebuilt with it', async () => {
    sandbox.control.mode = 'down';
    const [original] = await issue(1);
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, original!.orderId));
    const correction = await issued(handle.db, {
      ...paidVatDraft(order!),
      kind: 'KOR',
      issueKey: `refund:${randomBytes(4).toString('hex')}`,
      contents: contentsOf(refundLines(100_000, original!.rateTotals, 'Zwrot'), 'PLN', null),
      references: [
        { invoiceId: original!.id, number: original!.number, issueDate: original!.issueDate, ksefNumber: null },
      ],
      reason: 'Zwrot towaru',
    });
    expect(correction.xml).toContain('<NrKSeFN>1</NrKSeFN>');
    await sendQueuedInvoices(deps()); // both offline now
    sandbox.control.mode = 'accept';
    sandbox.control.processingPolls = 5; // the original stays "processing" a while
    expect(await sendQueuedInvoices(deps())).toMatchObject({ sent: 1, waiting: 1 });
    expect(await sendQueuedInvoices(deps())).toMatchObject({ sent: 0, waiting: 1 });
    await settle();
    await settle();
    const [accepted] = await rowsOf([original!.id]);
    expect(accepted?.state).toBe('accepted');
    expect(await sendQueuedInvoices(deps())).toMatchObject({ sent: 1, waiting: 0 });
    const [sent] = await rowsOf([correction.id]);
    expect(sent?.xml).toContain(`<NrKSeFFaKorygowanej>${accepted?.ksefNumber}</NrKSeFFaKorygowanej>`);
    expect(sent?.references[0]?.ksefNumber).toBe(accepted?.ksefNumber);
    expect(sandbox.received.at(-1)?.xml).toBe(sent?.xml);
    await settle();
    await settle();
    expect((await rowsOf([correction.id]))[0]?.state).toBe('accepted');
  });

  it('the started sender sends on its own, backs off while KSeF is down, and never logs the token', async () => {
    const lines: string[] = [];
    const log = pino(
      { level: 'debug' },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const settings = ordersSettings({ ...sandbox.env(), KSEF_SEND_SECONDS: '1' });
    const context = { db: handle.db, log, settings, clock: { now: () => new Date() } } as unknown as OrdersContext;
    sandbox.control.mode = 'down';
    const [invoice] = await issue(1);
    const sender = await startKsefSender(context);
    try {
      await until(async () => (await rowsOf([invoice!.id]))[0]?.state === 'offline', 10_000, 'offline', 50);
      await until(() => lines.some((line) => line.includes('KSeF unavailable')), 10_000, 'the warning', 50);
      sandbox.control.mode = 'accept';
      await until(async () => (await rowsOf([invoice!.id]))[0]?.state === 'accepted', 20_000, 'accepted', 50);
    } finally {
      await sender.stop();
    }
    // A wrong token: refused at authentication, logged with KSeF's reason only.
    const wrong = 'wrong-ksef-token-never-to-be-logged';
    const wrongSender = await startKsefSender({
      ...context,
      settings: ordersSettings({ ...sandbox.env(), KSEF_TOKEN: wrong, KSEF_SEND_SECONDS: '1' }),
    } as OrdersContext);
    await issue(1);
    try {
      await until(() => lines.some((line) => line.includes('Nieprawidłowy token')), 10_000, 'the refusal', 50);
    } finally {
      await wrongSender.stop();
    }
    const all = lines.join('\n');
    expect(all).not.toContain(ksefSandboxCredentials.token);
    expect(all).not.toContain(wrong);
  }, 60_000);
});
