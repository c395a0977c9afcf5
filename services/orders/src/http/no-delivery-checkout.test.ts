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
} from './checkout.test-support';

// Checkout of what ships nothing (issue 24): a cart of only services and downloads offers no delivery but
// NONE, takes it without asking and keeps no delivery address on its order (nor checks the Polish address
// goods are shipped to); a cart with goods never offers NONE.

const MANUAL = 1906;
const INSPECTION = 1901;
let shop: CheckoutShop;
let goods: StockedProduct;

beforeAll(async () => {
  shop = await startCheckoutShop();
  goods = await stockedProduct(shop.catalog, 20);
}, 180_000);
afterAll(() => shop?.stop());

const en = { 'x-language': 'en', 'x-currency': 'PLN' };
type Shopper = ReturnType<typeof guestShopper>;
const call = (who: Shopper, method: string, path: string, body?: unknown) =>
  shop.orders.call(method, path, { identity: who, body, headers: en });

async function digitalCart(): Promise<Shopper> {
  const shopper = guestShopper();
  for (const productId of [MANUAL, INSPECTION]) {
    const added = await call(shopper, 'POST', '/api/cart/items', { productId, quantity: 1 });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  return shopper;
}

describe('an order that ships nothing', () => {
  it('is offered no delivery but NONE, at no cost, chosen already', async () => {
    const cart = (await call(await digitalCart(), 'GET', '/api/cart')).body;
    expect(cart.deliveryMethods).toEqual([{ method: 'NONE', price: { amount: 0, currency: 'PLN' } }]);
    expect(cart.deliveryMethod).toBe('NONE');
    expect(cart.totals.delivery.amount).toBe(0);
  });

  it('refuses a courier, and keeps no delivery address nor asks for a Polish one with NONE', async () => {
    const shopper = await digitalCart();
    const courier = await call(shopper, 'POST', '/api/cart/checkout', checkoutBody());
    expect(courier.status).toBe(400);
    expect(courier.body.error.fields).toHaveProperty('deliveryMethod');

    const abroad = checkoutBody({
      deliveryMethod: 'NONE',
      paymentMethod: 'online_tpay',
      billing: { ...checkoutBody().billing, zipCode: '10115', city: 'Berlin', country: 'DE', region: undefined },
      delivery: {
        firstName: 'Anna',
        lastName: 'Nowak',
        street: 'Długa 1',
        zipCode: '80-001',
        city: 'Gdańsk',
        country: 'PL',
      },
      // The manual is a download: it is sold with the consent to its immediate delivery (withdrawal-rights.md).
      consents: { terms: true, privacy: true, immediateDelivery: true },
    });
    const placed = await call(shopper, 'POST', '/api/cart/checkout', abroad);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.order.deliveryMethod).toBe('NONE');
    expect(placed.body.order.totals.delivery.amount).toBe(0);
    const [row] = await shop.orders.context.db.select().from(orders).where(eq(orders.id, placed.body.order.id));
    expect(row?.delivery).toBeNull();
  });

  it('is never offered beside goods, which still ship', async () => {
    const shopper = await digitalCart();
    await fillCart(shop.orders, shopper, goods, 1);
    const cart = (await call(shopper, 'GET', '/api/cart')).body;
    expect(cart.deliveryMethods.map((offer: { method: string }) => offer.method)).not.toContain('NONE');
    const refused = await call(shopper, 'POST', '/api/cart/checkout', checkoutBody({ deliveryMethod: 'NONE' }));
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toHaveProperty('deliveryMethod');
  });
});
