import { staffIdentity } from '@shop/service-kit/testing';
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
  stockOf,
} from './checkout.test-support';

// Checkout counts a promo code's use in the order's transaction: a guest is counted by the order's e-mail, so
// a per-customer limit holds for shoppers without an account too, and a refused order leaves no trace.

let shop: CheckoutShop;
let product: StockedProduct;

beforeAll(async () => {
  shop = await startCheckoutShop();
  product = await stockedProduct(shop.catalog, 20);
  await shop.orders.context.db
    .insert(promoCodes)
    .values({ code: 'RAZ10', kind: 'percent', value: 10, perCustomerLimit: 1, usageLimit: 5 });
}, 180_000);
afterAll(() => shop?.stop());

async function checkoutWithCode(email: string) {
  const shopper = guestShopper();
  await fillCart(shop.orders, shopper, product, 1);
  const entered = await shop.orders.call('POST', '/api/cart', { identity: shopper, body: { promoCode: 'raz10' } });
  expect(entered.body.promoCode?.code).toBe('RAZ10');
  return shop.orders.call('POST', '/api/cart/checkout', {
    identity: shopper,
    body: checkoutBody({ email }),
    headers: { 'x-language': 'en', 'x-currency': 'PLN' },
  });
}

describe('a promo code at checkout', () => {
  it('counts the use with the order, and refuses a second order of the same e-mail whatever its case', async () => {
    const first = await checkoutWithCode('ola.kot@example.com');
    expect(first.status).toBe(201);
    expect(first.body.order.promoCode).toBe('RAZ10');
    const [promo] = await shop.orders.context.db.select().from(promoCodes).where(eq(promoCodes.code, 'RAZ10'));
    expect(promo?.usedCount).toBe(1);
    const uses = await shop.orders.context.db
      .select()
      .from(promoCodeUses)
      .where(eq(promoCodeUses.promoCodeId, promo!.id));
    expect(uses).toMatchObject([{ orderId: first.body.order.id, email: 'ola.kot@example.com', customerId: null }]);

    const stock = await stockOf(shop.catalog, product.variantId);
    const ordersBefore = (await shop.orders.context.db.select().from(orders)).length;
    const second = await checkoutWithCode('Ola.Kot@Example.com');
    expect(second.status).toBe(422);
    expect(second.body.error).toMatchObject({
      code: 'promo_code_invalid',
      fields: { promoCode: 'You have already used this promo code' },
    });
    expect((await shop.orders.context.db.select().from(orders)).length).toBe(ordersBefore);
    expect(await stockOf(shop.catalog, product.variantId)).toBe(stock);
    const [after] = await shop.orders.context.db.select().from(promoCodes).where(eq(promoCodes.code, 'RAZ10'));
    expect(after?.usedCount).toBe(1);

    expect((await checkoutWithCode('jan.lis@example.com')).status).toBe(201);
  });

  it('gives the use back when staff cancel the order, once, so the shopper may use the code again', async () => {
    const usedCount = async () =>
      (await shop.orders.context.db.select().from(promoCodes).where(eq(promoCodes.code, 'RAZ10')))[0]?.usedCount;
    const placed = await checkoutWithCode('ewa.sowa@example.com');
    expect(placed.status).toBe(201);
    const before = await usedCount();
    const staff = staffIdentity('sales_employee');
    const cancel = await shop.orders.call('POST', `/api/admin/orders/${placed.body.order.id}/status`, {
      identity: staff,
      body: { from: placed.body.order.status, to: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    expect(await usedCount()).toBe(before! - 1);
    const again = await shop.orders.call('POST', `/api/admin/orders/${placed.body.order.id}/status`, {
      identity: staff,
      body: { from: 'cancelled', to: 'cancelled' },
    });
    expect(again.status).toBe(422);
    expect(await usedCount()).toBe(before! - 1);
    expect((await checkoutWithCode('ewa.sowa@example.com')).status).toBe(201);
  });
});
