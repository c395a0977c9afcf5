import { randomUUID } from 'node:crypto';
import { type EventEnvelope, OrderUpdated, PaymentFailed, PaymentSucceeded } from '@shop/contracts';
import { outbox } from '@shop/service-kit/db';
import { inboxHandler } from '@shop/service-kit/events';
import { until } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema';
import { applyPaymentSucceeded } from '../domain/orders/payment-outcomes';
import {
  type CheckoutShop,
  checkoutBody,
  fillCart,
  guestShopper,
  type StockedProduct,
  startCheckoutShop,
  stockedProduct,
  stockOf,
} from '../http/checkout.test-support';

let shop: CheckoutShop;
let product: StockedProduct;

beforeAll(async () => {
  shop = await startCheckoutShop();
  product = await stockedProduct(shop.catalog, 20);
  await shop.orders.context.bus.ensureStream('payments');
});
afterAll(() => shop?.stop());

async function placeOrder(paymentMethod: string, quantity = 1) {
  const shopper = guestShopper();
  await fillCart(shop.orders, shopper, product, quantity);
  const answer = await shop.orders.call('POST', '/api/cart/checkout', {
    identity: shopper,
    body: checkoutBody({ paymentMethod }),
  });
  if (answer.status !== 201) throw new Error(`checkout answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.order as { id: string; total: { amount: number; currency: 'PLN' } };
}

const orderRow = async (id: string) => (await shop.orders.context.db.select().from(orders).where(eq(orders.id, id)))[0];

function envelope<D>(type: string, data: D): EventEnvelope<D> {
  return { id: randomUUID(), type, occurredAt: new Date().toISOString(), source: 'payments', data };
}

const publish = (subject: string, event: EventEnvelope) => shop.orders.context.bus.publish(subject, event);

const updatesOf = async (orderId: string) =>
  (await shop.orders.context.db.select().from(outbox).where(eq(outbox.type, OrderUpdated.type)))
    .map((row) => (row.envelope as EventEnvelope<{ orderId: string; status: string; paymentStatus: string }>).data)
    .filter((data) => data.orderId === orderId);

describe('payment outcomes', () => {
  it('a successful online payment marks the order paid and starts fulfilment, once', async () => {
    const order = await placeOrder('online_tpay');
    const transactionId = randomUUID();
    const success = envelope(PaymentSucceeded.type, {
      orderId: order.id,
      transactionId,
      method: 'online_tpay',
      amount: order.total,
    });
    await publish(PaymentSucceeded.subject, success);
    await until(async () => (await orderRow(order.id))?.paymentStatus === 'paid', 5_000, 'the order to be paid');
    expect(await orderRow(order.id)).toMatchObject({ status: 'in_progress', paymentStatus: 'paid' });

    // The same event delivered again, and the same transaction reported under a new event id: no change.
    const handle = inboxHandler(shop.orders.context.db, {
      durable: 'orders-payment-succeeded',
      event: PaymentSucceeded,
      log: shop.orders.context.log,
      handler: (tx, data) => applyPaymentSucceeded(shop.orders.context, tx, data),
    });
    await handle({ subject: PaymentSucceeded.subject, envelope: success, deliveryCount: 2 });
    await handle({ subject: PaymentSucceeded.subject, envelope: { ...success, id: randomUUID() }, deliveryCount: 1 });
    expect(await orderRow(order.id)).toMatchObject({ status: 'in_progress', paymentStatus: 'paid' });
    expect(await updatesOf(order.id)).toEqual([
      expect.objectContaining({ status: 'in_progress', paymentStatus: 'paid' }),
    ]);

    // A second, different transaction paying the same order is a double payment: staff must look.
    await publish(
      PaymentSucceeded.subject,
      envelope(PaymentSucceeded.type, {
        orderId: order.id,
        transactionId: randomUUID(),
        method: 'online_tpay',
        amount: order.total,
      }),
    );
    await until(async () => (await orderRow(order.id))?.paymentStatus === 'contact_us', 5_000, 'contact us');
  });

  it('a declined card keeps the goods reserved and lets the customer retry', async () => {
    const order = await placeOrder('card_polcard');
    const stockAfterOrder = await stockOf(shop.catalog, product.variantId);
    await publish(
      PaymentFailed.subject,
      envelope(PaymentFailed.type, {
        orderId: order.id,
        transactionId: randomUUID(),
        method: 'card_polcard',
        retryable: true,
        reason: 'DECLINED',
      }),
    );
    await until(async () => (await orderRow(order.id))?.status === 'ready_to_pay', 5_000, 'ready_to_pay');
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'unpaid', stockReleasedAt: null });
    expect(await stockOf(shop.catalog, product.variantId)).toBe(stockAfterOrder);
    const listed = await shop.orders.call(
      'GET',
      `/api/orders/status/${order.id}?t=${(await orderRow(order.id))?.token}`,
    );
    expect(listed.body.order).toMatchObject({ status: 'ready_to_pay', payable: true });

    // The retry succeeds.
    await publish(
      PaymentSucceeded.subject,
      envelope(PaymentSucceeded.type, {
        orderId: order.id,
        transactionId: randomUUID(),
        method: 'card_polcard',
        amount: order.total,
      }),
    );
    await until(async () => (await orderRow(order.id))?.status === 'in_progress', 5_000, 'in_progress');
  });

  it('an installment refusal cancels the order and gives its stock back', async () => {
    const before = await stockOf(shop.catalog, product.variantId);
    const order = await placeOrder('installment_eraty', 3);
    expect(await stockOf(shop.catalog, product.variantId)).toBe(before - 3);
    await publish(
      PaymentFailed.subject,
      envelope(PaymentFailed.type, {
        orderId: order.id,
        transactionId: randomUUID(),
        method: 'installment_eraty',
        retryable: false,
        reason: 'Odmowa',
      }),
    );
    await until(async () => (await orderRow(order.id))?.status === 'cancelled', 5_000, 'cancelled');
    // Given back once the cancel has committed, and the order remembers it.
    await until(async () => Boolean((await orderRow(order.id))?.stockReleasedAt), 5_000, 'the stock back');
    expect(await stockOf(shop.catalog, product.variantId)).toBe(before);
    expect(await updatesOf(order.id)).toEqual([
      expect.objectContaining({ status: 'cancelled', paymentStatus: 'unpaid' }),
    ]);
    // A payment arriving for the cancelled order does not revive it: staff are asked to contact the customer.
    await publish(
      PaymentSucceeded.subject,
      envelope(PaymentSucceeded.type, {
        orderId: order.id,
        transactionId: randomUUID(),
        method: 'installment_eraty',
        amount: order.total,
      }),
    );
    await until(async () => (await orderRow(order.id))?.paymentStatus === 'contact_us', 5_000, 'contact us');
    expect((await orderRow(order.id))?.status).toBe('cancelled');
  });
});
