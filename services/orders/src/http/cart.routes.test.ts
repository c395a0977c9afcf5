import { Cart } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '../db/schema';
import {
  type CartWorld,
  cartCalls,
  insertTestPromoCodes,
  newGuest,
  products,
  signedIn,
  startCartWorld,
} from '../domain/cart/cart-test-fixtures';
import { CATALOG_LINE_TTL_MS } from '../domain/cart/catalog-lines';

// The cart through its HTTP routes, with the real catalogue service answering prices and stock: what goes
// in, what is refused, and whose cart it is. Codes, totals, types and lines: cart-offers.routes.test.ts.

let world: CartWorld;

beforeAll(async () => {
  world = await startCartWorld();
  await insertTestPromoCodes(world);
});
afterAll(() => world?.stop());

const { call, add } = cartCalls(() => world);
const pln = (amount: number) => ({ amount, currency: 'PLN' });

describe('a guest cart', () => {
  it('starts empty, with the delivery and payment choices of an empty basket', async () => {
    const answer = await call(newGuest(), 'GET', '/api/cart');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const cart = Cart.parse(answer.body);
    expect(cart).toMatchObject({ type: 'standard', currency: 'PLN', itemCount: 0, items: [], partial: false });
    expect(cart.totals.total).toEqual(pln(0));
    expect(cart.deliveryMethods).toEqual([
      { method: 'COURIER', price: pln(4_900) },
      { method: 'PICKUP', price: pln(0) },
    ]);
    expect(cart.paymentMethods).toEqual(['online_tpay', 'card_polcard', 'cash', 'transfer']);
  });

  it('adds a product at the catalogue price and adds to the line of the same variant', async () => {
    const guest = newGuest();
    const first = await add(guest, products.bell.id, 2);
    expect(first.status).toBe(200);
    Cart.parse(first.body);
    expect(first.body.items).toHaveLength(1);
    expect(first.body.items[0]).toMatchObject({
      productId: products.bell.id,
      variantId: world.variants.bell[0],
      sku: `T-${products.bell.id}`,
      name: 'Dzwonek',
      quantity: 2,
      unitPrice: pln(4_900),
      unitNet: pln(3_984),
      vatRate: 23,
      lineTotal: pln(9_800),
      availableQuantity: 500,
      problem: null,
    });
    const again = await add(guest, products.bell.id, 3, { variantId: world.variants.bell[0] });
    expect(again.body.items).toHaveLength(1);
    expect(again.body).toMatchObject({ itemCount: 5, totals: { items: pln(24_500) }, total: pln(24_500) });
  });

  it('prices in EUR for the English storefront, never from the client', async () => {
    const guest = newGuest();
    const answer = await add(guest, products.bell.id, 1, {}, { lang: 'en', currency: 'EUR' });
    expect(answer.body.items[0]).toMatchObject({ unitPrice: { amount: 1_200, currency: 'EUR' } });
    const sneaky = await call(guest, 'POST', '/api/cart/items', {
      productId: products.bell.id,
      quantity: 1,
      unitPrice: 1,
    });
    expect(sneaky.status).toBe(400);
    expect(sneaky.body.error.fields).toEqual({ unitPrice: 'Nieznane pole' });
    const pl = await call(guest, 'GET', '/api/cart');
    expect(pl.body.items[0].unitPrice).toEqual(pln(4_900));
  });
});

describe('ids beyond the catalogue', () => {
  it('are refused with a field message, not passed on to the catalogue', async () => {
    const guest = newGuest();
    const answer = await call(guest, 'POST', '/api/cart/items', { productId: 2_147_483_648, quantity: 1 });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('validation_failed');
    expect(Object.keys(answer.body.error.fields)).toEqual(['productId']);
  });
});

describe('quantity rules', () => {
  it('takes whole numbers from 1 to 999 per line', async () => {
    const guest = newGuest();
    const tooMany = await add(guest, products.bell.id, 1000, {}, { lang: 'en' });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatchObject({
      code: 'validation_failed',
      fields: { quantity: 'The value must be at most 999' },
    });
    expect((await add(guest, products.bell.id, 0, {}, { lang: 'en' })).body.error.fields).toEqual({
      quantity: 'The value must be at least 1',
    });
    expect((await add(guest, products.bell.id, 1.5, {}, { lang: 'en' })).body.error.fields).toEqual({
      quantity: 'Enter a whole number',
    });
    expect((await add(guest, products.bell.id, 999)).status).toBe(200);
    const over = await add(guest, products.bell.id, 1, {}, { lang: 'en' });
    expect(over.status).toBe(422);
    expect(over.body.error.message).toBe('You can order max 999 pcs of this product');
  });

  it("refuses more than the product's maximum, across its variants", async () => {
    const guest = newGuest();
    expect((await add(guest, products.bike.id, 2)).status).toBe(200);
    const more = await add(guest, products.bike.id, 2, { variantId: world.variants.bike[1] }, { lang: 'en' });
    expect(more.status).toBe(422);
    expect(more.body.error).toEqual({
      code: 'max_quantity',
      message: 'You can order max 3 pcs of this product',
      fields: { quantity: 'You can order max 3 pcs of this product' },
    });
    const pl = await add(guest, products.bike.id, 2);
    expect(pl.body.error.message).toBe('Możesz zamówić maksymalnie 3 szt. tego produktu');
    const cart = await call(guest, 'GET', '/api/cart');
    expect(cart.body.items.map((i: { quantity: number }) => i.quantity)).toEqual([2]);
    const line = cart.body.items[0].id;
    const update = await call(guest, 'PUT', `/api/cart/items/${line}`, { quantity: 4 }, { lang: 'en' });
    expect(update.status).toBe(422);
    expect(update.body.error.code).toBe('max_quantity');
    expect((await call(guest, 'PUT', `/api/cart/items/${line}`, { quantity: 3 })).body.items[0].quantity).toBe(3);
  });

  it("refuses less than the product's minimum per line", async () => {
    const guest = newGuest();
    const one = await add(guest, products.tyre.id, 1, {}, { lang: 'en' });
    expect(one.status).toBe(422);
    expect(one.body.error).toEqual({
      code: 'min_quantity',
      message: 'The minimum order quantity of this product is 2 pcs',
      fields: { quantity: 'The minimum order quantity of this product is 2 pcs' },
    });
    const two = await add(guest, products.tyre.id, 2);
    expect(two.body.items[0]).toMatchObject({ quantity: 2, minQuantity: 2 });
    const down = await call(guest, 'PUT', `/api/cart/items/${two.body.items[0].id}`, { quantity: 1 });
    expect(down.status).toBe(422);
    expect(down.body.error.message).toBe('Ten produkt można zamówić w liczbie co najmniej 2 szt.');
  });
});

describe('products the cart cannot take', () => {
  it("answers 'Product not found' for unknown and hidden products", async () => {
    const guest = newGuest();
    for (const productId of [999_999, products.hidden.id]) {
      const answer = await add(guest, productId, 1, {}, { lang: 'en' });
      expect(answer.status).toBe(404);
      expect(answer.body.error).toMatchObject({ code: 'product_not_found', message: 'Product not found' });
    }
  });

  it('answers the missing variant error for a variant of another product or an unknown combination', async () => {
    const guest = newGuest();
    const other = await add(guest, products.bell.id, 1, { variantId: world.variants.bike[0] }, { lang: 'en' });
    expect(other.status).toBe(422);
    expect(other.body.error).toMatchObject({
      code: 'missing_variant',
      message: 'Missing variant (choose another combination)',
    });
    const combination = await add(guest, products.bike.id, 1, { combination: '77-78' });
    expect(combination.status).toBe(422);
    expect(combination.body.error.code).toBe('missing_variant');
  });

  it('refuses an unavailable product with the availability error', async () => {
    const answer = await add(newGuest(), products.gone.id, 1, {}, { lang: 'en' });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({
      code: 'product_unavailable',
      message: 'Product availability error. Please check the cart.',
    });
  });

  it('keeps a line short of stock with the partial-cart warning', async () => {
    const answer = await add(newGuest(), products.last.id, 2);
    expect(answer.status).toBe(200);
    expect(answer.body.items[0]).toMatchObject({ quantity: 2, availableQuantity: 1, problem: 'insufficient' });
    expect(answer.body.partial).toBe(true);
  });

  it('keeps a line that became unavailable, out of the totals, with the warning', async () => {
    const guest = newGuest();
    await add(guest, products.bell.id, 1);
    await add(guest, products.lamp.id, 1);
    await world.catalog.context.db.execute(
      sql`update variants set availability = 'unavailable' where product_id = ${products.lamp.id}`,
    );
    world.clock.advance(CATALOG_LINE_TTL_MS); // the cart's catalogue answers expire
    const cart = (await call(guest, 'GET', '/api/cart')).body;
    expect(cart.items.map((i: { problem: string | null }) => i.problem)).toEqual([null, 'unavailable']);
    expect(cart.partial).toBe(true);
    expect(cart.totals.items).toEqual(pln(4_900));
  });

  it('does not limit a service by stock', async () => {
    const answer = await add(newGuest(), products.service.id, 3);
    expect(answer.body.items[0]).toMatchObject({ availableQuantity: null, problem: null, type: 'service' });
    expect(answer.body.partial).toBe(false);
  });
});

describe('whose cart', () => {
  it('lets no other session see or change a cart or its lines, on any route', async () => {
    const anna = newGuest();
    const piotr = newGuest();
    const mine = (await add(anna, products.bell.id, 2)).body;
    const line = mine.items[0].id;
    expect((await call(piotr, 'GET', '/api/cart')).body.items).toEqual([]);
    expect((await call(piotr, 'GET', '/api/cart/items')).body.items).toEqual([]);
    expect((await call(piotr, 'GET', `/api/cart/items/${line}`)).status).toBe(404);
    expect((await call(piotr, 'PUT', `/api/cart/items/${line}`, { quantity: 5 })).status).toBe(404);
    expect((await call(piotr, 'DELETE', `/api/cart/items/${line}`)).status).toBe(404);
    await call(piotr, 'POST', '/api/cart', { promoCode: 'TEST10', deliveryMethod: 'PICKUP' });
    await call(piotr, 'DELETE', '/api/cart');
    await call(piotr, 'POST', '/api/cart/items/bulk', { items: [{ productId: products.bell.id, quantity: 1 }] });
    const customer = signedIn(newGuest());
    expect((await call(customer, 'GET', `/api/cart/items/${line}`)).status).toBe(404);
    const after = (await call(anna, 'GET', '/api/cart')).body;
    expect(after).toMatchObject({ id: mine.id, promoCode: null, deliveryMethod: null });
    expect(after.items).toEqual(mine.items);
  });

  it('refuses a call without a session', async () => {
    const answer = await call({ app: 'storefront', role: 'GUEST' }, 'GET', '/api/cart');
    expect(answer.status).toBe(401);
  });

  it('makes the guest cart the customer’s on the first call after sign-in', async () => {
    const guest = newGuest();
    const before = (await add(guest, products.bell.id, 2)).body;
    const customer = signedIn(guest);
    const after = (await call(customer, 'GET', '/api/cart')).body;
    expect(after.id).toBe(before.id);
    expect(after.items).toEqual(before.items);
    // A new session of the same customer finds the cart too; the old session alone no longer does.
    expect((await call({ ...customer, sessionId: 'another-session' }, 'GET', '/api/cart')).body.id).toBe(before.id);
    expect((await call(guest, 'GET', '/api/cart')).body.items).toEqual([]);
  });

  it("adds a guest cart's lines to the customer's own cart, capped by the product's maximum", async () => {
    const earlier = newGuest();
    const customerId = crypto.randomUUID();
    const customerEarlier = signedIn(earlier, 'retail', customerId);
    await add(customerEarlier, products.bike.id, 2);
    await add(customerEarlier, products.bell.id, 1);
    await call(customerEarlier, 'POST', '/api/cart', { promoCode: 'TEST10' });

    const guest = newGuest();
    await add(guest, products.bike.id, 2);
    await add(guest, products.bell.id, 2);
    await add(guest, products.map.id, 1);
    const merged = (await call(signedIn(guest, 'retail', customerId), 'GET', '/api/cart')).body;
    expect(merged.items.map((i: { productId: number; quantity: number }) => [i.productId, i.quantity])).toEqual([
      [products.bike.id, 3],
      [products.bell.id, 3],
      [products.map.id, 1],
    ]);
    expect(merged.promoCode?.code).toBe('TEST10');
    const rows = await world.orders.context.db
      .select()
      .from(carts)
      .where(sql`${carts.sessionId} = ${guest.sessionId} or ${carts.customerId} = ${customerId}`);
    expect(rows).toHaveLength(1);
  });
});
