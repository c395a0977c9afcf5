import { todayInWarsaw } from '@shop/contracts';
import { createTestDatabase, postgresAvailable, staffIdentity } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderOffers, orders } from '../db/schema';
import {
  type CheckoutShop,
  checkoutBody,
  guestShopper,
  type StockedProduct,
  startCheckoutShop,
  stockedProduct,
  stockOf,
} from './checkout.test-support';

// Issue 23: accepting a proposal twice at once (two tabs, a double click) makes one order and reserves the
// stock once. Orders and catalog each on their own PostgreSQL database.

const available = await postgresAvailable();
let databases: Array<Awaited<ReturnType<typeof createTestDatabase>>> = [];
let shop: CheckoutShop;
let bike: StockedProduct;
const staff = staffIdentity('sales_employee');

beforeAll(async () => {
  if (!available) return;
  databases = await Promise.all([createTestDatabase('shop_test_catalog'), createTestDatabase('shop_test_orders')]);
  const [catalog, ordersDb] = databases;
  shop = await startCheckoutShop({ databases: { catalog: catalog!.url, orders: ordersDb!.url } });
  bike = await stockedProduct(shop.catalog, 10);
}, 120_000);
afterAll(async () => {
  await shop?.stop();
  await Promise.all(databases.map((database) => database.drop()));
});

describe.skipIf(!available)('proposals on PostgreSQL', () => {
  it('two concurrent accepts make one order and reserve the stock once', async () => {
    const identity = guestShopper();
    const call = (method: 'GET' | 'POST', path: string, options: Record<string, unknown> = {}) =>
      shop.orders.call(method, path, { headers: { 'x-language': 'en' }, ...options });
    await call('POST', '/api/cart/request', { identity, body: { productId: bike.productId, quantity: 4 } });
    const submitted = await call('POST', '/api/cart/request/submit', {
      identity,
      body: {
        email: 'fleet@example.com',
        firstName: 'Jan',
        lastName: 'Kowalski',
        consents: { terms: true, privacy: true },
      },
    });
    expect(submitted.status).toBe(201);
    const { orderId, token } = submitted.body;
    const validUntil = todayInWarsaw(new Date(shop.clock.now().getTime() + 7 * 24 * 60 * 60 * 1000));
    const drafted = await call('POST', '/api/admin/proposals', {
      identity: staff,
      body: {
        requestId: orderId,
        lines: [{ productId: bike.productId, variantId: bike.variantId, quantity: 4, unitPrice: 50_00 }],
        deliveryMethods: ['COURIER'],
        paymentMethods: ['transfer'],
        validUntil,
      },
    });
    expect(drafted.status).toBe(201);
    expect((await call('POST', `/api/admin/proposals/${orderId}/send`, { identity: staff })).status).toBe(200);

    const { billing, consents } = checkoutBody();
    const accept = () =>
      call('POST', `/api/proposals/${orderId}/accept?t=${token}`, {
        body: { billing, consents, deliveryMethod: 'COURIER', paymentMethod: 'transfer' },
      });
    const answers = await Promise.all(Array.from({ length: 8 }, accept));

    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((answer) => answer.body.order.id))).toEqual(new Set([orderId]));
    expect(await stockOf(shop.catalog, bike.variantId)).toBe(6);
    const [order] = await shop.orders.context.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ type: 'PROPOSAL', status: 'ready_to_pay', paymentMethod: 'transfer' });
    const [offer] = await shop.orders.context.db.select().from(orderOffers).where(eq(orderOffers.orderId, orderId));
    expect(offer?.state).toBe('accepted');
  });
});
