import { randomBytes, randomUUID } from 'node:crypto';
import { paymentsService } from '@shop/payments';
import { startTestService, type TestService } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../db/schema';
import { orderItems, orders } from '../db/schema';
import { ordersService } from '../service';

let service: TestService<typeof schema>;
let payments: TestService<Record<string, unknown>>;
const anna = randomUUID();
const piotr = randomUUID();
const as = (customerId: string) => ({ app: 'storefront', role: 'CUSTOMER', customerId }) as const;
const en = { 'x-language': 'en' };
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};

const billing = {
  type: 'person' as const,
  firstName: 'Anna',
  lastName: 'Nowak',
  companyName: null,
  street: 'ul. Długa 5',
  zipCode: '30-001',
  city: 'Kraków',
  country: 'PL' as const,
};

beforeAll(async () => {
  payments = (await startTestService(paymentsService, {
    env: { PAYMENT_POLL_SECONDS: '0' },
  })) as unknown as TestService<Record<string, unknown>>;
  service = await startTestService(ordersService, { env: { PAYMENTS_URL: payments.url } });
  const order = (
    name: string,
    customerId: string | null,
    n: number,
    extra: Partial<typeof orders.$inferInsert> = {},
  ): typeof orders.$inferInsert => {
    ids[name] = randomUUID();
    tokens[name] = randomBytes(24).toString('base64url');
    return {
      id: ids[name],
      number: `ZF/2026/${String(n).padStart(6, '0')}`,
      customerId,
      type: 'STANDARD',
      status: 'new',
      deliveryMethod: 'COURIER',
      paymentMethod: 'transfer',
      totalAmount: 499_900 + n,
      itemsAmount: 499_900 + n,
      currency: 'PLN',
      token: tokens[name] as string,
      email: 'anna.nowak@example.com',
      billing,
      createdAt: new Date(Date.UTC(2026, 10, n)),
      ...extra,
    };
  };
  await service.context.db
    .insert(orders)
    .values([
      order('a1', anna, 1),
      order('a2', anna, 2, { status: 'sent', paymentStatus: 'paid' }),
      order('a3', anna, 3, { status: 'reserved', paymentMethod: 'card_polcard' }),
      order('p4', piotr, 4),
      order('guest', null, 5),
      order('pre1', anna, 6, { type: 'PREORDER', status: 'completed', paymentMethod: 'preorder' }),
      order('pre2', anna, 7, { type: 'PREORDER', status: 'preorder', paymentMethod: 'preorder' }),
      order('pre3', anna, 8, { type: 'PREORDER', status: 'cancelled', paymentMethod: 'preorder' }),
    ]);
  const item = (orderName: string, variantId: number, quantity: number) => ({
    orderId: ids[orderName] as string,
    position: variantId,
    productId: 100 + variantId,
    variantId,
    sku: `ZF-${variantId}`,
    name: `Rower ${variantId}`,
    slug: `rower-${variantId}`,
    quantity,
    unitGross: 499_900,
    unitNet: 406_423,
    vatRate: 23,
    lineGross: 499_900 * quantity,
  });
  await service.context.db
    .insert(orderItems)
    .values([
      item('a1', 1, 1),
      item('guest', 1, 2),
      item('pre1', 7, 3),
      item('pre1', 8, 1),
      item('pre2', 7, 5),
      item('pre3', 7, 50),
    ]);
});
afterAll(async () => {
  await service?.stop();
  await payments?.stop();
});

describe('GET /api/orders', () => {
  it('asks a guest to sign in', async () => {
    const answer = await service.call('GET', '/api/orders', { headers: en });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toEqual({ code: 'authentication_required', message: 'Authentication required.' });
  });

  it("lists only the caller's own orders, newest first, saying which can be paid", async () => {
    const answer = await service.call('GET', '/api/orders?filters[type]=STANDARD', { identity: as(anna) });
    expect(answer.body.total).toBe(3);
    expect(answer.body.items.map((o: { number: string }) => o.number)).toEqual([
      'ZF/2026/000003',
      'ZF/2026/000002',
      'ZF/2026/000001',
    ]);
    expect(answer.body.items.map((o: { payable: boolean }) => o.payable)).toEqual([true, false, true]);
    expect(answer.body.items[0].total).toEqual({ amount: 499_903, currency: 'PLN' });
    const other = await service.call('GET', '/api/orders', { identity: as(piotr) });
    expect(other.body.items.map((o: { number: string }) => o.number)).toEqual(['ZF/2026/000004']);
  });

  it('pages, sorts and filters', async () => {
    const page = await service.call('GET', '/api/orders?page=2&limit=2&sort=number&dir=asc&filters[type]=STANDARD', {
      identity: as(anna),
    });
    expect(page.body).toMatchObject({ total: 3, page: 2, limit: 2, items: [{ number: 'ZF/2026/000003' }] });
    const sent = await service.call('GET', '/api/orders?filters[status]=sent', { identity: as(anna) });
    expect(sent.body.items.map((o: { status: string }) => o.status)).toEqual(['sent']);
  });

  it("refuses a filter on someone else's customer id", async () => {
    const answer = await service.call('GET', `/api/orders?filters[customerId]=${piotr}`, { identity: as(anna) });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ 'filters.customerId': 'Nieznane pole' });
  });
});

describe('GET /api/orders/:id', () => {
  it('shows the owner the whole order', async () => {
    const answer = await service.call('GET', `/api/orders/${ids.a1}`, { identity: as(anna) });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.body.order).toMatchObject({
      id: ids.a1,
      number: 'ZF/2026/000001',
      token: tokens.a1,
      billing: { firstName: 'Anna', city: 'Kraków' },
      delivery: { firstName: 'Anna', city: 'Kraków' },
      items: [{ sku: 'ZF-1', quantity: 1, unitPrice: { amount: 499_900, currency: 'PLN' } }],
      paymentPath: `/api/orders/payment/${ids.a1}?t=${tokens.a1}`,
    });
  });

  it("answers 404 for another customer's order, as for one that does not exist", async () => {
    const theirs = await service.call('GET', `/api/orders/${ids.p4}`, { identity: as(anna), headers: en });
    const none = await service.call('GET', `/api/orders/${randomUUID()}`, { identity: as(anna), headers: en });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(none.body);
    expect(theirs.body.error).toEqual({ code: 'not_found', message: 'Not found.' });
  });

  it('asks a guest to sign in (guests use the token link)', async () => {
    expect((await service.call('GET', `/api/orders/${ids.guest}`)).status).toBe(401);
  });
});

describe('GET /api/orders/status/:id (guest link)', () => {
  it('shows the order to whoever holds the right token', async () => {
    const answer = await service.call('GET', `/api/orders/status/${ids.guest}?t=${tokens.guest}`);
    expect(answer.status).toBe(200);
    expect(answer.body.order).toMatchObject({ id: ids.guest, number: 'ZF/2026/000005', items: [{ quantity: 2 }] });
  });

  it('answers 404 to a wrong, a shortened or a missing token, and to another order’s token', async () => {
    const wrong = randomBytes(24).toString('base64url');
    for (const query of [`?t=${wrong}`, `?t=${tokens.guest?.slice(0, 10)}`, '', '?t=', `?t=${tokens.a1}`]) {
      const answer = await service.call('GET', `/api/orders/status/${ids.guest}${query}`);
      expect(answer.status, query).toBe(404);
    }
  });
});

describe('GET /api/orders/payment/:id', () => {
  it('starts a transfer payment for the token holder: account, title and due date', async () => {
    const answer = await service.call('GET', `/api/orders/payment/${ids.guest}?t=${tokens.guest}`);
    expect(answer.status).toBe(200);
    expect(answer.body.order).toEqual({
      id: ids.guest,
      number: 'ZF/2026/000005',
      status: 'new',
      paymentStatus: 'unpaid',
      total: { amount: 499_905, currency: 'PLN' },
    });
    expect(answer.body.payment).toMatchObject({
      method: 'transfer',
      amountPln: { amount: 499_905, currency: 'PLN' },
      transfer: { title: expect.stringContaining('ZF/2026/000005') },
    });
  });

  it('lets the signed-in owner pay without the token, nobody else', async () => {
    expect((await service.call('GET', `/api/orders/payment/${ids.a1}`, { identity: as(anna) })).status).toBe(200);
    expect((await service.call('GET', `/api/orders/payment/${ids.a1}`, { identity: as(piotr) })).status).toBe(404);
    expect((await service.call('GET', `/api/orders/payment/${ids.a1}`)).status).toBe(404);
    const wrong = await service.call('GET', `/api/orders/payment/${ids.a1}?t=${tokens.guest}`, { identity: as(piotr) });
    expect(wrong.status).toBe(404);
  });

  it('refuses an order that does not await payment, saying so', async () => {
    const answer = await service.call('GET', `/api/orders/payment/${ids.a2}`, { identity: as(anna), headers: en });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toEqual({
      code: 'business_rule',
      message: 'This order does not await payment: it is paid already or can no longer be paid.',
    });
    const polish = await service.call('GET', `/api/orders/payment/${ids.pre2}`, { identity: as(anna) });
    expect(polish.body.error.message).toBe(
      'To zamówienie nie czeka na płatność: jest już opłacone albo nie można go już opłacić.',
    );
  });
});

describe('GET /api/orders/status/preorder', () => {
  it('counts the preorder units, completed ones only from completed orders', async () => {
    const answer = await service.call('GET', '/api/orders/status/preorder', { identity: as(anna) });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ordered: 9,
      completed: 4,
      percentage: 44,
      items: [
        { productId: 107, variantId: 7, sku: 'ZF-7', name: 'Rower 7', ordered: 8, completed: 3 },
        { productId: 108, variantId: 8, sku: 'ZF-8', name: 'Rower 8', ordered: 1, completed: 1 },
      ],
    });
    const none = await service.call('GET', '/api/orders/status/preorder', { identity: as(piotr) });
    expect(none.body).toEqual({ ordered: 0, completed: 0, percentage: 0, items: [] });
    expect((await service.call('GET', '/api/orders/status/preorder')).status).toBe(401);
  });
});

describe('what customers cannot do', () => {
  it('answers 405 to creating an order (changes and cancels: customer-cancel.postgres.test.ts)', async () => {
    for (const [method, path] of [['POST', '/api/orders']] as const) {
      const answer = await service.call(method, path, { identity: as(anna), body: {}, headers: en });
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.body.error.code).toBe('method_not_allowed');
    }
  });

  it("does not copy another customer's order", async () => {
    const answer = await service.call('COPY', `/api/orders/${ids.p4}`, { identity: as(anna) });
    expect(answer.status).toBe(404);
  });
});
