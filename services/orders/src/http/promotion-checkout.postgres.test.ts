import { createTestDatabase, postgresAvailable } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, promoCodes, promotions } from '../db/schema';
import {
  type CheckoutShop,
  checkoutBody,
  customer,
  fillCart,
  guestShopper,
  type StockedProduct,
  startCheckoutShop,
  stockedProduct,
} from './checkout.test-support';

// An order placed with automatic promotions (and a promo code on top) on PostgreSQL: the order's total is the
// cart's to the grosz, net + VAT add up to it, and the order keeps which promotion gave what. A first-order
// promotion is given once: the customer's second cart no longer gets it.

const available = await postgresAvailable();
let databases: Array<Awaited<ReturnType<typeof createTestDatabase>>> = [];
let shop: CheckoutShop;
let accessory: StockedProduct;

beforeAll(async () => {
  if (!available) return;
  databases = await Promise.all([createTestDatabase('shop_test_catalog'), createTestDatabase('shop_test_orders')]);
  const [catalog, ordersDb] = databases;
  shop = await startCheckoutShop({ databases: { catalog: catalog!.url, orders: ordersDb!.url } });
  accessory = await stockedProduct(shop.catalog, 100);
}, 120_000);
afterAll(async () => {
  await shop?.stop();
  await Promise.all(databases.map((database) => database.drop()));
});

const pl = { 'x-language': 'pl', 'x-currency': 'PLN' };

describe.skipIf(!available)('placing an order with promotions on PostgreSQL', () => {
  it('orders exactly what the cart showed: promotions, then the code, totals to the grosz', async () => {
    const db = shop.orders.context.db;
    await db.insert(promotions).values([
      {
        namePl: '7% taniej na akcesoria',
        nameEn: '7% off accessories',
        priority: 10,
        conditions: conditions({ categories: ['accessory'] }),
        actions: [{ type: 'percent_off', target: 'matching', percent: 7 }],
      },
      {
        namePl: 'Pierwsze zamówienie: darmowa dostawa i 13,33 zł mniej',
        nameEn: 'First order: free delivery and 13.33 zł off',
        conditions: conditions({ firstOrder: true }),
        actions: [{ type: 'amount_off', target: 'basket', amount: 1_333, currency: 'PLN' }, { type: 'free_delivery' }],
      },
    ]);
    await db.insert(promoCodes).values({ code: 'JESZCZE3', kind: 'percent', value: 3 });
    const buyer = customer();
    await fillCart(shop.orders, buyer, accessory, 3);
    const cart = (
      await shop.orders.call('POST', '/api/cart', {
        identity: buyer,
        body: { promoCode: 'jeszcze3', deliveryMethod: 'COURIER' },
        headers: pl,
      })
    ).body;
    const items = cart.totals.items.amount;
    const seven = Math.floor((items * 7 * 2 + 100) / 200);
    const code = Math.floor(((items - seven - 1_333) * 3 * 2 + 100) / 200);
    expect(cart.promotions.map((p: { discount: { amount: number } }) => p.discount.amount)).toEqual([seven, 1_333]);
    expect(cart.promotions[1]).toMatchObject({ freeDelivery: true, delivery: { amount: expect.any(Number) } });
    expect(cart.promoCode.discount.amount).toBe(code);
    expect(cart.totals).toMatchObject({ discount: { amount: seven + 1_333 + code }, delivery: { amount: 0 } });
    expect(cart.totals.total.amount).toBe(items - seven - 1_333 - code);

    const placed = await shop.orders.call('POST', '/api/cart/checkout', {
      identity: buyer,
      body: checkoutBody(),
      headers: pl,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.body.order.id));
    expect(order).toMatchObject({
      totalAmount: cart.totals.total.amount,
      itemsAmount: items,
      discountAmount: cart.totals.discount.amount,
      deliveryAmount: 0,
      promoCode: 'JESZCZE3',
    });
    expect(order!.netAmount + order!.vatAmount).toBe(order!.totalAmount);
    expect(order!.promotions).toEqual([
      { id: cart.promotions[0].id, name: '7% taniej na akcesoria', discount: seven, delivery: 0, freeDelivery: false },
      {
        id: cart.promotions[1].id,
        name: 'Pierwsze zamówienie: darmowa dostawa i 13,33 zł mniej',
        discount: 1_333,
        delivery: cart.promotions[1].delivery.amount,
        freeDelivery: true,
      },
    ]);
    // The buyer's order page names them as the cart did.
    expect(placed.body.order.totals.total.amount).toBe(cart.totals.total.amount);
    expect(placed.body.order.promotions).toEqual(cart.promotions);

    // The customer's next cart is no longer a first order; a guest's never is.
    await fillCart(shop.orders, buyer, accessory, 1);
    const next = (await shop.orders.call('GET', '/api/cart', { identity: buyer, headers: pl })).body;
    expect(next.promotions.map((p: { name: string }) => p.name)).toEqual(['7% taniej na akcesoria']);
    const guest = guestShopper();
    await fillCart(shop.orders, guest, accessory, 1);
    const guestCart = (await shop.orders.call('GET', '/api/cart', { identity: guest, headers: pl })).body;
    expect(guestCart.promotions).toHaveLength(1);
  }, 120_000);
});

/** Conditions as the contract fills them in. */
function conditions(set: Record<string, unknown>) {
  return {
    minimumPln: null,
    minimumEur: null,
    products: [],
    collections: [],
    categories: [],
    groups: [],
    audience: 'any' as const,
    validFrom: null,
    validTo: null,
    firstOrder: false,
    ...set,
  } as typeof promotions.$inferInsert.conditions;
}
