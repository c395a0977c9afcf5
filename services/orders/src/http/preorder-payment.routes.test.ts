import { randomUUID } from 'node:crypto';
import type { Identity } from '@shop/contracts';
import { outbox } from '@shop/service-kit/db';
import { staffIdentity } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as paymentsSchema from '../../../payments/src/db/schema';
import { orders } from '../db/schema';
import { type CheckoutShop, startCheckoutShop } from './checkout.test-support';

// Paying for a preorder (issue 23): staff confirm a submitted dealer preorder, an EUR one is converted to PLN
// at the rate in force that day and keeps that rate; the dealer sees the amount, the rate and where to
// transfer; the confirmation e-mail's event carries the same.

let shop: CheckoutShop;
const staff = staffIdentity('sales_employee');
const en = { 'x-language': 'en' };
const dealerId = randomUUID();
const dealer: Identity = { app: 'storefront', role: 'CUSTOMER', customerId: dealerId, customerType: 'b2b' };

beforeAll(async () => {
  shop = await startCheckoutShop();
  // An older EUR rate, in case the rate job has not stored its table yet; the newest one in force converts.
  await shop.payments.context.db.insert(paymentsSchema.exchangeRates as never).values({
    currency: 'EUR',
    ratePln: '4.243100',
    effectiveAt: new Date(Date.now() - 86_400_000),
    source: 'NBP tabela A 226/A/NBP/2026',
    tableNo: '226/A/NBP/2026',
    tableDate: '2026-11-20',
  } as never);
}, 120_000);
afterAll(() => shop?.stop());

async function preorder(extra: Partial<typeof orders.$inferInsert> = {}) {
  const [row] = await shop.orders.context.db
    .insert(orders)
    .values({
      number: `ZP/${randomUUID().slice(0, 13)}`,
      customerId: dealerId,
      customerType: 'b2b',
      type: 'PREORDER',
      status: 'preorder',
      deliveryMethod: 'PREORDER',
      paymentMethod: 'preorder',
      totalAmount: 1_234_567,
      currency: 'EUR',
      token: randomUUID(),
      language: 'en',
      email: 'dealer@example.com',
      ...extra,
    })
    .returning();
  return row!;
}

const confirm = (id: string, version: number, identity: Identity = staff) =>
  shop.orders.call('POST', `/api/admin/orders/${id}/preorder-confirmation`, {
    identity,
    body: { version },
    headers: en,
  });

describe('confirming a preorder', () => {
  it('converts an EUR preorder at the day’s rate, keeps the rate, and shows the dealer where to pay', async () => {
    const order = await preorder();
    const before = await shop.orders.call('GET', `/api/orders/${order.id}`, { identity: dealer, headers: en });
    expect(before.body.order).toMatchObject({ preorderPayment: null, cancellable: false, payable: false });

    const answer = await confirm(order.id, order.version);
    expect(answer.status).toBe(200);
    // 12 345,67 EUR at the rate in force (the rate job's table), half up to whole grosze, the rate kept.
    const payment = answer.body.preorderPayment;
    expect(payment.rate).toMatchObject({ table: expect.stringMatching(/\/A\/NBP\//), source: expect.any(String) });
    const expected = Math.round(1_234_567 * Number(payment.rate.ratePln));
    expect(payment.amountPln).toEqual({ amount: expected, currency: 'PLN' });

    const seen = await shop.orders.call('GET', `/api/orders/${order.id}`, { identity: dealer, headers: en });
    expect(seen.body.order.preorderPayment).toMatchObject({
      amountPln: { amount: expected, currency: 'PLN' },
      transfer: { account: expect.any(String), recipient: expect.any(String), title: order.number },
    });
    // A later rate does not move what the dealer owes.
    await shop.payments.context.db.insert(paymentsSchema.exchangeRates as never).values({
      currency: 'EUR',
      ratePln: '4.400000',
      effectiveAt: new Date(Date.now() - 1_000),
      source: 'NBP tabela A 227/A/NBP/2026',
    } as never);
    const later = await shop.orders.call('GET', `/api/orders/${order.id}`, { identity: dealer, headers: en });
    expect(later.body.order.preorderPayment.amountPln.amount).toBe(expected);

    const events = (await shop.orders.context.db.select().from(outbox)).filter(
      (event) => event.type === 'preorder-confirmed',
    );
    const mine = events.map((event) => (event.envelope as { data: { orderId: string } }).data);
    expect(mine.find((data) => data.orderId === order.id)).toMatchObject({
      amountPln: { amount: expected, currency: 'PLN' },
      transfer: { title: order.number },
    });
  });

  it('refuses a stale version (409), a second confirmation and a standard order (422), and unknown ids (404)', async () => {
    const order = await preorder();
    expect((await confirm(order.id, order.version + 1)).status).toBe(409);
    expect((await confirm(order.id, order.version)).status).toBe(200);
    const again = await confirm(order.id, order.version + 1);
    expect(again.status).toBe(422);
    expect(again.body.error.message).toBe('Only a submitted preorder that is not confirmed yet can be confirmed.');
    const standard = await preorder({ type: 'STANDARD', status: 'new', paymentMethod: 'transfer' });
    expect((await confirm(standard.id, standard.version)).status).toBe(422);
    expect((await confirm(randomUUID(), 1)).status).toBe(404);
    expect((await confirm('not-an-id', 1)).status).toBe(404);
  });

  it('is for staff who may update orders only', async () => {
    const order = await preorder();
    expect((await confirm(order.id, order.version, dealer)).status).toBe(403);
    expect((await confirm(order.id, order.version, staffIdentity('marketing_manager'))).status).toBe(403);
  });
});
