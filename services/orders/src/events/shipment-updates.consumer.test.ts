import { randomUUID } from 'node:crypto';
import { type EventEnvelope, OrderCreated, OrderUpdated, PaymentSucceeded, ShipmentUpdated } from '@shop/contracts';
import { outbox } from '@shop/service-kit/db';
import { until } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema';
import {
  type CheckoutShop,
  checkoutBody,
  fillCart,
  guestShopper,
  type StockedProduct,
  startCheckoutShop,
  stockedProduct,
} from '../http/checkout.test-support';

// The warehouse's shipments move a paid order to sent (keeping the tracking link the order-updated e-mail and
// the order page show) and, once everything is delivered, to completed; each event once.

let shop: CheckoutShop;
let product: StockedProduct;

beforeAll(async () => {
  shop = await startCheckoutShop();
  product = await stockedProduct(shop.catalog, 20);
  await shop.orders.context.bus.ensureStream('payments');
  await shop.orders.context.bus.ensureStream('warehouse');
});
afterAll(() => shop?.stop());

const envelope = <D>(type: string, source: string, data: D): EventEnvelope<D> => ({
  id: randomUUID(),
  type,
  occurredAt: new Date().toISOString(),
  source,
  data,
});
const orderRow = async (id: string) => (await shop.orders.context.db.select().from(orders).where(eq(orders.id, id)))[0];
const eventsOf = async (type: string, orderId: string) =>
  (await shop.orders.context.db.select().from(outbox).where(eq(outbox.type, type)).orderBy(outbox.seq))
    .map((row) => (row.envelope as EventEnvelope<Record<string, unknown>>).data)
    .filter((data) => data.orderId === orderId);

async function paidOrder() {
  const shopper = guestShopper();
  await fillCart(shop.orders, shopper, product, 1);
  const placed = await shop.orders.call('POST', '/api/cart/checkout', {
    identity: shopper,
    body: checkoutBody({ paymentMethod: 'online_tpay' }),
  });
  expect(placed.status).toBe(201);
  const order = placed.body.order as { id: string; total: { amount: number; currency: 'PLN' }; token: string };
  const paid = { orderId: order.id, transactionId: randomUUID(), method: 'online_tpay', amount: order.total };
  await shop.orders.context.bus.publish(PaymentSucceeded.subject, envelope(PaymentSucceeded.type, 'payments', paid));
  await until(async () => (await orderRow(order.id))?.status === 'in_progress', 5_000, 'the order to be paid');
  return { ...order, shopper };
}

const shipment = (orderId: string, status: string, delivered = false) =>
  envelope(ShipmentUpdated.type, 'warehouse', {
    shipmentId: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
    orderId,
    status,
    carrier: 'inpost',
    trackingNumber: '620012345678',
    trackingUrl: 'https://inpost.pl/sledzenie-przesylek?number=620012345678',
    delivered,
  });

describe('shipments move orders', () => {
  it('sends the order with its tracking link, then completes it once everything is delivered', async () => {
    const order = await paidOrder();
    const created = await eventsOf(OrderCreated.type, order.id);
    expect(created[0]).toMatchObject({ items: [expect.objectContaining({ sku: expect.any(String) })] });

    await shop.orders.context.bus.publish(ShipmentUpdated.subject, shipment(order.id, 'created'));
    const shipped = shipment(order.id, 'shipped');
    await shop.orders.context.bus.publish(ShipmentUpdated.subject, shipped);
    await shop.orders.context.bus.publish(ShipmentUpdated.subject, shipped);
    await until(async () => (await orderRow(order.id))?.status === 'sent', 5_000, 'the order to be sent');
    await shop.orders.context.bus.publish(ShipmentUpdated.subject, shipment(order.id, 'in_transit'));
    await shop.orders.context.bus.idle();
    const tracking = { carrier: 'inpost', trackingNumber: '620012345678', url: expect.stringContaining('inpost.pl') };
    expect((await eventsOf(OrderUpdated.type, order.id)).slice(1)).toEqual([
      expect.objectContaining({ status: 'sent', tracking }),
    ]);
    const page = await shop.orders.call('GET', `/api/orders/status/${order.id}?t=${order.token}`, {
      identity: order.shopper,
    });
    expect(page.body.order).toMatchObject({ status: 'sent', tracking });

    await shop.orders.context.bus.publish(ShipmentUpdated.subject, shipment(order.id, 'delivered', true));
    await until(async () => (await orderRow(order.id))?.status === 'completed', 5_000, 'the order to be completed');
  });

  it('leaves an unknown order and a not yet paid one alone', async () => {
    await shop.orders.context.bus.publish(ShipmentUpdated.subject, shipment(randomUUID(), 'shipped'));
    await shop.orders.context.bus.idle();
    const shopper = guestShopper();
    await fillCart(shop.orders, shopper, product, 1);
    const placed = await shop.orders.call('POST', '/api/cart/checkout', {
      identity: shopper,
      body: checkoutBody({ paymentMethod: 'online_tpay' }),
    });
    await shop.orders.context.bus.publish(ShipmentUpdated.subject, shipment(placed.body.order.id, 'shipped'));
    await shop.orders.context.bus.idle();
    expect((await orderRow(placed.body.order.id))?.status).toBe('reserved');
  });
});
