import { AppError } from '@shop/service-kit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
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
import { giveBackCancelledStock, giveStockBack } from './cancelled-stock';

// A cancelled order gives its stock back after the cancel commits; a release that was lost (catalog away)
// is made by housekeeping, once.

let shop: CheckoutShop;
let product: StockedProduct;

beforeAll(async () => {
  shop = await startCheckoutShop();
  product = await stockedProduct(shop.catalog, 10, 3);
});
afterAll(() => shop?.stop());

describe('the stock of a cancelled order', () => {
  it('goes back by housekeeping when its release was lost, once', async () => {
    const shopper = guestShopper();
    await fillCart(shop.orders, shopper, product, 2);
    const placed = await shop.orders.call('POST', '/api/cart/checkout', { identity: shopper, body: checkoutBody() });
    expect(placed.status).toBe(201);
    const id: string = placed.body.order.id;
    expect(await stockOf(shop.catalog, product.variantId)).toBe(8);

    // Cancelled, and catalog is away when the stock should go back.
    await shop.orders.context.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, id));
    const catalogAway = {
      ...shop.orders.context.services,
      delete: async () => {
        throw new AppError('service_unavailable');
      },
    };
    await giveStockBack({ ...shop.orders.context, services: catalogAway }, id);
    expect(await stockOf(shop.catalog, product.variantId)).toBe(8);
    const [held] = await shop.orders.context.db.select().from(orders).where(eq(orders.id, id));
    expect(held?.stockReleasedAt).toBeNull();

    // Housekeeping, with catalog back.
    expect(await giveBackCancelledStock(shop.orders.context)).toBe(1);
    expect(await stockOf(shop.catalog, product.variantId)).toBe(10);
    expect(await giveBackCancelledStock(shop.orders.context)).toBe(0);
    expect(await stockOf(shop.catalog, product.variantId)).toBe(10);
  });
});
