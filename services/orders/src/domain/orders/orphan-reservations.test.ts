import { randomUUID } from 'node:crypto';
import type { Identity } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CheckoutShop,
  checkoutBody,
  fillCart,
  guestShopper,
  type StockedProduct,
  startCheckoutShop,
  stockedProduct,
  stockOf,
} from '../../http/checkout.test-support';
import { ORPHAN_AFTER_MS, releaseOrphanReservations } from './orphan-reservations';

// A checkout cut off between its stock reservation and its commit leaves stock held for an order that
// does not exist; housekeeping gives it back once no checkout can still be running.

let shop: CheckoutShop;
let product: StockedProduct;
const internal: Identity = { app: 'internal', role: 'GUEST' };

beforeAll(async () => {
  shop = await startCheckoutShop();
  product = await stockedProduct(shop.catalog, 10, 3);
});
afterAll(() => shop?.stop());

describe('stock held for orders never placed', () => {
  it('goes back after the grace time; the stock of placed orders stays held', async () => {
    const shopper = guestShopper();
    await fillCart(shop.orders, shopper, product, 2);
    const placed = await shop.orders.call('POST', '/api/cart/checkout', { identity: shopper, body: checkoutBody() });
    expect(placed.status).toBe(201);
    // The crash: catalog holds 3 units for an order id the orders database never saw.
    const orphan = await shop.catalog.call('POST', '/internal/catalog/stock/reservations', {
      identity: internal,
      body: { reservationId: randomUUID(), lines: [{ variantId: product.variantId, quantity: 3 }] },
    });
    expect(orphan.body.status).toBe('reserved');
    expect(await stockOf(shop.catalog, product.variantId)).toBe(5);

    // Too early: a checkout might still be committing.
    expect(await releaseOrphanReservations(shop.orders.context)).toBe(0);
    expect(await stockOf(shop.catalog, product.variantId)).toBe(5);

    shop.clock.advance(ORPHAN_AFTER_MS + 60_000);
    expect(await releaseOrphanReservations(shop.orders.context)).toBe(1);
    expect(await stockOf(shop.catalog, product.variantId)).toBe(8);
    // Once only.
    expect(await releaseOrphanReservations(shop.orders.context)).toBe(0);
    expect(await stockOf(shop.catalog, product.variantId)).toBe(8);
  });

  it('is asked for with a valid query only, and only by another service', async () => {
    const bad = await shop.catalog.call('GET', '/internal/catalog/stock/reservations?before=yesterday', {
      identity: internal,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['before']);
    const shopper = await shop.catalog.call(
      'GET',
      `/internal/catalog/stock/reservations?before=${encodeURIComponent(new Date().toISOString())}`,
    );
    expect(shopper.status).toBe(403);
  });
});
