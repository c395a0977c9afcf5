import { createTestDatabase, postgresAvailable } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, promoCodes, promoCodeUses } from '../db/schema';
import {
  type CheckoutShop,
  checkoutBody,
  fillCart,
  guestShopper,
  type StockedProduct,
  startCheckoutShop,
  stockedProduct,
} from './checkout.test-support';

// The last use of a promo code, raced for on PostgreSQL: shoppers whose carts all show the discount check out
// at once; exactly as many orders as uses are left get it, the others are told the code is used up.

const available = await postgresAvailable();
const shoppers = 12;
const usesLeft = 1;
let databases: Array<Awaited<ReturnType<typeof createTestDatabase>>> = [];
let shop: CheckoutShop;
let product: StockedProduct;

beforeAll(async () => {
  if (!available) return;
  databases = await Promise.all([createTestDatabase('shop_test_catalog'), createTestDatabase('shop_test_orders')]);
  const [catalog, ordersDb] = databases;
  shop = await startCheckoutShop({ databases: { catalog: catalog!.url, orders: ordersDb!.url } });
  product = await stockedProduct(shop.catalog, 100);
  await shop.orders.context.db
    .insert(promoCodes)
    .values({ code: 'OSTATNI', kind: 'amount', value: 500, currency: 'PLN', usageLimit: 5, usedCount: 5 - usesLeft });
}, 120_000);
afterAll(async () => {
  await shop?.stop();
  await Promise.all(databases.map((database) => database.drop()));
});

describe.skipIf(!available)('the last use of a promo code on PostgreSQL', () => {
  it(`goes to exactly ${usesLeft} of ${shoppers} shoppers checking out at once`, async () => {
    const identities = Array.from({ length: shoppers }, () => guestShopper());
    for (const identity of identities) {
      await fillCart(shop.orders, identity, product, 1);
      const cart = await shop.orders.call('POST', '/api/cart', { identity, body: { promoCode: 'ostatni' } });
      expect(cart.body.promoCode).toMatchObject({ code: 'OSTATNI', discount: { amount: 500 } });
    }

    const answers = await Promise.all(
      identities.map((identity, i) =>
        shop.orders.call('POST', '/api/cart/checkout', {
          identity,
          body: checkoutBody({ email: `kupujacy${i}@example.com` }),
          headers: { 'x-language': 'en', 'x-currency': 'PLN' },
        }),
      ),
    );

    const won = answers.filter((answer) => answer.status === 201);
    expect(won).toHaveLength(usesLeft);
    for (const lost of answers.filter((answer) => answer.status !== 201))
      expect(lost.body.error).toMatchObject({
        code: 'promo_code_invalid',
        fields: { promoCode: 'This promo code has already been used up' },
      });
    const [promo] = await shop.orders.context.db.select().from(promoCodes).where(eq(promoCodes.code, 'OSTATNI'));
    expect(promo?.usedCount).toBe(5);
    const uses = await shop.orders.context.db
      .select()
      .from(promoCodeUses)
      .where(eq(promoCodeUses.promoCodeId, promo!.id));
    expect(uses.map((use) => use.orderId)).toEqual(won.map((answer) => answer.body.order.id));
    expect(await shop.orders.context.db.select().from(orders)).toHaveLength(usesLeft);
  }, 180_000);
});
