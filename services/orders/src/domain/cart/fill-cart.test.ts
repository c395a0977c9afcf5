import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartCaller } from './caller';
import { type CartWorld, products, startCartWorld } from './cart-test-fixtures';
import { clearCart } from './clear-cart';
import { addLinesToCart } from './fill-cart';
import { readCart } from './read-cart';

// What checkout and "new order from an old one" use of the cart: readCart, clearCart and addLinesToCart.

let world: CartWorld;
beforeAll(async () => {
  world = await startCartWorld();
});
afterAll(() => world?.stop());

const caller = (): CartCaller => ({
  sessionId: `fill-${crypto.randomUUID()}`,
  customerType: 'retail',
  currency: 'PLN',
  lang: 'pl',
});

describe('addLinesToCart', () => {
  it('puts in what can still be bought and reports the rest', async () => {
    const who = caller();
    const { cart, notAdded } = await addLinesToCart(world.orders.context, who, [
      { productId: products.bell.id, quantity: 2 },
      { productId: 999_999, quantity: 1 },
      { productId: products.gone.id, quantity: 1 },
      { productId: products.last.id, quantity: 3 },
      { productId: products.tyre.id, quantity: 1 },
      { productId: products.bike.id, variantId: world.variants.bike[1], quantity: 5 },
    ]);
    expect(cart.items.map((i) => [i.productId, i.quantity])).toEqual([
      [products.bell.id, 2],
      [products.last.id, 1],
      [products.bike.id, 3],
    ]);
    expect(cart.partial).toBe(false);
    expect(notAdded).toEqual([
      { productId: 999_999, variantId: null, quantity: 1, reason: 'not_found' },
      { productId: products.gone.id, variantId: world.variants.gone[0], quantity: 1, reason: 'unavailable' },
      { productId: products.last.id, variantId: world.variants.last[0], quantity: 2, reason: 'insufficient' },
      { productId: products.tyre.id, variantId: world.variants.tyre[0], quantity: 1, reason: 'insufficient' },
      { productId: products.bike.id, variantId: world.variants.bike[1], quantity: 2, reason: 'insufficient' },
    ]);
  });
});

describe('readCart and clearCart', () => {
  it('prices the delivery asked for, and empties the cart inside a transaction', async () => {
    const who = caller();
    await addLinesToCart(world.orders.context, who, [{ productId: products.bell.id, quantity: 1 }]);
    const courier = await readCart(world.orders.context, who, { deliveryMethod: 'COURIER' });
    expect(courier.totals.delivery).toEqual({ amount: 4_900, currency: 'PLN' });
    expect(courier.totals.total).toEqual({ amount: 9_800, currency: 'PLN' });
    expect((await readCart(world.orders.context, who)).totals.delivery.amount).toBe(0);
    await world.orders.context.transaction((tx) => clearCart(tx, courier.id));
    const after = await readCart(world.orders.context, who);
    expect(after.items).toEqual([]);
    expect(after.id).not.toBe(courier.id);
  });
});
