import { randomUUID } from 'node:crypto';
import { catalogService } from '@shop/catalog';
import { paymentsService } from '@shop/payments';
import { rmaService } from '@shop/rma';
import { createLogger } from '@shop/service-kit';
import { createLocalBus } from '@shop/service-kit/events';
import { staffIdentity, startTestService, type TestService, until } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as rmaSchema from '../../../rma/src/db/schema';
import type * as schema from '../db/schema';
import { orders } from '../db/schema';
import { checkoutBody, customer, fillCart, type StockedProduct, stockedProduct } from '../http/checkout.test-support';
import { type OrdersContext, ordersService } from '../service';

// Money recorded outside a provider, end to end through the bus: staff record a transfer receipt (payments →
// transaction-recorded → orders), and a refund decided on a return's item (rma → return-refund-decided →
// payments → transaction-recorded → orders) moves the order's payment status (docs/decisions/payment-status.md).

const bus = createLocalBus({ log: createLogger('bus', 'silent') });
let catalog: TestService<Record<string, unknown>>;
let payments: TestService<Record<string, unknown>>;
let ordersService_: TestService<typeof schema, OrdersContext>;
let rma: TestService<typeof rmaSchema>;
let product: StockedProduct;
const manager = staffIdentity('sales_manager');

beforeAll(async () => {
  catalog = (await startTestService(catalogService, { seed: true, bus })) as unknown as typeof catalog;
  payments = (await startTestService(paymentsService, {
    seed: true,
    bus,
    env: { PAYMENT_POLL_SECONDS: '0' },
  })) as unknown as typeof payments;
  ordersService_ = await startTestService(ordersService, {
    bus,
    env: { CATALOG_URL: catalog.url, PAYMENTS_URL: payments.url, RESERVATION_SWEEP_SECONDS: '3600' },
  });
  payments.context.env.ORDERS_URL = ordersService_.url;
  rma = await startTestService(rmaService, { bus, env: { ORDERS_URL: ordersService_.url } });
  product = await stockedProduct(catalog as never, 50, 3);
}, 240_000);
afterAll(async () => {
  await rma?.stop();
  await ordersService_?.stop();
  await payments?.stop();
  await catalog?.stop();
  await bus.close();
});

async function placeOrder(customerId = randomUUID()) {
  const shopper = customer(customerId);
  await fillCart(ordersService_, shopper, product, 1);
  const answer = await ordersService_.call('POST', '/api/cart/checkout', { identity: shopper, body: checkoutBody() });
  if (answer.status !== 201) throw new Error(`checkout answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return { ...(answer.body.order as { id: string; number: string; total: { amount: number } }), customerId };
}

const orderRow = async (id: string) =>
  (await ordersService_.context.db.select().from(orders).where(eq(orders.id, id)))[0]!;

const adminStatusBecomes = (id: string, status: string) =>
  until(async () => (await orderRow(id)).adminPaymentStatus === status, 10_000, `admin payment status ${status}`);

const record = (orderId: string, type: string, amount: number) =>
  payments.call('POST', '/api/admin/transactions', {
    identity: manager,
    body: { orderId, type, amount, date: new Date().toISOString().slice(0, 10) },
  });

async function fileReturn(customerId: string) {
  const [row] = await rma.context.db
    .insert(rmaSchema.returns)
    .values({
      number: `RMA/2026/${String(Math.floor(Math.random() * 90_000) + 10_000)}`,
      customerId,
      stage: 'warranty',
      requestedAction: 'refund',
      contactEmail: 'anna.nowak@example.com',
    })
    .returning();
  const [item] = await rma.context.db
    .insert(rmaSchema.returnItems)
    .values({ returnId: row!.id, position: 1, category: 'accessory', productName: 'Sakwa', problem: 'Pęknięty zamek' })
    .returning();
  return { id: row!.id, itemId: item!.id };
}

describe('money recorded outside a provider moves the order payment status', () => {
  it('a transfer receipt for the whole total makes a new transfer order paid and starts it', async () => {
    const order = await placeOrder();
    expect(await orderRow(order.id)).toMatchObject({
      status: 'new',
      paymentStatus: 'unpaid',
      adminPaymentStatus: 'unpaid',
    });
    expect((await record(order.id, 'transfer', order.total.amount)).status).toBe(201);
    await adminStatusBecomes(order.id, 'paid');
    expect(await orderRow(order.id)).toMatchObject({ status: 'in_progress', paymentStatus: 'paid' });
  });

  it('part of the total is partially paid, the rest makes it paid, a chargeback marks it', async () => {
    const order = await placeOrder();
    expect((await record(order.id, 'cash', 100)).status).toBe(201);
    await adminStatusBecomes(order.id, 'partially_paid');
    expect(await orderRow(order.id)).toMatchObject({ status: 'new', paymentStatus: 'unpaid' });
    expect((await record(order.id, 'transfer', order.total.amount - 100)).status).toBe(201);
    await adminStatusBecomes(order.id, 'paid');
    expect((await record(order.id, 'chargeback', order.total.amount)).status).toBe(201);
    await adminStatusBecomes(order.id, 'chargeback');
  });

  it('a discount granted after the order lowers what is due', async () => {
    const order = await placeOrder();
    expect((await record(order.id, 'discount', 1_000)).status).toBe(201);
    expect((await record(order.id, 'cash', order.total.amount - 1_000)).status).toBe(201);
    await adminStatusBecomes(order.id, 'paid');
  });

  it('a refund decided on a return linked to the order records the return transaction and marks it returned', async () => {
    const order = await placeOrder();
    expect((await record(order.id, 'transfer', order.total.amount)).status).toBe(201);
    await adminStatusBecomes(order.id, 'paid');

    const filed = await fileReturn(order.customerId);
    const refund = (id = filed.id, itemId = filed.itemId, amount = 5_000) =>
      rma.call('POST', `/api/admin/returns/${id}/items/${itemId}/status`, {
        identity: manager,
        body: { status: 'refunded', refund: { amount } },
      });
    const unlinked = await refund();
    expect(unlinked.status).toBe(422);
    expect(unlinked.body.error.message).toMatch(/nie jest powiązany z zamówieniem/);

    const other = await placeOrder();
    const foreign = await rma.call('POST', `/api/admin/returns/${filed.id}/order`, {
      identity: manager,
      body: { number: other.number },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields.number).toBeTruthy();
    const linked = await rma.call('POST', `/api/admin/returns/${filed.id}/order`, {
      identity: manager,
      body: { number: order.number.toLowerCase() },
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.order).toMatchObject({ id: order.id, number: order.number });

    const refunded = await refund();
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.refunds).toEqual([{ itemId: filed.itemId, amount: { amount: 5_000, currency: 'PLN' } }]);
    await adminStatusBecomes(order.id, 'returned');
    const listed = await payments.call(
      'GET',
      `/api/admin/transactions?filters[orderId]=${order.id}&filters[type]=return`,
      {
        identity: manager,
      },
    );
    expect(listed.body.items).toMatchObject([
      {
        type: 'return',
        result: 'success',
        amount: { amount: 5_000 },
        recordedBy: 'Ewa Nowak',
        returnNumber: expect.any(String),
      },
    ]);
    expect((await refund()).status).toBe(422);
  });

  it('a return refund beyond what was paid is kept as a failed transaction and moves nothing', async () => {
    const order = await placeOrder();
    const filed = await fileReturn(order.customerId);
    await rma.call('POST', `/api/admin/returns/${filed.id}/order`, {
      identity: manager,
      body: { number: order.number },
    });
    const refunded = await rma.call('POST', `/api/admin/returns/${filed.id}/items/${filed.itemId}/status`, {
      identity: manager,
      body: { status: 'refunded', refund: { amount: 1_000 } },
    });
    expect(refunded.status).toBe(200);
    await until(
      async () =>
        (await payments.call('GET', `/api/admin/transactions?filters[orderId]=${order.id}`, { identity: manager })).body
          .items.length === 1,
      10_000,
      'the refused refund to be on record',
    );
    const listed = await payments.call('GET', `/api/admin/transactions?filters[orderId]=${order.id}`, {
      identity: manager,
    });
    expect(listed.body.items).toMatchObject([
      { type: 'return', result: 'failure', reason: expect.stringContaining('0,00') },
    ]);
    await payments.eventsIdle();
    await ordersService_.eventsIdle();
    expect(await orderRow(order.id)).toMatchObject({ adminPaymentStatus: 'unpaid', paymentStatus: 'unpaid' });
  });
});
