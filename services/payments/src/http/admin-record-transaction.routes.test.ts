import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type EventEnvelope, type OrderFacts, shopApi, TransactionRecorded } from '@shop/contracts';
import { auditLog, outbox } from '@shop/service-kit/db';
import { staffIdentity, startTestService, type TestService } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentsContext } from '../context';
import type * as schema from '../db/schema';
import { paymentsService } from '../service';

// Staff record money of an order by hand: a transfer receipt, cash, a refund, a chargeback. Orders is played
// by a small server answering GET /internal/orders/:orderId with the orders below.

let payments: TestService<typeof schema, PaymentsContext>;
let ordersStub: Server;
const known = new Map<string, OrderFacts>();

function order(total: number, currency: 'PLN' | 'EUR' = 'PLN'): OrderFacts {
  const facts: OrderFacts = {
    id: randomUUID(),
    number: `ZF/2026/${String(known.size + 100).padStart(6, '0')}`,
    customerId: null,
    email: 'jan@example.com',
    total: { amount: total, currency },
    paymentMethod: 'transfer',
    status: 'new',
    adminPaymentStatus: 'unpaid',
    customerType: 'retail',
    buyerName: 'Jan Kowalski',
    language: 'pl',
  };
  known.set(facts.id, facts);
  return facts;
}

beforeAll(async () => {
  ordersStub = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://orders');
    const id = /^\/internal\/orders\/([^/]+)$/.exec(url.pathname)?.[1];
    const number = url.pathname === '/internal/orders' ? url.searchParams.get('number') : null;
    const facts = id ? known.get(id) : [...known.values()].find((candidate) => candidate.number === number);
    response.writeHead(facts ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(facts ?? { error: { code: 'not_found', message: 'Not found.' } }));
  });
  await new Promise<void>((resolve) => ordersStub.listen(0, '127.0.0.1', resolve));
  const { port } = ordersStub.address() as AddressInfo;
  payments = await startTestService(paymentsService, {
    seed: true,
    env: { ORDERS_URL: `http://127.0.0.1:${port}`, PAYMENT_POLL_SECONDS: '0' },
  });
}, 180_000);
afterAll(async () => {
  await payments?.stop();
  await new Promise((resolve) => ordersStub?.close(resolve));
});

const today = () => new Date().toISOString().slice(0, 10);
const record = (body: Record<string, unknown>, identity = staffIdentity('sales_manager')) =>
  payments.call('POST', '/api/admin/transactions', { identity, body: { date: today(), ...body } });

const published = async (orderId: string) =>
  (await payments.context.db.select().from(outbox).where(eq(outbox.type, TransactionRecorded.type)))
    .map(
      (row) => (row.envelope as EventEnvelope<{ orderId: string; type: string; result: string; amount: unknown }>).data,
    )
    .filter((data) => data.orderId === orderId);

describe('POST /api/admin/transactions', () => {
  it('records a transfer receipt in the order currency, audited, and tells orders', async () => {
    const facts = order(129_900);
    const { status, body } = await record({
      orderId: facts.id,
      type: 'transfer',
      amount: 129_900,
      note: 'Wyciąg 12/11',
    });
    expect(status, JSON.stringify(body)).toBe(201);
    const recorded = shopApi['POST /api/admin/transactions'].answer.parse(body);
    expect(recorded).toMatchObject({
      orderId: facts.id,
      orderNumber: facts.number,
      type: 'transfer',
      method: 'transfer',
      result: 'success',
      amount: { amount: 129_900, currency: 'PLN' },
      amountPln: { amount: 129_900, currency: 'PLN' },
      recordedBy: 'Ewa Nowak',
      note: 'Wyciąg 12/11',
      provider: null,
    });
    expect(await published(facts.id)).toEqual([
      {
        orderId: facts.id,
        transactionId: recorded.id,
        type: 'transfer',
        result: 'success',
        amount: recorded.amount,
        returnNumber: null,
      },
    ]);
    const audit = await payments.context.db.select().from(auditLog).where(eq(auditLog.entityId, recorded.id));
    expect(audit).toMatchObject([{ action: 'create', entity: 'transaction', staffName: 'Ewa Nowak' }]);

    const listed = await payments.call('GET', `/api/admin/transactions?filters[orderId]=${facts.id}`, {
      identity: staffIdentity('sales_employee'),
    });
    expect(listed.body.items.map((item: { id: string }) => item.id)).toEqual([recorded.id]);
  });

  it('finds the order by the number staff typed', async () => {
    const facts = order(5_000);
    const { status, body } = await record({ orderNumber: facts.number, type: 'cash', amount: 5_000 });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.orderId).toBe(facts.id);
    const unknown = await record({ orderNumber: 'ZF/1999/000001', type: 'cash', amount: 5_000 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.orderNumber).toBeTruthy();
    expect((await record({ type: 'cash', amount: 5_000 })).body.error.fields.orderNumber).toBeTruthy();
  });

  it('converts a EUR order to PLN at the rate in force', async () => {
    const facts = order(10_000, 'EUR');
    const { status, body } = await record({ orderId: facts.id, type: 'cash', amount: 10_000 });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.amount).toEqual({ amount: 10_000, currency: 'EUR' });
    expect(body.amountPln.amount).toBeGreaterThan(10_000);
  });

  it('refuses refunds and chargebacks beyond what was paid with 422 and the amount still refundable', async () => {
    const facts = order(50_000);
    expect((await record({ orderId: facts.id, type: 'return', amount: 1 })).status).toBe(422);
    expect((await record({ orderId: facts.id, type: 'cash', amount: 30_000 })).status).toBe(201);
    expect((await record({ orderId: facts.id, type: 'return', amount: 10_000 })).status).toBe(201);
    const refused = await payments.call('POST', '/api/admin/transactions', {
      identity: staffIdentity('sales_manager'),
      headers: { 'accept-language': 'pl' },
      body: { orderId: facts.id, type: 'chargeback', amount: 20_001, date: today() },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toContain('200,00');
    expect((await record({ orderId: facts.id, type: 'chargeback', amount: 20_000 })).status).toBe(201);
    expect((await published(facts.id)).map((event) => `${event.type} ${event.result}`)).toEqual([
      'cash success',
      'return success',
      'chargeback success',
    ]);
  });

  it('counts two staff members refunding at once one after the other: only what was paid goes back', async () => {
    const facts = order(40_000);
    expect((await record({ orderId: facts.id, type: 'transfer', amount: 40_000 })).status).toBe(201);
    const answers = await Promise.all([
      record({ orderId: facts.id, type: 'return', amount: 30_000 }),
      record({ orderId: facts.id, type: 'return', amount: 30_000 }, staffIdentity('super_admin')),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect((await published(facts.id)).filter((event) => event.type === 'return')).toHaveLength(1);
  });

  it('answers field errors for an unknown order, a future date and a bad amount', async () => {
    const unknown = await record({ orderId: randomUUID(), type: 'cash', amount: 100 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.orderId).toBeTruthy();
    const future = await record({ orderId: order(100).id, type: 'cash', amount: 100, date: '2999-01-01' });
    expect(future.status).toBe(400);
    expect(future.body.error.fields.date).toBeTruthy();
    for (const body of [
      { orderId: order(100).id, type: 'cash', amount: 0 },
      { orderId: order(100).id, type: 'cash', amount: 1.5 },
      { orderId: order(100).id, type: 'online', amount: 100 },
      { orderId: order(100).id, type: 'cash', amount: 100, provider: 'tpay' },
    ])
      expect((await record(body)).status, JSON.stringify(body)).toBe(400);
  });

  it('is for staff holding transactions.create only', async () => {
    const facts = order(100);
    expect(
      (await record({ orderId: facts.id, type: 'cash', amount: 100 }, staffIdentity('sales_employee'))).status,
    ).toBe(403);
  });
});
