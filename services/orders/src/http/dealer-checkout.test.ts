import { randomUUID } from 'node:crypto';
import type { CatalogContext } from '@shop/catalog';
import { type DealerDiscount, type Identity, lessPercent } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CheckoutShop,
  checkoutBody,
  customer,
  fillCart,
  type StockedProduct,
  startCheckoutShop,
  stockedProduct,
} from './checkout.test-support';

// Issue 15, dealer orders: the cart, the checkout and the placed order carry the dealer's discounted B2B net
// (the catalogue prices the lines, dealer-prices.ts), a dealer pays by bank transfer only (SPEC §6) and is
// refused any other method with the checkout form's message, and sees the order with net and VAT.

let shop: CheckoutShop;
let product: StockedProduct;
const discounts = new Map<string, DealerDiscount[]>();
const dealerId = randomUUID();
const dealer: Identity = {
  app: 'storefront',
  role: 'CUSTOMER',
  customerId: dealerId,
  customerType: 'b2b',
  sessionId: `dealer-${randomUUID()}`,
};
const en = { 'x-language': 'en' };

/** A dealer's company billing (a wholesale order may go abroad: SPEC §5 limits retail only). */
const dealerBody = (overrides: Record<string, unknown> = {}) =>
  checkoutBody({
    email: 'zamowienia@rowery-nowak.pl',
    billing: {
      type: 'company',
      companyName: 'Rowery Nowak Sp. z o.o.',
      firstName: 'Jan',
      lastName: 'Nowak',
      taxId: '5260250274',
      street: 'ul. Rowerowa 1',
      zipCode: '00-001',
      city: 'Warszawa',
      country: 'PL',
      region: 'pl_mz',
    },
    ...overrides,
  });

beforeAll(async () => {
  shop = await startCheckoutShop();
  product = await stockedProduct(shop.catalog, 50, 2);
  // Accounts is not started: the catalogue reads the dealer's discounts from here.
  (shop.catalog.context as unknown as CatalogContext).dealerDiscounts = {
    of: async (customerId) => discounts.get(customerId) ?? [],
  };
  discounts.set(dealerId, [{ collectionId: null, percent: 10, source: 'group' }]);
});
afterAll(() => shop?.stop());

async function dealerPrice() {
  const page = await shop.catalog.call('GET', `/api/catalog/products/${product.productId}`, { identity: dealer });
  expect(page.status).toBe(200);
  return page.body.price as { net: number; gross: number; listNet: number; discountPercent: number };
}

describe("a dealer's cart and order", () => {
  it('prices the cart at the discounted B2B net with VAT and offers bank transfer only', async () => {
    const price = await dealerPrice();
    expect(price.discountPercent).toBe(10);
    expect(price.net).toBe(lessPercent(price.listNet, 10));
    const cart = await fillCart(shop.orders, dealer, product, 3);
    expect(cart.paymentMethods).toEqual(['transfer']);
    expect(cart.items[0]).toMatchObject({
      unitPrice: { amount: price.gross },
      unitNet: { amount: price.net },
    });
    expect(cart.totals.net.amount + cart.totals.vat.amount).toBe(cart.totals.total.amount);
    // A retail shopper's cart of the same product is at the retail price.
    const retail = customer();
    const retailCart = await fillCart(shop.orders, retail, product, 1);
    expect(retailCart.items[0].unitPrice.amount).not.toBe(price.gross);
    expect(retailCart.paymentMethods).toContain('card_polcard');
  });

  it('refuses any payment method but bank transfer with the checkout form message, placing nothing', async () => {
    for (const paymentMethod of ['card_polcard', 'online_tpay', 'cash', 'installment_eraty']) {
      const answer = await shop.orders.call('POST', '/api/cart/checkout', {
        identity: dealer,
        body: dealerBody({ paymentMethod }),
        headers: en,
      });
      expect(answer.status, paymentMethod).toBe(400);
      expect(answer.body.error.code).toBe('validation_failed');
      expect(answer.body.error.fields).toEqual({ paymentMethod: expect.any(String) });
    }
    const orders = await shop.orders.call('GET', '/api/orders', { identity: dealer });
    expect(orders.body.items).toEqual([]);
  });

  it('places the order by transfer at the prices of the cart; the dealer sees it with net and VAT', async () => {
    const price = await dealerPrice();
    const placed = await shop.orders.call('POST', '/api/cart/checkout', { identity: dealer, body: dealerBody() });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const { order } = placed.body;
    expect(order).toMatchObject({ paymentMethod: 'transfer', billing: { companyName: 'Rowery Nowak Sp. z o.o.' } });
    expect(order.items[0]).toMatchObject({
      quantity: 3,
      unitPrice: { amount: price.gross },
      unitNet: { amount: price.net },
      lineTotal: { amount: price.gross * 3 },
    });
    expect(order.totals.net.amount + order.totals.vat.amount).toBe(order.totals.total.amount);

    const list = await shop.orders.call('GET', '/api/orders', { identity: dealer });
    expect(list.body.items.map((o: { id: string }) => o.id)).toEqual([order.id]);
    // The list carries the net beside the total (the dealer's list shows net and VAT).
    expect(list.body.items[0]).toMatchObject({ total: order.totals.total, net: order.totals.net });
    const seen = await shop.orders.call('GET', `/api/orders/${order.id}`, { identity: dealer });
    expect(seen.body.order.totals).toEqual(order.totals);
    // Another customer does not see it.
    const other = await shop.orders.call('GET', `/api/orders/${order.id}`, { identity: customer() });
    expect(other.status).toBe(404);
  });

  it('asks for a sign-in before a wholesale order from a session that is not a signed-in dealer', async () => {
    const unsigned = { app: 'storefront', role: 'GUEST', customerType: 'b2b', sessionId: `s-${randomUUID()}` } as const;
    const answer = await shop.orders.call('POST', '/api/cart/checkout', { identity: unsigned, body: dealerBody() });
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('authentication_required');
  });
});
