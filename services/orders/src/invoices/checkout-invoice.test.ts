import { randomUUID } from 'node:crypto';
import { type EventEnvelope, TransactionRecorded } from '@shop/contracts';
import { staffIdentity } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceRequests, invoices, orders } from '../db/schema';
import { applyPaymentSucceeded } from '../domain/orders/payment-outcomes';
import {
  type CheckoutShop,
  checkoutBody,
  fillCart,
  guestShopper,
  type StockedProduct,
  startCheckoutShop,
  stockedProduct,
} from '../http/checkout.test-support';
import { fa3SchemaErrors, xmllintPresent } from './fa3-schema.test-support';

// "I want an invoice" at checkout, the whole way through the orders service: the NIP's checksum is checked
// with the checkout form (400 at its field, no order), the request is kept with the order, and the order's
// payment (order-updated on the service's bus) issues the invoice through the inbox, catalog and payments
// answering its questions.

let shop: CheckoutShop;
let product: StockedProduct;
const en = { 'x-language': 'en' };

beforeAll(async () => {
  shop = await startCheckoutShop();
  product = await stockedProduct(shop.catalog, 50);
  await shop.orders.context.bus.ensureStream('payments');
}, 120_000);
afterAll(() => shop?.stop());

async function checkout(invoice: unknown) {
  const shopper = guestShopper();
  await fillCart(shop.orders, shopper, product, 1);
  return shop.orders.call('POST', '/api/cart/checkout', {
    identity: shopper,
    body: checkoutBody(invoice === undefined ? {} : { invoice }),
    headers: en,
  });
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

const invoicesOf = (orderId: string) =>
  shop.orders.context.db.select().from(invoices).where(eq(invoices.orderId, orderId));

describe('an invoice asked for at checkout', () => {
  it('a NIP whose checksum fails is refused at its field and no order is placed', async () => {
    const answer = await checkout({ buyer: 'company', companyName: 'Nowak Design', taxId: '779-243-34-22' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toMatchObject({ 'invoice.taxId': 'This tax ID is not valid: check its digits' });
    const missingName = await checkout({ buyer: 'company', taxId: '7792433421' });
    expect(missingName.status).toBe(400);
    expect(Object.keys(missingName.body.error.fields)).toContain('invoice.companyName');
  });

  it('a company invoice: kept with the order, issued with its NIP once the order is paid', async () => {
    const answer = await checkout({ buyer: 'company', companyName: 'Nowak Design', taxId: '779-243-34-21' });
    expect(answer.status).toBe(201);
    const { order } = answer.body;
    const [request] = await shop.orders.context.db
      .select()
      .from(invoiceRequests)
      .where(eq(invoiceRequests.orderId, order.id));
    expect(request).toMatchObject({ buyer: 'company', companyName: 'Nowak Design', taxId: '7792433421' });
    expect(await invoicesOf(order.id)).toHaveLength(0);

    await pay(order.id);
    const [invoice] = await invoicesOf(order.id);
    expect(invoice).toMatchObject({
      kind: 'VAT',
      state: 'queued',
      totalGross: order.total.amount,
      buyer: { name: 'Nowak Design', taxId: '7792433421', street: 'ul. Długa 5/3', city: 'Kraków' },
      payment: { method: 'transfer' },
    });
    expect(invoice?.number).toMatch(/^FV\/\d{4}\/\d{6}$/);
    if (xmllintPresent) expect(fa3SchemaErrors(invoice?.xml ?? '')).toBe('');
  });

  it('a consumer invoice names the shopper without NIP; no request, no invoice', async () => {
    const consumer = (await checkout({ buyer: 'consumer' })).body.order;
    const none = (await checkout(undefined)).body.order;
    await pay(consumer.id);
    await pay(none.id);
    const [invoice] = await invoicesOf(consumer.id);
    expect(invoice?.buyer).toMatchObject({ name: 'Anna Nowak', taxId: null });
    expect(await invoicesOf(none.id)).toHaveLength(0);
  });
});

it('a return’s refund recorded by payments gives one correction of the invoice, however often it arrives', async () => {
  const { order } = (await checkout({ buyer: 'company', companyName: 'Nowak Design', taxId: '7792433421' })).body;
  await pay(order.id);
  const [original] = await invoicesOf(order.id);
  const half = Math.floor((original?.totalGross ?? 0) / 2);
  const refund: EventEnvelope<unknown> = {
    id: randomUUID(),
    type: TransactionRecorded.type,
    occurredAt: new Date().toISOString(),
    source: 'payments',
    data: {
      orderId: order.id,
      transactionId: randomUUID(),
      type: 'return',
      result: 'success',
      amount: { amount: half, currency: 'PLN' },
    },
  };
  await shop.orders.context.bus.publish(TransactionRecorded.subject, refund);
  await shop.orders.context.bus.publish(TransactionRecorded.subject, refund);
  await shop.orders.eventsIdle();
  const corrections = (await invoicesOf(order.id)).filter((invoice) => invoice.kind === 'KOR');
  expect(corrections).toHaveLength(1);
  expect(corrections[0]).toMatchObject({
    totalGross: -half,
    references: [{ invoiceId: original?.id, number: original?.number }],
  });
  expect(corrections[0]?.number).toMatch(/^FK\/\d{4}\/\d{6}$/);
  if (xmllintPresent) expect(fa3SchemaErrors(corrections[0]?.xml ?? '')).toBe('');
});

describe('the back office reads an order’s invoices', () => {
  const staff = (adminType: Parameters<typeof staffIdentity>[0], path: string) =>
    shop.orders.call('GET', path, { identity: staffIdentity(adminType), headers: en });

  it('sales staff list an order’s invoices, read one and download its FA(3) XML', async () => {
    const { order } = (await checkout({ buyer: 'company', companyName: 'Nowak Design', taxId: '7792433421' })).body;
    await pay(order.id);
    const list = await staff('sales_employee', `/api/admin/orders/${order.id}/invoices`);
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(1);
    const [item] = list.body.items;
    expect(item).toMatchObject({
      kind: 'VAT',
      state: 'queued',
      orderId: order.id,
      total: order.total,
      ksefNumber: null,
    });

    const detail = await staff('sales_manager', `/api/admin/invoices/${item.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      number: item.number,
      buyer: { taxId: '7792433421' },
      payment: { method: 'transfer' },
    });
    expect(detail.body.rateTotals[0]).toMatchObject({ vatRate: 23 });

    const xml = await staff('sales_employee', `/api/admin/invoices/${item.id}/xml`);
    expect(xml.status).toBe(200);
    expect(xml.headers.get('content-type')).toContain('application/xml');
    expect(xml.headers.get('content-disposition')).toContain(`${item.number.replaceAll('/', '-')}.xml`);
    expect(String(xml.body)).toContain(`<P_2>${item.number}</P_2>`);
  });

  it('refuses staff without the permission, an unknown invoice and an id that cannot exist', async () => {
    const forbidden = await staff('marketing_employee', `/api/admin/orders/${randomUUID()}/invoices`);
    expect(forbidden.status).toBe(403);
    expect((await staff('sales_employee', `/api/admin/invoices/${randomUUID()}`)).status).toBe(404);
    expect((await staff('sales_employee', `/api/admin/orders/${randomUUID()}/invoices`)).status).toBe(404);
    const bad = await staff('sales_employee', '/api/admin/invoices/not-an-id/xml');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('id');
  });
});
