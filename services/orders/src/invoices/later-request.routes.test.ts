import { randomUUID } from 'node:crypto';
import { type Identity, todayInWarsaw } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceRequests, invoices, orders } from '../db/schema';
import { applyPaymentSucceeded } from '../domain/orders/payment-outcomes';
import {
  type CheckoutShop,
  checkoutBody,
  customer,
  fillCart,
  type StockedProduct,
  startCheckoutShop,
  stockedProduct,
} from '../http/checkout.test-support';
import { askRefusal, lastDayToAsk } from './later-request';

// A retail buyer asks for an invoice later, from the account (issue 26, docs/decisions/invoices.md "Asked for
// later"): a paid order's invoice is issued at once, an unpaid one's when it is paid; another's order is not
// found; a second ask, a dealer's order, an order closed unpaid, the time past and data that cannot make an
// invoice are refused with nothing written. Orders are placed and paid the real way.

let shop: CheckoutShop;
let product: StockedProduct;
const en = { 'x-language': 'en' };
const pl = { 'x-language': 'pl' };
const company = { buyer: 'company', companyName: 'Pracownia Zefirek', taxId: '7792433421' };

beforeAll(async () => {
  shop = await startCheckoutShop();
  product = await stockedProduct(shop.catalog, 50);
  await shop.orders.context.bus.ensureStream('payments');
}, 180_000);
afterAll(() => shop?.stop());

async function placeOrder(buyer: Identity): Promise<string> {
  await fillCart(shop.orders, buyer, product, 1);
  const placed = await shop.orders.call('POST', '/api/cart/checkout', { identity: buyer, body: checkoutBody() });
  expect(placed.status).toBe(201);
  return placed.body.order.id;
}

async function pay(orderId: string) {
  const [order] = await shop.orders.context.db.select().from(orders).where(eq(orders.id, orderId));
  await shop.orders.context.transaction((tx) =>
    applyPaymentSucceeded(shop.orders.context, tx, {
      orderId,
      transactionId: randomUUID(),
      method: 'transfer',
      amount: { amount: order?.totalAmount ?? 0, currency: 'PLN' },
    }),
  );
  await shop.orders.eventsIdle();
}

const ask = (identity: Identity, orderId: string, body: unknown, headers = en) =>
  shop.orders.call('POST', `/api/orders/${orderId}/invoice-request`, { identity, body, headers });
const offer = async (identity: Identity, orderId: string) =>
  shop.orders.call('GET', `/api/orders/${orderId}/invoice-request`, { identity, headers: en });
const invoicesOf = (orderId: string) =>
  shop.orders.context.db.select().from(invoices).where(eq(invoices.orderId, orderId));
const requestOf = async (orderId: string) =>
  (await shop.orders.context.db.select().from(invoiceRequests).where(eq(invoiceRequests.orderId, orderId)))[0];
const setOrder = (orderId: string, values: Partial<typeof orders.$inferInsert>) =>
  shop.orders.context.db.update(orders).set(values).where(eq(orders.id, orderId));

describe('the last day to ask (art. 106b ust. 3)', () => {
  it('is the end of the third month after the month paid, in Warsaw', () => {
    expect(lastDayToAsk(new Date('2026-11-15T10:00:00Z'))).toBe('2027-02-28');
    expect(lastDayToAsk(new Date('2028-11-02T10:00:00Z'))).toBe('2029-02-28');
    expect(lastDayToAsk(new Date('2027-11-30T10:00:00Z'))).toBe('2028-02-29');
    // 23:30 UTC on 31 October is already 1 November in Warsaw.
    expect(lastDayToAsk(new Date('2026-10-31T23:30:00Z'))).toBe('2027-02-28');
    expect(lastDayToAsk(new Date('2026-10-31T22:30:00Z'))).toBe('2027-01-31');
    expect(lastDayToAsk(new Date('2026-01-10T10:00:00Z'))).toBe('2026-04-30');
  });
});

describe('whether a buyer may ask', () => {
  const order = {
    customerType: 'retail' as const,
    status: 'in_progress',
    paymentStatus: 'paid' as const,
    paidAt: new Date('2026-11-15T10:00:00Z'),
    updatedAt: new Date('2026-12-20T10:00:00Z'),
  };
  const facts = { order, issued: undefined, requested: false, invoiceable: true, today: '2027-02-28' };

  it('refuses an order of gift cards only: the cards are not invoiced when sold', () => {
    expect(askRefusal({ ...facts, invoiceable: false })).toMatchObject({
      code: 'business_rule',
      messageKey: 'error.invoice_gift_cards_only',
    });
  });

  it('counts from the payment, also when a second payment put the order to ‘contact us’', () => {
    expect(askRefusal(facts)).toEqual({ lastDay: '2027-02-28' });
    expect(askRefusal({ ...facts, order: { ...order, paymentStatus: 'contact_us' } })).toEqual({
      lastDay: '2027-02-28',
    });
    expect(askRefusal({ ...facts, today: '2027-03-01' })).toMatchObject({
      code: 'business_rule',
      params: { lastDay: '2027-02-28' },
    });
  });

  it('takes the last change of an order paid before the payment’s time was kept; none for an unpaid one', () => {
    expect(askRefusal({ ...facts, order: { ...order, paidAt: null } })).toEqual({ lastDay: '2027-03-31' });
    const unpaid = { ...order, paymentStatus: 'unpaid' as const, paidAt: null, status: 'ready_to_pay' };
    expect(askRefusal({ ...facts, order: unpaid, today: '2030-01-01' })).toEqual({ lastDay: null });
    expect(askRefusal({ ...facts, order: { ...unpaid, status: 'cancelled' } })).toMatchObject({
      messageKey: 'error.invoice_order_closed',
    });
  });
});

describe('asking for an invoice later', () => {
  it('issues a paid order’s invoice at once, to the company named, and lists it', async () => {
    const buyer = customer();
    const orderId = await placeOrder(buyer);
    await pay(orderId);
    expect(await invoicesOf(orderId)).toHaveLength(0);
    const [paid] = await shop.orders.context.db.select().from(orders).where(eq(orders.id, orderId));
    expect(paid?.paidAt).toBeInstanceOf(Date);
    // Paid some days ago (and changed since): the invoice names the day of payment, not of the last change.
    const paidAt = new Date((paid?.paidAt ?? new Date()).getTime() - 10 * 86_400_000);
    await setOrder(orderId, { paidAt });
    const open = await offer(buyer, orderId);
    expect(open.status).toBe(200);
    expect(open.body).toEqual({ open: true, lastDay: lastDayToAsk(paidAt) });

    const answer = await ask(buyer, orderId, company);
    expect(answer.status).toBe(201);
    expect(answer.body.invoice).toMatchObject({ kind: 'VAT', state: 'queued' });
    expect(answer.body.invoice.number).toMatch(/^FV\/\d{4}\/\d{6}$/);
    const [row] = await invoicesOf(orderId);
    expect(row?.buyer).toMatchObject({ name: 'Pracownia Zefirek', taxId: '7792433421' });
    expect(row?.payment).toMatchObject({ paidOn: todayInWarsaw(paidAt), dueDate: null });
    expect(await requestOf(orderId)).toMatchObject({ buyer: 'company', taxId: '7792433421' });
    const list = await shop.orders.call('GET', `/api/orders/${orderId}/invoices`, { identity: buyer, headers: en });
    expect(list.body.items.map((item: { id: string }) => item.id)).toEqual([answer.body.invoice.id]);

    const again = await ask(buyer, orderId, { buyer: 'consumer' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(`This order already has its invoice (${row?.number})`);
    expect((await offer(buyer, orderId)).body).toEqual({ open: false, lastDay: null });
    expect(await invoicesOf(orderId)).toHaveLength(1);
  });

  it('stores an unpaid order’s request and issues the invoice when it is paid', async () => {
    const buyer = customer();
    const orderId = await placeOrder(buyer);
    expect((await offer(buyer, orderId)).body).toEqual({ open: true, lastDay: null });
    const answer = await ask(buyer, orderId, { buyer: 'consumer' });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ invoice: null });
    expect(await requestOf(orderId)).toMatchObject({ buyer: 'consumer', taxId: null });
    expect(await invoicesOf(orderId)).toHaveLength(0);

    const again = await ask(buyer, orderId, company, pl);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Do tego zamówienia już poproszono o fakturę');

    await pay(orderId);
    const [row] = await invoicesOf(orderId);
    expect(row).toMatchObject({ kind: 'VAT', state: 'queued' });
    expect(row?.buyer.taxId ?? null).toBeNull();
  });

  it('never touches another customer’s order (404 as an unknown one) and asks a guest to sign in', async () => {
    const buyer = customer();
    const orderId = await placeOrder(buyer);
    expect((await ask(customer(), orderId, company)).status).toBe(404);
    expect((await offer(customer(), orderId)).status).toBe(404);
    expect((await offer(buyer, randomUUID())).status).toBe(404);
    expect((await ask(buyer, randomUUID(), company)).status).toBe(404);
    const guest: Identity = { app: 'storefront', role: 'GUEST', sessionId: 'guest-later' };
    expect((await ask(guest, orderId, company)).status).toBe(401);
    expect((await ask(buyer, 'not-an-id', company)).status).toBe(400);
    expect(await requestOf(orderId)).toBeUndefined();
  });

  it('refuses a NIP whose checksum fails or a company without a name, at the field', async () => {
    const buyer = customer();
    const orderId = await placeOrder(buyer);
    const bad = await ask(buyer, orderId, { buyer: 'company', companyName: '', taxId: '7792433422' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {})).toEqual(expect.arrayContaining(['companyName', 'taxId']));
    expect((await ask(buyer, orderId, { buyer: 'consumer', taxId: '7792433421' })).status).toBe(400);
    expect((await ask(buyer, orderId, { buyer: 'nobody' })).status).toBe(400);
    expect(await requestOf(orderId)).toBeUndefined();
  });

  it('refuses after the end of the third month after payment, naming the last day', async () => {
    const buyer = customer();
    const orderId = await placeOrder(buyer);
    await pay(orderId);
    await setOrder(orderId, { paidAt: new Date('2020-01-10T10:00:00Z') });
    expect((await offer(buyer, orderId)).body).toEqual({ open: false, lastDay: null });
    const late = await ask(buyer, orderId, company);
    expect(late.status).toBe(422);
    expect(late.body.error.message).toBe('An invoice could be asked for until 2020-04-30: that time has passed');
    const latePl = await ask(buyer, orderId, company, pl);
    expect(latePl.body.error.message).toBe('O fakturę można było poprosić do 2020-04-30 – ten termin już minął');
    expect(await requestOf(orderId)).toBeUndefined();
    expect(await invoicesOf(orderId)).toHaveLength(0);
  });

  it('writes nothing when the invoice cannot be issued (no address on the order)', async () => {
    const buyer = customer();
    const orderId = await placeOrder(buyer);
    await pay(orderId);
    await setOrder(orderId, { billing: null });
    const refused = await ask(buyer, orderId, company);
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe(
      'An invoice needs the buyer’s address: add the billing address to the order',
    );
    expect(await requestOf(orderId)).toBeUndefined();
    expect(await invoicesOf(orderId)).toHaveLength(0);
  });

  it('refuses a dealer’s order (invoiced without asking) and an order closed without payment', async () => {
    const buyer = customer();
    const dealerOrder = await placeOrder(buyer);
    await setOrder(dealerOrder, { customerType: 'b2b' });
    expect((await offer(buyer, dealerOrder)).body).toEqual({ open: false, lastDay: null });
    const dealer = await ask(buyer, dealerOrder, company);
    expect(dealer.status).toBe(409);
    expect(dealer.body.error.message).toBe('A dealer’s order gets its invoice without asking');

    const cancelled = await placeOrder(buyer);
    await setOrder(cancelled, { status: 'cancelled' });
    const closed = await ask(buyer, cancelled, { buyer: 'consumer' });
    expect(closed.status).toBe(422);
    expect(closed.body.error.message).toBe('This order was closed without payment: there is nothing to invoice');
    expect(await requestOf(dealerOrder)).toBeUndefined();
    expect(await requestOf(cancelled)).toBeUndefined();
  });
});
