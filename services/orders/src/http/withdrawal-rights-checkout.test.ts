import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
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
} from './checkout.test-support';

// Who has the right of withdrawal, as checkout records it (issue 27, docs/decisions/withdrawal-rights.md): a
// company buyer's answer whether the purchase is professional lands in `orders.professional_purchase`; a
// download is bought only with the consent to its immediate delivery, kept on its line as
// `immediate_delivery_consent_at`, and without it the order is refused at the consent's field, nothing written.

const MANUAL = 1906;
const en = { 'x-language': 'en', 'x-currency': 'PLN' };
const pl = { 'x-language': 'pl', 'x-currency': 'PLN' };
let shop: CheckoutShop;
let goods: StockedProduct;

beforeAll(async () => {
  shop = await startCheckoutShop();
  goods = await stockedProduct(shop.catalog, 50);
}, 600_000);
afterAll(() => shop?.stop());

const company = (professionalPurchase?: boolean) =>
  checkoutBody({
    email: `firma.${randomUUID()}@example.com`,
    billing: { ...checkoutBody().billing, type: 'company', companyName: 'Rowery Lis', taxId: '7792433421' },
    ...(professionalPurchase === undefined ? {} : { professionalPurchase }),
  });

async function placeGoods(body: Record<string, unknown>) {
  const shopper = guestShopper();
  await fillCart(shop.orders, shopper, goods, 1);
  const answer = await shop.orders.call('POST', '/api/cart/checkout', { identity: shopper, body, headers: en });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const [row] = await shop.orders.context.db.select().from(orders).where(eq(orders.id, answer.body.order.id));
  return row;
}

describe('a company buyer says whether the purchase is professional', () => {
  it('records a purchase for the business, and a sole trader’s outside it as a consumer’s', async () => {
    expect((await placeGoods(company(true)))?.professionalPurchase).toBe(true);
    expect((await placeGoods(company(false)))?.professionalPurchase).toBe(false);
  });

  it('keeps consumer rights for a person, and for a company caller that did not answer', async () => {
    expect((await placeGoods(checkoutBody({ professionalPurchase: true })))?.professionalPurchase).toBe(false);
    expect((await placeGoods(company()))?.professionalPurchase).toBe(false);
  });

  it('counts an invoice for a company as a company buyer, whatever the billing type', async () => {
    const invoiced = checkoutBody({
      invoice: { buyer: 'company', companyName: 'Rowery Lis', taxId: '7792433421' },
      professionalPurchase: true,
    });
    expect((await placeGoods(invoiced))?.professionalPurchase).toBe(true);
  });
});

describe('a download needs the consent to its immediate delivery', () => {
  async function mixedCart() {
    const shopper = guestShopper();
    await fillCart(shop.orders, shopper, goods, 1);
    const manual = await shop.orders.call('POST', '/api/cart/items', {
      identity: shopper,
      body: { productId: MANUAL, quantity: 1 },
    });
    expect(manual.status, JSON.stringify(manual.body)).toBe(200);
    return shopper;
  }
  const ordersOf = (email: string) => shop.orders.context.db.select().from(orders).where(eq(orders.email, email));

  it('refuses the order without the consent, at its field in the shopper’s language, writing nothing', async () => {
    const shopper = await mixedCart();
    const email = `bez.zgody.${randomUUID()}@example.com`;
    for (const consents of [
      { terms: true, privacy: true },
      { terms: true, privacy: true, immediateDelivery: false },
    ]) {
      const refused = await shop.orders.call('POST', '/api/cart/checkout', {
        identity: shopper,
        body: checkoutBody({ email, consents }),
        headers: en,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toEqual({
        'consents.immediateDelivery': 'Downloads are sold only with this consent: tick it to place the order',
      });
    }
    const polish = await shop.orders.call('POST', '/api/cart/checkout', {
      identity: shopper,
      body: checkoutBody({ email }),
      headers: pl,
    });
    expect(polish.body.error.fields['consents.immediateDelivery']).toMatch(/^Pliki do pobrania sprzedajemy tylko/);
    expect(await ordersOf(email)).toHaveLength(0);
    // The cart is still there to buy once the consent is given.
    const cart = await shop.orders.call('GET', '/api/cart', { identity: shopper, headers: en });
    expect(cart.body.items).toHaveLength(2);
  });

  it('with the consent: the download line records when it was given, the goods line does not', async () => {
    const shopper = await mixedCart();
    const placed = await shop.orders.call('POST', '/api/cart/checkout', {
      identity: shopper,
      body: checkoutBody({ consents: { terms: true, privacy: true, immediateDelivery: true } }),
      headers: en,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const lines = await shop.orders.context.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.body.order.id));
    const manual = lines.find((line) => line.productId === MANUAL);
    const other = lines.find((line) => line.productId === goods.productId);
    expect(manual?.immediateDeliveryConsentAt?.toISOString()).toBe(placed.body.order.createdAt);
    expect(other?.immediateDeliveryConsentAt).toBeNull();
  });

  it('asks nothing of a cart without a download', async () => {
    const row = await placeGoods(checkoutBody());
    const [line] = await shop.orders.context.db.select().from(orderItems).where(eq(orderItems.orderId, row!.id));
    expect(line?.immediateDeliveryConsentAt).toBeNull();
  });
});
