import { createTestDatabase, postgresAvailable } from '@shop/service-kit/testing';
import { count, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../db/schema';
import {
  type CheckoutShop,
  checkoutBody,
  fillCart,
  guestShopper,
  type StockedProduct,
  startCheckoutShop,
  stockedProduct,
  stockOf,
} from './checkout.test-support';

// Issue 6: no two buyers ever get the last unit. Orders and catalog each on their own PostgreSQL database,
// 200 shoppers with a cart each check out at once for a product with 10 units.

const available = await postgresAvailable();
const buyers = 200;
const units = 10;
let databases: Array<Awaited<ReturnType<typeof createTestDatabase>>> = [];
let shop: CheckoutShop;
let product: StockedProduct;

beforeAll(async () => {
  if (!available) return;
  databases = await Promise.all([createTestDatabase('shop_test_catalog'), createTestDatabase('shop_test_orders')]);
  const [catalog, ordersDb] = databases;
  shop = await startCheckoutShop({ databases: { catalog: catalog!.url, orders: ordersDb!.url } });
  product = await stockedProduct(shop.catalog, units);
}, 120_000);
afterAll(async () => {
  await shop?.stop();
  await Promise.all(databases.map((database) => database.drop()));
});

describe.skipIf(!available)('checkout on PostgreSQL', () => {
  it(`sells ${units} units to exactly ${units} of ${buyers} concurrent buyers`, async () => {
    const shoppers = Array.from({ length: buyers }, () => guestShopper());
    for (let i = 0; i < buyers; i += 20)
      await Promise.all(shoppers.slice(i, i + 20).map((shopper) => fillCart(shop.orders, shopper, product, 1)));

    const answers = await Promise.all(
      shoppers.map((identity) =>
        shop.orders.call('POST', '/api/cart/checkout', {
          identity,
          body: checkoutBody({ paymentMethod: 'online_tpay' }),
          headers: { 'x-language': 'en' },
        }),
      ),
    );

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(units);
    expect(statuses.filter((status) => status === 422)).toHaveLength(buyers - units);
    for (const refused of answers.filter((answer) => answer.status === 422))
      expect(refused.body.error).toMatchObject({
        code: 'product_unavailable',
        message: 'Product availability error. Please check the cart.',
      });
    expect(await stockOf(shop.catalog, product.variantId)).toBe(0);

    const [placed] = await shop.orders.context.db.select({ n: count() }).from(orders);
    expect(placed?.n).toBe(units);
    const [sold] = await shop.orders.context.db
      .select({ units: sum(orderItems.quantity) })
      .from(orderItems)
      .where(eq(orderItems.variantId, product.variantId));
    expect(Number(sold?.units)).toBe(units);
    const numbers = new Set(answers.filter((a) => a.status === 201).map((a) => a.body.order.number));
    expect(numbers.size).toBe(units);
  }, 180_000);
});
