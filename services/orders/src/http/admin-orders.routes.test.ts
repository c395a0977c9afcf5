import { randomUUID } from 'node:crypto';
import { OrderStatus, OrderUpdated, shopApi } from '@shop/contracts';
import { outbox } from '@shop/service-kit/db';
import { staffIdentity } from '@shop/service-kit/testing';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema';
import { applyPaymentSucceeded } from '../domain/orders/payment-outcomes';
import { orderTransitions } from '../domain/orders/transitions';
import {
  type CheckoutShop,
  checkoutBody,
  customer,
  fillCart,
  guestShopper,
  type StockedProduct,
  startCheckoutShop,
  stockedProduct,
  stockOf,
} from './checkout.test-support';

// The orders section of the back office through the orders service's routes, with the real catalog
// holding the stock: the list's filters, one order's detail, and every status move staff may and may not make.

let shop: CheckoutShop;
let product: StockedProduct;
const staff = staffIdentity('sales_employee');

beforeAll(async () => {
  shop = await startCheckoutShop();
  product = await stockedProduct(shop.catalog, 20);
});
afterAll(() => shop?.stop());

async function placeOrder(paymentMethod: string, quantity: number, overrides: Record<string, unknown> = {}) {
  const shopper = guestShopper();
  await fillCart(shop.orders, shopper, product, quantity);
  const answer = await shop.orders.call('POST', '/api/cart/checkout', {
    identity: shopper,
    body: checkoutBody({ paymentMethod, ...overrides }),
  });
  if (answer.status !== 201) throw new Error(`checkout answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.order as { id: string; number: string };
}

/** An order row written directly in `status` (no stock held): for walking the transition table. */
async function orderIn(status: OrderStatus, extra: Partial<typeof orders.$inferInsert> = {}) {
  const [row] = await shop.orders.context.db
    .insert(orders)
    .values({
      number: `ZT/${randomUUID().slice(0, 13)}`,
      type: 'STANDARD',
      deliveryMethod: 'COURIER',
      paymentMethod: 'transfer',
      totalAmount: 10_000,
      currency: 'PLN',
      token: randomUUID(),
      email: 'jan.kowalski@example.com',
      status,
      ...extra,
    })
    .returning();
  if (!row) throw new Error('no order written');
  return row;
}

const list = (query: string) => shop.orders.call('GET', `/api/admin/orders?${query}`, { identity: staff });
const move = (id: string, from: string, to: string, identity = staff) =>
  shop.orders.call('POST', `/api/admin/orders/${id}/status`, { identity, body: { from, to } });
const statusOf = async (id: string) =>
  (await shop.orders.context.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;
const updatesOf = async (orderId: string) =>
  (await shop.orders.context.db.select().from(outbox).where(eq(outbox.type, OrderUpdated.type)))
    .map((row) => (row.envelope as { data: { orderId: string; status: string; paymentStatus: string } }).data)
    .filter((data) => data.orderId === orderId);

describe('GET /api/admin/orders', () => {
  it('filters by status, admin payment status, method, day, customer and number, and sorts', async () => {
    const transfer = await placeOrder('transfer', 1, { email: 'zofia.zolw@example.pl' });
    const online = await placeOrder('online_tpay', 1);
    const paid = await orderIn('in_progress', {
      adminPaymentStatus: 'partially_paid',
      paymentMethod: 'cash',
      createdAt: new Date('2026-01-15T23:30:00Z'), // 00:30 on 16 January in Warsaw
      billing: {
        firstName: 'Łucja',
        lastName: 'Żak',
        companyName: null,
        street: 'Długa 1',
        zipCode: '00-001',
        city: 'Warszawa',
        country: 'PL',
      },
    });

    const numbers = async (query: string) => {
      const { status, body } = await list(query);
      expect(status, JSON.stringify(body)).toBe(200);
      return shopApi['GET /api/admin/orders'].answer.parse(body).items.map((order) => order.number);
    };
    expect(await numbers(`filters[number]=${encodeURIComponent(transfer.number)}`)).toEqual([transfer.number]);
    expect(await numbers('filters[customer]=ZOFIA.ZOLW')).toEqual([transfer.number]);
    expect(await numbers('filters[customer]=lucja%20zak')).toEqual([paid.number]);
    expect(await numbers('filters[paymentStatus]=partially_paid')).toEqual([paid.number]);
    expect(await numbers('filters[paymentMethod]=cash')).toEqual([paid.number]);
    expect(await numbers('filters[from]=2026-01-16&filters[to]=2026-01-16')).toEqual([paid.number]);
    expect(await numbers('filters[from]=2026-01-14&filters[to]=2026-01-15')).toEqual([]);
    const reserved = await numbers('filters[status]=reserved');
    expect(reserved).toContain(online.number);
    expect(reserved).not.toContain(transfer.number);

    const { body } = await list(`filters[number]=${encodeURIComponent(transfer.number)}`);
    expect(body.items[0]).toMatchObject({
      status: 'new',
      paymentStatus: 'unpaid',
      adminPaymentStatus: 'unpaid',
      paymentMethod: 'transfer',
      email: 'zofia.zolw@example.pl',
    });

    const byNumber = await numbers('sort=number&dir=asc&limit=100');
    expect(byNumber).toEqual([...byNumber].sort());
  });

  it('shows an order paid online as paid to staff too', async () => {
    const order = await placeOrder('online_tpay', 1);
    const { context } = shop.orders;
    await context.transaction((tx) =>
      applyPaymentSucceeded(context, tx, {
        orderId: order.id,
        transactionId: randomUUID(),
        method: 'online_tpay',
        amount: { amount: 1, currency: 'PLN' },
      }),
    );
    const { body } = await list(`filters[number]=${encodeURIComponent(order.number)}&filters[paymentStatus]=paid`);
    expect(body.items).toEqual([
      expect.objectContaining({ status: 'in_progress', paymentStatus: 'paid', adminPaymentStatus: 'paid' }),
    ]);
  });

  it('refuses unknown filters, bad days and bad statuses with 400', async () => {
    for (const query of [
      'filters[colour]=red',
      'filters[from]=16.01.2026',
      'filters[status]=lost',
      'filters[paymentStatus]=contact_us',
      'sort=email',
      'limit=0',
    ]) {
      expect((await list(query)).status, query).toBe(400);
    }
  });

  it('answers only staff holding orders.list', async () => {
    expect((await shop.orders.call('GET', '/api/admin/orders', { identity: guestShopper() })).status).toBe(403);
    expect((await shop.orders.call('GET', '/api/admin/orders', { identity: customer() })).status).toBe(403);
    expect(
      (await shop.orders.call('GET', '/api/admin/orders', { identity: staffIdentity('marketing_employee') })).status,
    ).toBe(403);
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('shows lines, addresses, totals and the statuses the order may move to', async () => {
    const order = await placeOrder('transfer', 2);
    const { status, body } = await shop.orders.call('GET', `/api/admin/orders/${order.id}`, { identity: staff });
    expect(status).toBe(200);
    const detail = shopApi['GET /api/admin/orders/:id'].answer.parse(body);
    expect(detail).toMatchObject({ number: order.number, status: 'new', adminPaymentStatus: 'unpaid' });
    expect(detail.items).toEqual([expect.objectContaining({ variantId: product.variantId, quantity: 2 })]);
    expect(detail.billing.city).toBeTruthy();
    expect(detail.nextStatuses).toEqual(orderTransitions.new);
    expect(body).not.toHaveProperty('paymentPath');
  });

  it('answers 404 for an order that does not exist or a malformed id', async () => {
    for (const id of [randomUUID(), '12345', 'not-an-order']) {
      expect((await shop.orders.call('GET', `/api/admin/orders/${id}`, { identity: staff })).status, id).toBe(404);
      expect((await move(id, 'new', 'in_progress')).status, id).toBe(404);
    }
  });
});

describe('POST /api/admin/orders/:id/status', () => {
  it('makes every move of the transition table and refuses every other one, leaving the order as it was', async () => {
    for (const from of OrderStatus.options) {
      for (const to of OrderStatus.options) {
        if (to === from) continue;
        const order = await orderIn(from);
        const allowed = orderTransitions[from].includes(to);
        const { status, body } = await move(order.id, from, to);
        expect(status, `${from} → ${to}: ${JSON.stringify(body)}`).toBe(allowed ? 200 : 422);
        expect(await statusOf(order.id), `${from} → ${to}`).toBe(allowed ? to : from);
        if (allowed) expect(body.nextStatuses).toEqual(orderTransitions[to]);
        else expect(await updatesOf(order.id)).toHaveLength(0);
      }
    }
    // 156 moves, each through the route: a little time under a loaded machine.
  }, 180_000);

  it('refuses a move to the status the order already has', async () => {
    const order = await orderIn('in_progress');
    expect((await move(order.id, 'in_progress', 'in_progress')).status).toBe(422);
  });

  it('refuses with 409 when the order moved since staff saw it', async () => {
    const order = await orderIn('in_progress');
    const { status, body } = await move(order.id, 'new', 'on_hold');
    expect(status).toBe(409);
    expect(body.error.message).toMatch(/Someone else saved this|ktoś/i);
    expect(await statusOf(order.id)).toBe('in_progress');
  });

  it('tells the customer (order-updated) and writes who moved it into the history', async () => {
    const order = await placeOrder('transfer', 1);
    expect((await move(order.id, 'new', 'in_progress')).status).toBe(200);
    const [update, ...more] = await updatesOf(order.id);
    expect(more).toHaveLength(0);
    expect(update).toMatchObject({ orderId: order.id, status: 'in_progress', paymentStatus: 'unpaid' });

    const { status, body } = await shop.orders.call('GET', `/api/admin/orders/${order.id}/history`, {
      identity: staff,
    });
    expect(status).toBe(200);
    expect(body.items).toEqual([
      expect.objectContaining({
        staffName: 'Ewa Nowak',
        adminType: 'sales_employee',
        action: 'status',
        changes: [{ field: 'status', before: 'new', after: 'in_progress' }],
      }),
    ]);
  });

  it('gives the stock back exactly once when two staff cancel the same order at once', async () => {
    const before = await stockOf(shop.catalog, product.variantId);
    const order = await placeOrder('transfer', 3);
    expect(await stockOf(shop.catalog, product.variantId)).toBe(before - 3);

    const answers = await Promise.all([
      move(order.id, 'new', 'cancelled'),
      move(order.id, 'new', 'cancelled'),
      move(order.id, 'new', 'cancelled'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await stockOf(shop.catalog, product.variantId)).toBe(before);
    expect(await updatesOf(order.id)).toHaveLength(1);
    const [row] = await shop.orders.context.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.stockReleasedAt).toBeInstanceOf(Date);

    // A cancelled order is final: nothing moves it again, and nothing goes back twice.
    expect((await move(order.id, 'cancelled', 'new')).status).toBe(422);
    expect(await stockOf(shop.catalog, product.variantId)).toBe(before);
  });

  it('does not give stock back twice for an order whose reservation was already released', async () => {
    const before = await stockOf(shop.catalog, product.variantId);
    const order = await placeOrder('transfer', 2);
    await shop.orders.context.db
      .update(orders)
      .set({ status: 'on_hold', stockReleasedAt: sql`now()` })
      .where(and(eq(orders.id, order.id)));
    // Released by hand in catalog, as an earlier path would have done.
    await shop.orders.context.services.delete('/internal/catalog/stock/reservations/:reservationId', {
      params: { reservationId: order.id },
    });
    expect(await stockOf(shop.catalog, product.variantId)).toBe(before);
    expect((await move(order.id, 'on_hold', 'cancelled')).status).toBe(200);
    expect(await stockOf(shop.catalog, product.variantId)).toBe(before);
  });

  it('refuses bad bodies with 400 and staff without orders.update with 403', async () => {
    const order = await orderIn('new');
    for (const body of [{}, { to: 'in_progress' }, { from: 'new', to: 'lost' }, { from: 'new', to: 'sent', x: 1 }]) {
      const { status } = await shop.orders.call('POST', `/api/admin/orders/${order.id}/status`, {
        identity: staff,
        body,
      });
      expect(status, JSON.stringify(body)).toBe(400);
    }
    expect((await move(order.id, 'new', 'in_progress', staffIdentity('warehouse_employee'))).status).toBe(403);
    expect(await statusOf(order.id)).toBe('new');
  });
});
