import type { Identity } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CartWorld,
  cartCalls,
  insertTestPromoCodes,
  newGuest,
  products,
  signedIn,
  startCartWorld,
} from '../domain/cart/cart-test-fixtures';

// The cart through its HTTP routes, with the real catalogue service answering prices and stock: promo codes,
// totals, cart types and lines. What goes in and whose cart it is: cart.routes.test.ts.

let world: CartWorld;
const NBSP = '\u00a0';

beforeAll(async () => {
  world = await startCartWorld();
  await insertTestPromoCodes(world);
});
afterAll(() => world?.stop());

const { call, add } = cartCalls(() => world);
const pln = (amount: number) => ({ amount, currency: 'PLN' });

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

  it('refuses a promo code or comments holding a NUL or a lone surrogate, keeping the cart as it was', async () => {
    const guest = await cartWith([[products.bell.id, 2]]);
    const raw = (body: string) => call(guest, 'POST', '/api/cart', body, { lang: 'pl', currency: 'PLN' });
    const nul = await raw('{"promoCode":"TEST10\\u0000"}');
    expect(nul.status).toBe(400);
    expect(nul.body.error).toMatchObject({
      code: 'validation_failed',
      fields: { promoCode: 'Pole zawiera niedozwolone znaki' },
    });
    const lone = await raw('{"promoCode":"TEST10","comments":"\\ud800"}');
    expect(lone.status).toBe(400);
    expect(lone.body.error.fields).toEqual({ comments: 'Pole zawiera niedozwolone znaki' });
    const cart = (await call(guest, 'GET', '/api/cart')).body;
    expect(cart).toMatchObject({ promoCode: null, comments: '' });
    expect((await usePromo(guest, 'TEST10')).body.promoCode).toMatchObject({ code: 'TEST10' });
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
