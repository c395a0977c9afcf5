import { Cart, type Identity } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, promoCodes } from '../db/schema';
import { type CartWorld, newGuest, products, signedIn, startCartWorld } from '../domain/cart/cart-test-fixtures';
import { CATALOG_LINE_TTL_MS } from '../domain/cart/catalog-lines';

// The cart through its HTTP routes, with the real catalogue service answering prices and stock.

let world: CartWorld;
const NBSP = '\u00a0';

beforeAll(async () => {
  world = await startCartWorld();
  const day = 24 * 60 * 60 * 1000;
  await world.orders.context.db.insert(promoCodes).values([
    { code: 'TEST10', kind: 'percent', value: 10, customerType: 'retail' },
    { code: 'TEST100', kind: 'amount', value: 10_000, currency: 'PLN', minimumPln: 100_000, customerType: 'any' },
    { code: 'OLD', kind: 'percent', value: 5, validTo: new Date(Date.now() - day) },
    { code: 'FUTURE', kind: 'percent', value: 5, validFrom: new Date('2099-03-01T12:00:00Z') },
    { code: 'DLR', kind: 'percent', value: 5, customerType: 'b2b' },
    { code: 'EURO5', kind: 'amount', value: 500, currency: 'EUR' },
    { code: 'EURO50', kind: 'amount', value: 5_000, currency: 'EUR' },
    { code: 'OFF', kind: 'percent', value: 50, active: false },
  ]);
});
afterAll(() => world?.stop());

type Options = { lang?: 'pl' | 'en'; currency?: 'PLN' | 'EUR' };
async function call(who: Identity, method: string, path: string, body?: unknown, options: Options = {}) {
  const headers: Record<string, string> = { 'x-language': options.lang ?? 'pl' };
  if (options.currency) headers['x-currency'] = options.currency;
  return world.orders.call(method, path, { identity: who, body, headers });
}
const add = (who: Identity, productId: number, quantity: number, extra: object = {}, options: Options = {}) =>
  call(who, 'POST', '/api/cart/items', { productId, quantity, ...extra }, options);
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

describe('promo codes', () => {
  async function cartWith(lines: Array<[number, number]>, who: Identity = newGuest()) {
    for (const [productId, quantity] of lines) expect((await add(who, productId, quantity)).status).toBe(200);
    return who;
  }
  const usePromo = (who: Identity, promoCode: string | null, lang: 'pl' | 'en' = 'en') =>
    call(who, 'POST', '/api/cart', { promoCode }, { lang, currency: 'PLN' });

  it('applies a code whatever its letter case, and removes it', async () => {
    const guest = await cartWith([[products.bell.id, 2]]);
    const answer = await usePromo(guest, 'test10');
    expect(answer.status).toBe(200);
    expect(answer.body.promoCode).toEqual({ code: 'TEST10', discount: pln(980) });
    expect(answer.body.totals).toMatchObject({ items: pln(9_800), discount: pln(980), total: pln(8_820) });
    const removed = await usePromo(guest, null);
    expect(removed.body.promoCode).toBeNull();
    expect(removed.body.totals.discount).toEqual(pln(0));
  });

  it('says clearly why a code cannot be used', async () => {
    const guest = await cartWith([[products.bell.id, 1]]);
    const problem = async (code: string, lang: 'pl' | 'en' = 'en') => {
      const answer = await usePromo(guest, code, lang);
      expect(answer.status).toBe(422);
      expect(answer.body.error.code).toBe('promo_code_invalid');
      expect(answer.body.error.fields.promoCode).toBe(answer.body.error.message);
      return answer.body.error.message;
    };
    expect(await problem('NOPE')).toBe('This promo code does not exist');
    expect(await problem('OFF')).toBe('This promo code does not exist');
    expect(await problem('NOPE', 'pl')).toBe('Taki kod rabatowy nie istnieje');
    expect(await problem('OLD')).toBe('This promo code has expired');
    expect(await problem('OLD', 'pl')).toBe('Ten kod rabatowy wygasł');
    expect(await problem('FUTURE')).toBe('This promo code is valid from 01.03.2099');
    expect(await problem('DLR')).toBe('This promo code is for dealers only');
    expect(await problem('EURO5')).toBe('This promo code applies only to orders in EUR');
    expect(await problem('TEST100')).toBe(`This promo code applies to orders of at least 1${NBSP}000.00${NBSP}PLN`);
    expect(await problem('TEST100', 'pl')).toBe(
      `Ten kod rabatowy obowiązuje przy zamówieniu za co najmniej 1${NBSP}000,00${NBSP}zł`,
    );
    expect((await call(guest, 'GET', '/api/cart')).body.promoCode).toBeNull();
  });

  it('shows a kept code that stopped applying, and never discounts more than the items', async () => {
    const guest = await cartWith([[products.bike.id, 1]]);
    const applied = await usePromo(guest, 'TEST100');
    expect(applied.body.promoCode).toEqual({ code: 'TEST100', discount: pln(10_000) });
    const line = applied.body.items[0].id;
    await call(guest, 'DELETE', `/api/cart/items/${line}`);
    await add(guest, products.bell.id, 1);
    const below = (await call(guest, 'GET', '/api/cart', undefined, { lang: 'en', currency: 'PLN' })).body;
    expect(below.promoCode).toBeNull();
    expect(below.promoCodeProblem).toEqual({
      code: 'TEST100',
      message: `This promo code applies to orders of at least 1${NBSP}000.00${NBSP}PLN`,
    });
    expect(below.totals.discount).toEqual(pln(0));

    const euro = await cartWith([[products.bell.id, 1]]);
    await call(euro, 'GET', '/api/cart', undefined, { currency: 'EUR' });
    const small = await call(euro, 'POST', '/api/cart', { promoCode: 'EURO50' }, { currency: 'EUR' });
    expect(small.body.promoCode).toEqual({ code: 'EURO50', discount: { amount: 1_200, currency: 'EUR' } });
    expect(small.body.totals).toMatchObject({
      items: { amount: 1_200, currency: 'EUR' },
      discount: { amount: 1_200, currency: 'EUR' },
      net: { amount: 0, currency: 'EUR' },
      total: { amount: 0, currency: 'EUR' },
    });
  });

  it('gives a dealer code to a signed-in dealer only', async () => {
    const dealer = signedIn(newGuest(), 'b2b');
    await cartWith([[products.bell.id, 1]], dealer);
    const answer = await usePromo(dealer, 'DLR');
    expect(answer.status).toBe(200);
    expect((await usePromo(dealer, 'TEST10')).body.error.message).toBe('This promo code is for retail customers only');
  });
});

describe('totals', () => {
  it('spreads the discount over the lines so each VAT rate stays right, then adds the delivery', async () => {
    const guest = newGuest();
    await add(guest, products.bell.id, 1); // 49,00 at 23 %
    await add(guest, products.map.id, 1); // 108,00 at 8 %
    const answer = await call(guest, 'POST', '/api/cart', { promoCode: 'TEST10', deliveryMethod: 'COURIER' });
    expect(answer.status).toBe(200);
    // Discount 15,70: 4,90 off the bell (44,10 → net 35,85) and 10,80 off the map (97,20 → net 90,00);
    // courier 49,00 → net 39,84.
    expect(answer.body.totals).toEqual({
      items: pln(15_700),
      discount: pln(1_570),
      delivery: pln(4_900),
      net: pln(16_569),
      vat: pln(2_461),
      total: pln(19_030),
    });
    expect(answer.body.deliveryMethod).toBe('COURIER');
  });

  it('makes the courier free for retail baskets over 200 PLN after the discount', async () => {
    const guest = newGuest();
    await add(guest, products.bell.id, 2);
    await add(guest, products.map.id, 1); // 206,00
    const over = (await call(guest, 'POST', '/api/cart', { deliveryMethod: 'COURIER' })).body;
    expect(over.deliveryMethods[0]).toEqual({ method: 'COURIER', price: pln(0) });
    expect(over.totals.delivery).toEqual(pln(0));
    const discounted = (await call(guest, 'POST', '/api/cart', { promoCode: 'TEST10' })).body; // 185,40
    expect(discounted.totals.delivery).toEqual(pln(4_900));

    const euro = newGuest();
    await add(euro, products.bike.id, 1, {}, { currency: 'EUR' });
    const eur = (await call(euro, 'POST', '/api/cart', { deliveryMethod: 'COURIER' }, { currency: 'EUR' })).body;
    expect(eur.totals.delivery).toEqual({ amount: 1_200, currency: 'EUR' });
  });

  it('offers installments only in PLN from 100 PLN, and a dealer only bank transfer at B2B prices', async () => {
    const guest = newGuest();
    await add(guest, products.bell.id, 2); // 98,00
    expect((await call(guest, 'GET', '/api/cart')).body.paymentMethods).not.toContain('installment_eraty');
    await add(guest, products.bell.id, 1); // 147,00
    expect((await call(guest, 'GET', '/api/cart')).body.paymentMethods).toEqual([
      'online_tpay',
      'card_polcard',
      'cash',
      'transfer',
      'installment_eraty',
      'installment_ca',
    ]);
    const eur = (await call(guest, 'GET', '/api/cart', undefined, { currency: 'EUR' })).body;
    expect(eur.paymentMethods).toEqual(['online_tpay', 'card_polcard', 'cash', 'transfer']);
    const refused = await call(guest, 'POST', '/api/cart', { paymentMethod: 'installment_ca' }, { currency: 'EUR' });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toEqual({
      paymentMethod: 'Ta metoda płatności jest niedostępna dla tego zamówienia',
    });

    const dealer = signedIn(newGuest(), 'b2b');
    const cart = (await add(dealer, products.bike.id, 1)).body;
    expect(cart.paymentMethods).toEqual(['transfer']);
    expect(cart.items[0]).toMatchObject({ unitPrice: pln(369_000), unitNet: pln(300_000) });
    expect((await call(dealer, 'POST', '/api/cart', { paymentMethod: 'online_tpay' })).status).toBe(422);
    expect((await call(dealer, 'POST', '/api/cart', { paymentMethod: 'transfer' })).body.paymentMethod).toBe(
      'transfer',
    );
  });
});

describe('cart types', () => {
  it('lets only a signed-in dealer make a preorder or proposal cart', async () => {
    const guest = newGuest();
    for (const type of ['preorder', 'proposal']) {
      const refused = await call(guest, 'POST', '/api/cart', { type }, { lang: 'en' });
      expect(refused.status).toBe(422);
      expect(refused.body.error.fields).toEqual({ type: 'Only a signed-in dealer can use this kind of cart' });
    }
    expect((await call(guest, 'POST', '/api/cart', { type: 'request' })).body.type).toBe('request');
    expect((await call(signedIn(newGuest()), 'POST', '/api/cart', { type: 'preorder' })).status).toBe(422);
  });

  it('gives a preorder cart no delivery or payment choice, and never PREORDER to other carts', async () => {
    const guest = signedIn(newGuest(), 'b2b');
    await add(guest, products.bike.id, 1);
    const standard = await call(guest, 'POST', '/api/cart', { deliveryMethod: 'PREORDER' }, { lang: 'en' });
    expect(standard.status).toBe(422);
    expect(standard.body.error.fields).toEqual({
      deliveryMethod: 'This delivery method is not available for this cart',
    });
    await call(guest, 'POST', '/api/cart', { deliveryMethod: 'PICKUP', paymentMethod: 'transfer' });
    const preorder = (await call(guest, 'POST', '/api/cart', { type: 'preorder' })).body;
    expect(preorder).toMatchObject({
      type: 'preorder',
      deliveryMethod: 'PREORDER',
      paymentMethod: 'preorder',
      deliveryMethods: [],
      paymentMethods: [],
    });
    expect(preorder.totals.delivery).toEqual(pln(0));
    const choice = await call(guest, 'POST', '/api/cart', { paymentMethod: 'transfer' }, { lang: 'en' });
    expect(choice.status).toBe(422);
    expect(choice.body.error.message).toBe('A preorder has no delivery or payment choice');
    const back = (await call(guest, 'POST', '/api/cart', { type: 'standard' })).body;
    expect(back).toMatchObject({ type: 'standard', deliveryMethod: null, paymentMethod: null });
    expect(back.deliveryMethods.map((d: { method: string }) => d.method)).toEqual(['COURIER', 'PICKUP']);
  });

  it('keeps the comments', async () => {
    const guest = newGuest();
    const answer = await call(guest, 'POST', '/api/cart', { comments: 'Proszę o telefon przed dostawą' });
    expect(answer.body.comments).toBe('Proszę o telefon przed dostawą');
  });
});

describe('lines', () => {
  it('adds the lines of the detailed list all together, or none', async () => {
    const guest = newGuest();
    const refused = await call(
      guest,
      'POST',
      '/api/cart/items/bulk',
      {
        items: [
          { productId: products.bell.id, quantity: 1 },
          { productId: 999_999, quantity: 1 },
          { productId: products.tyre.id, quantity: 1 },
        ],
      },
      { lang: 'en' },
    );
    expect(refused.status).toBe(404);
    expect(refused.body.error).toMatchObject({
      code: 'product_not_found',
      fields: { 'items.1.productId': 'Product not found' },
    });
    expect((await call(guest, 'GET', '/api/cart')).body.items).toEqual([]);
    const belowMinimum = await call(guest, 'POST', '/api/cart/items/bulk', {
      items: [
        { productId: products.bell.id, quantity: 1 },
        { productId: products.tyre.id, quantity: 1 },
      ],
    });
    expect(belowMinimum.status).toBe(422);
    expect(belowMinimum.body.error.fields).toEqual({
      'items.1.quantity': 'Ten produkt można zamówić w liczbie co najmniej 2 szt.',
    });
    const added = await call(guest, 'POST', '/api/cart/items/bulk', {
      items: [
        { productId: products.bell.id, quantity: 1 },
        { productId: products.tyre.id, quantity: 4 },
      ],
    });
    expect(added.status).toBe(200);
    expect(added.body.itemCount).toBe(5);
  });

  it('reads, changes and removes a line, and empties the cart', async () => {
    const guest = newGuest();
    const cart = (await add(guest, products.bell.id, 1)).body;
    await add(guest, products.map.id, 1);
    const id = cart.items[0].id;
    expect((await call(guest, 'GET', '/api/cart/items')).body.items).toHaveLength(2);
    expect((await call(guest, 'GET', `/api/cart/items/${id}`)).body.item).toMatchObject({ id, quantity: 1 });
    expect((await call(guest, 'GET', '/api/cart/items/not-a-uuid')).status).toBe(400);
    expect((await call(guest, 'PUT', `/api/cart/items/${id}`, { quantity: 4 })).body.items[0].quantity).toBe(4);
    const removed = (await call(guest, 'DELETE', `/api/cart/items/${id}`)).body;
    expect(removed.items.map((i: { productId: number }) => i.productId)).toEqual([products.map.id]);
    expect((await call(guest, 'DELETE', `/api/cart/items/${id}`)).status).toBe(404);
    await call(guest, 'POST', '/api/cart', { promoCode: 'TEST10', deliveryMethod: 'PICKUP' });
    const emptied = (await call(guest, 'DELETE', '/api/cart')).body;
    expect(emptied).toMatchObject({ items: [], itemCount: 0, promoCode: null, deliveryMethod: null });
  });
});
