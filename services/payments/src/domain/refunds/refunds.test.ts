import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type EventData, type EventEnvelope, type OrderFacts, RefundRequested } from '@shop/contracts';
import { outbox } from '@shop/service-kit/db';
import { manualClock, staffIdentity } from '@shop/service-kit/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds, transactions } from '../../db/schema';
import { type PaymentsHarness, startPaymentsHarness } from '../../test-harness';
import { sendRefunds } from './refund-sender';
import { orderOfRefund, requestRefund } from './request-refund';

// Refunds through the order's payment method (issue 27): paid for real through the sandbox's Tpay and PolCard,
// then refunded by the sender, with the sandbox losing answers after doing the refund. Orders is played by a
// small server answering GET /internal/orders/:orderId.

let h: PaymentsHarness;
/** The payments' clock: a refund's retry is reached by moving it, never by waiting. */
const clock = manualClock(new Date());
let ordersStub: Server;
const known = new Map<string, OrderFacts>();

function order(total: number, paymentMethod: OrderFacts['paymentMethod']): OrderFacts {
  const facts: OrderFacts = {
    id: randomUUID(),
    number: `ZF/2026/${String(known.size + 500).padStart(6, '0')}`,
    customerId: null,
    email: 'ola@example.pl',
    total: { amount: total, currency: 'PLN' },
    paymentMethod,
    status: 'completed',
    adminPaymentStatus: 'paid',
    customerType: 'retail',
    buyerName: 'Jan Kowalski',
    language: 'pl',
  };
  known.set(facts.id, facts);
  return facts;
}

beforeAll(async () => {
  ordersStub = createServer((request, response) => {
    const id = /^\/internal\/orders\/([^/?]+)/.exec(request.url ?? '')?.[1];
    const facts = id ? known.get(id) : undefined;
    response.writeHead(facts ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(facts ?? { error: { code: 'not_found', message: 'Not found.' } }));
  });
  await new Promise<void>((resolve) => ordersStub.listen(0, '127.0.0.1', resolve));
  const { port } = ordersStub.address() as AddressInfo;
  h = await startPaymentsHarness({
    clock,
    env: { ORDERS_URL: `http://127.0.0.1:${port}`, REFUND_SEND_SECONDS: '0' },
  });
}, 180_000);
afterAll(async () => {
  await h?.stop();
  await new Promise((resolve) => ordersStub?.close(resolve));
});

async function start(facts: OrderFacts, method: 'online_tpay' | 'card_polcard') {
  const started = await h.internal('POST', '/internal/payments/start', {
    orderId: facts.id,
    orderNumber: facts.number,
    method,
    amount: facts.total,
    language: 'pl',
    customer: { email: facts.email, firstName: 'Ola', lastName: 'Nowak' },
    lines: [{ name: 'Zefir Miasto', quantity: 1, unitGross: facts.total }],
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  return started.body as { transactionId: string; action: { url: string; fields?: Record<string, string> } };
}

const form = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

/** Pays through the Tpay sandbox's page: its notification reaches the shop before the answer comes. */
async function payByTpay(facts: OrderFacts) {
  const { action, transactionId } = await start(facts, 'online_tpay');
  await form(`${action.url}/pay`, {});
  return transactionId;
}

/** Pays on PolCard's card page (the shop's form, then the card). */
async function payByPolcard(facts: OrderFacts) {
  const { action, transactionId } = await start(facts, 'card_polcard');
  const page = await (await form(action.url, action.fields ?? {})).text();
  const pay = /action="(\/polcard\/connect\/pay\/[^"]+)"/.exec(page)?.[1];
  await form(`${h.sandbox.url}${pay}`, { cardnumber: '4005550000000019', decision: 'approve' });
  return transactionId;
}

async function paid(transactionId: string) {
  const [row] = await h.payments.context.db.select().from(transactions).where(eq(transactions.id, transactionId));
  expect(row?.result).toBe('success');
  return row!;
}

async function ask(facts: OrderFacts, amountMinor: number, extra: Partial<EventData<typeof RefundRequested>> = {}) {
  const data: EventData<typeof RefundRequested> = {
    refundId: randomUUID(),
    orderId: facts.id,
    amountMinor,
    currency: 'PLN',
    reason: 'withdrawal',
    reference: `OD/2026/${String(amountMinor).slice(0, 4)}`,
    ...RefundRequested.data.partial().parse(extra),
  };
  await handleRequest(data);
  return data.refundId;
}

/** As the consumer handles `refund-requested`: the order asked of orders first, then the refund's transaction. */
async function handleRequest(data: EventData<typeof RefundRequested>) {
  const order = await orderOfRefund(h.payments.context, data.orderId);
  await h.payments.context.transaction((tx) => requestRefund(h.payments.context, tx, data, order));
}

const refundRow = async (id: string) =>
  (await h.payments.context.db.select().from(refunds).where(eq(refunds.id, id)))[0]!;

const returnsOf = (orderId: string) =>
  h.payments.context.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.orderId, orderId), eq(transactions.type, 'return')));

const announced = async (type: string, refundId: string) =>
  (await h.payments.context.db.select().from(outbox).where(eq(outbox.type, type)))
    .map((row) => (row.envelope as EventEnvelope<{ refundId: string }>).data)
    .filter((data) => data.refundId === refundId);

const send = () => sendRefunds(h.payments.context);

describe('refunds through Tpay', () => {
  const facts = order(100_000, 'online_tpay');
  let title = '';
  let first = '';

  it('gives part of a payment back once, records the return and says so', async () => {
    const payment = await paid(await payByTpay(facts));
    title = payment.providerRef!;
    first = await ask(facts, 40_000);
    // The same request again (another delivery of the caller's event) is the same refund.
    await handleRequest({
      refundId: first,
      orderId: facts.id,
      amountMinor: 40_000,
      currency: 'PLN',
      reason: 'withdrawal',
      reference: 'OD/2026/4000',
    });
    expect(await send()).toMatchObject({ completed: 1, failed: 0, unanswered: 0 });
    expect(await send()).toMatchObject({ completed: 0 });

    const tpayTransaction = [...h.sandbox.tpay.transactions.values()].find((t) => t.title === title)!;
    expect(h.sandbox.tpay.refunds.refunds.get(tpayTransaction.id)?.map((r) => r.amount)).toEqual([40_000]);
    expect(await refundRow(first)).toMatchObject({ status: 'completed', attempts: 1, amountPln: 40_000 });
    expect((await returnsOf(facts.id)).map((t) => [t.amount, t.result])).toEqual([[40_000, 'success']]);
    expect(await announced('refund-completed', first)).toHaveLength(1);
  });

  it('asks again after a lost answer and gives the money back once', async () => {
    const second = await ask(facts, 30_000);
    h.sandbox.tpay.refunds.dropAnswers = 1;
    expect(await send()).toMatchObject({ completed: 0, unanswered: 1 });
    expect(await refundRow(second)).toMatchObject({ status: 'sent', attempts: 1 });
    // Not asked again before its retry is due (30 s after the first try).
    expect(await send()).toMatchObject({ completed: 0, unanswered: 0 });
    expect(await refundRow(second)).toMatchObject({ status: 'sent', attempts: 1 });

    clock.advance(30_001);
    expect(await send()).toMatchObject({ completed: 1, unanswered: 0 });
    const tpayTransaction = [...h.sandbox.tpay.transactions.values()].find((t) => t.title === title)!;
    expect(h.sandbox.tpay.refunds.refunds.get(tpayTransaction.id)?.map((r) => r.amount)).toEqual([40_000, 30_000]);
    expect(await refundRow(second)).toMatchObject({ status: 'completed', attempts: 2 });
    expect((await returnsOf(facts.id)).map((t) => t.amount).sort()).toEqual([30_000, 40_000]);
  });

  it('refuses a refund above what is left of the payment, with nothing sent', async () => {
    const third = await ask(facts, 30_001);
    expect(await send()).toMatchObject({ completed: 0, failed: 1 });
    const row = await refundRow(third);
    expect(row.status).toBe('failed');
    expect(row.failure).toContain('300,00');
    expect(await announced('refund-failed', third)).toHaveLength(1);
    const tpayTransaction = [...h.sandbox.tpay.transactions.values()].find((t) => t.title === title)!;
    expect(h.sandbox.tpay.refunds.refunds.get(tpayTransaction.id)).toHaveLength(2);

    // Asked directly, Tpay itself refuses more than is left of the payment, and the adapter keeps its reason.
    const tpay = h.payments.context.providers.byName('tpay')!;
    const refused = await tpay.refund!({
      refundId: randomUUID(),
      paymentRef: title,
      amountPln: 30_001,
      refundedBeforePln: 70_000,
      repeat: false,
    });
    expect(refused).toMatchObject({ result: 'refused', reason: expect.stringContaining('300.00') });
    expect(h.sandbox.tpay.refunds.refunds.get(tpayTransaction.id)).toHaveLength(2);
  });
});

describe('refunds through PolCard', () => {
  it('gives a card payment back once by its Client-Request-Id, even when the answer is lost', async () => {
    const facts = order(50_000, 'card_polcard');
    await paid(await payByPolcard(facts));
    const id = await ask(facts, 50_000);
    h.sandbox.polcard.refunds.dropAnswers = 1;
    expect(await send()).toMatchObject({ unanswered: 1 });
    clock.advance(30_001);
    expect(await send()).toMatchObject({ completed: 1 });
    expect(h.sandbox.polcard.refunds.refunds.filter((r) => r.clientRequestId === id)).toHaveLength(1);
    const row = await refundRow(id);
    expect(row).toMatchObject({ status: 'completed', attempts: 2 });
    expect(row.providerRef).toMatch(/^\d{10}$/);
    expect((await returnsOf(facts.id)).map((t) => t.amount)).toEqual([50_000]);
  });
});

describe('refunds by bank transfer', () => {
  const sales = staffIdentity('sales_manager');

  it('waits for staff to send the transfer, who must say to which account', async () => {
    const facts = order(20_000, 'transfer');
    const receipt = await h.payments.call('POST', '/api/admin/transactions', {
      identity: sales,
      body: { orderId: facts.id, type: 'transfer', amount: 20_000, date: new Date().toISOString().slice(0, 10) },
    });
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(201);
    const id = await ask(facts, 15_000);
    expect(await send()).toMatchObject({ completed: 0, failed: 0, unanswered: 0 });

    const listed = await h.payments.call('GET', `/api/admin/refunds?filters[orderId]=${facts.id}`, {
      identity: sales,
    });
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ total: 1, items: [{ id, status: 'awaiting_transfer', accountNumber: null }] });
    const waiting = await h.payments.call('GET', '/api/admin/refunds?filters[status]=awaiting_staff&limit=100', {
      identity: sales,
    });
    expect(waiting.body.items.map((item: { id: string }) => item.id)).toContain(id);

    const noAccount = await h.payments.call('POST', `/api/admin/refunds/${id}/sent`, { identity: sales, body: {} });
    expect(noAccount.status).toBe(400);
    expect(noAccount.body.error.fields.accountNumber).toBeTruthy();

    const sent = await h.payments.call('POST', `/api/admin/refunds/${id}/sent`, {
      identity: sales,
      body: { accountNumber: 'PL61 1090 1014 0000 0712 1981 2874' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({
      status: 'completed',
      accountNumber: 'PL61109010140000071219812874',
      completedBy: expect.any(String),
    });
    expect((await returnsOf(facts.id)).map((t) => [t.amount, t.result])).toEqual([[15_000, 'success']]);
    expect(await announced('refund-completed', id)).toHaveLength(1);

    const again = await h.payments.call('POST', `/api/admin/refunds/${id}/sent`, { identity: sales, body: {} });
    expect(again.status).toBe(422);
    expect(await announced('refund-completed', id)).toHaveLength(1);

    const one = await h.payments.call('GET', `/api/admin/refunds/${id}`, { identity: sales });
    expect(one.body).toMatchObject({ id, status: 'completed', providerRef: 'OD/2026/1500' });
    const waitingNow = await h.payments.call('GET', '/api/admin/refunds?filters[status]=awaiting_staff&limit=100', {
      identity: sales,
    });
    expect(waitingNow.body.items.map((item: { id: string }) => item.id)).not.toContain(id);
    expect((await h.payments.call('GET', `/api/admin/refunds/${randomUUID()}`, { identity: sales })).status).toBe(404);
  });

  it('sends a transfer instead of a refund the provider refused', async () => {
    const facts = order(60_000, 'online_tpay');
    const payment = await paid(await payByTpay(facts));
    // Someone gave the whole payment back in Tpay's own panel: the shop's books still say it is paid.
    const tpayTransaction = [...h.sandbox.tpay.transactions.values()].find((t) => t.title === payment.providerRef)!;
    h.sandbox.tpay.refunds.refunds.set(tpayTransaction.id, [
      { refundId: randomUUID(), amount: 60_000, date: new Date().toISOString() },
    ]);
    const id = await ask(facts, 25_000);
    expect(await send()).toMatchObject({ failed: 1 });
    expect(await refundRow(id)).toMatchObject({ status: 'failed', failure: expect.stringContaining('Operator') });

    const sent = await h.payments.call('POST', `/api/admin/refunds/${id}/sent`, {
      identity: sales,
      body: { accountNumber: 'PL61109010140000071219812874', note: 'Zwrot przelewem: Tpay odmówił' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ status: 'completed', providerRef: 'OD/2026/2500' });
    expect((await returnsOf(facts.id)).map((t) => [t.amount, t.note])).toEqual([
      [25_000, 'Zwrot przelewem: Tpay odmówił'],
    ]);
    expect(await announced('refund-completed', id)).toHaveLength(1);
  });

  it('refuses a refund staff cannot make: one still with the provider', async () => {
    const facts = order(10_000, 'online_tpay');
    await paid(await payByTpay(facts));
    const id = await ask(facts, 5_000);
    const early = await h.payments.call('POST', `/api/admin/refunds/${id}/sent`, {
      identity: sales,
      body: { accountNumber: 'PL61109010140000071219812874' },
    });
    expect(early.status).toBe(422);
    expect(early.body.error.code).toBe('business_rule');
    expect(await refundRow(id)).toMatchObject({ status: 'requested' });
    expect(await returnsOf(facts.id)).toEqual([]);
  });

  it('leaves an installment refund as a notice to the bank', async () => {
    const facts = order(300_000, 'installment_eraty');
    const id = await ask(facts, 100_000);
    expect((await refundRow(id)).status).toBe('awaiting_notice');
  });
});
