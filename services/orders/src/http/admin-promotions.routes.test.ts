import { AdminPromotion, type Cart, type Identity } from '@shop/contracts';
import { staffIdentity } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotions } from '../db/schema';
import {
  type CartWorld,
  cartCalls,
  newGuest,
  products,
  signedIn,
  startCartWorld,
} from '../domain/cart/cart-test-fixtures';

// Automatic promotions through the back office's routes: each rule checked when saved, with the field that
// breaks it, in both languages; and what the cart makes of a saved promotion, beside a promo code.

let world: CartWorld;
const { call: shopperCall, add } = cartCalls(() => world);
const staff = staffIdentity('marketing_manager');

beforeAll(async () => {
  world = await startCartWorld();
});
afterAll(() => world?.stop());

const admin = (method: string, path: string, body?: unknown, identity: Identity = staff, lang = 'pl') =>
  world.orders.call(method, path, { identity, body, headers: { 'x-language': lang } });

/** "10 % off accessories over 300 zł". */
const accessoriesOver300 = (extra: Record<string, unknown> = {}) => ({
  name: { pl: '10% taniej na akcesoria od 300 zł', en: '10% off accessories over 300 zł' },
  conditions: { minimumPln: 30_000, categories: ['accessory'] },
  actions: [{ type: 'percent_off', target: 'matching', percent: 10 }],
  ...extra,
});

async function created(body: Record<string, unknown>): Promise<AdminPromotion> {
  const answer = await admin('POST', '/api/admin/promotions', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return AdminPromotion.parse(answer.body);
}

const cartOf = async (who: Identity, lang: 'pl' | 'en' = 'pl') =>
  (await shopperCall(who, 'GET', '/api/cart', undefined, { lang, currency: 'PLN' })).body as Cart;

describe('promotions in the back office', () => {
  it('refuses each rule that cannot work, at its field, in the caller’s language', async () => {
    const answer = await admin('POST', '/api/admin/promotions', {
      name: { pl: 'Zła', en: '' },
      conditions: { validFrom: '2026-12-10T00:00:00+01:00', validTo: '2026-12-01T00:00:00+01:00', minimumPln: -5 },
      actions: [
        { type: 'percent_off', target: 'basket', percent: 101 },
        { type: 'amount_off', target: 'basket', amount: 0 },
        { type: 'percent_off', target: 'matching', percent: 0 },
      ],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toMatchObject({
      'name.en': 'Tłumaczenia są wymagane dla wszystkich języków',
      'conditions.minimumPln': 'Wartość musi wynosić co najmniej 1',
      'actions.0.percent': 'Wartość może wynosić najwyżej 100',
      'actions.1.amount': 'Wartość musi wynosić co najmniej 1',
      'actions.1.currency': 'To pole jest wymagane',
      'actions.2.percent': 'Wartość musi wynosić co najmniej 1',
    });

    const english = await admin(
      'POST',
      '/api/admin/promotions',
      {
        name: { pl: 'Bez warunku', en: 'No condition' },
        conditions: {},
        actions: [{ type: 'percent_off', target: 'matching', percent: 10 }],
      },
      staff,
      'en',
    );
    expect(english.status).toBe(400);
    expect(english.body.error.fields).toEqual({
      conditions: 'Set at least one condition: a promotion without one would discount every order',
      'actions.0.target':
        'To discount the matching lines, choose the products, collections or categories they must match',
    });

    const dates = await admin('POST', '/api/admin/promotions', {
      ...accessoriesOver300(),
      conditions: { validFrom: '2026-12-10T00:00:00+01:00', validTo: '2026-12-10T00:00:00+01:00' },
      actions: [],
    });
    expect(dates.body.error.fields).toEqual({
      'conditions.validTo': 'Koniec musi przypadać po początku',
      actions: 'Wybierz co najmniej jedno działanie',
    });
    expect(await world.orders.context.db.select().from(promotions)).toEqual([]);
  });

  it('refuses a product the catalogue does not have, in a condition or as the free item', async () => {
    const answer = await admin('POST', '/api/admin/promotions', {
      name: { pl: 'Gratis', en: 'Free gift' },
      conditions: { products: [products.bike.id, 987_654] },
      actions: [{ type: 'free_item', productId: 987_655, quantity: 1 }],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({
      'conditions.products.1': 'Wskazany identyfikator nie istnieje',
      'actions.0.productId': 'Wskazany identyfikator nie istnieje',
    });
    const odd = await admin('POST', '/api/admin/promotions', {
      name: { pl: 'x', en: 'x' },
      conditions: { products: [1.5], categories: ['rakieta'], groups: ['nie-uuid'] },
      actions: [{ type: 'discount_all' }],
      extra: true,
    });
    expect(odd.status).toBe(400);
    expect(Object.keys(odd.body.error.fields).sort()).toEqual([
      'actions.0.type',
      'conditions.categories.0',
      'conditions.groups.0',
      'conditions.products.0',
      'extra',
    ]);
  });

  it('is refused to staff who may not create discounts, and to a shopper', async () => {
    expect(
      (await admin('POST', '/api/admin/promotions', accessoriesOver300(), staffIdentity('warehouse_employee'))).status,
    ).toBe(403);
    expect((await admin('GET', '/api/admin/promotions', undefined, newGuest())).status).toBe(403);
    expect((await admin('GET', '/api/admin/promotions/abc')).status).toBe(404);
    expect((await admin('GET', '/api/admin/promotions/999999')).status).toBe(404);
  });

  it('creates, lists, reads, changes at the version read and deletes a promotion, each write in its history', async () => {
    const promotion = await created(accessoriesOver300({ priority: 5 }));
    expect(promotion).toMatchObject({
      name: { pl: '10% taniej na akcesoria od 300 zł' },
      priority: 5,
      exclusive: false,
      state: 'active',
      conditions: {
        minimumPln: 30_000,
        minimumEur: null,
        categories: ['accessory'],
        audience: 'any',
        firstOrder: false,
      },
      version: 1,
    });
    const found = await admin('GET', '/api/admin/promotions?filters[q]=akcesoria');
    expect(found.body.items.map((p: AdminPromotion) => p.id)).toEqual([promotion.id]);
    expect((await admin('GET', `/api/admin/promotions/${promotion.id}`)).body).toEqual(promotion);

    // A PATCH checks the rules on the promotion as it will be stored: matching lines need a line condition.
    const broken = await admin('PATCH', `/api/admin/promotions/${promotion.id}`, {
      conditions: { minimumPln: 30_000 },
      version: 1,
    });
    expect(broken.status).toBe(400);
    expect(broken.body.error.fields).toEqual({ 'actions.0.target': expect.any(String) });

    // A product the catalogue does not have is refused on a change too; nothing is saved.
    const unknown = await admin('PATCH', `/api/admin/promotions/${promotion.id}`, {
      actions: [{ type: 'free_item', productId: 987_654, quantity: 1 }],
      version: 1,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ 'actions.0.productId': 'Wskazany identyfikator nie istnieje' });

    const changed = await admin('PATCH', `/api/admin/promotions/${promotion.id}`, { state: 'inactive', version: 1 });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ state: 'inactive', version: 2 });
    expect((await admin('PATCH', `/api/admin/promotions/${promotion.id}`, { priority: 1, version: 1 })).status).toBe(
      409,
    );

    const history = await admin('GET', `/api/admin/promotions/${promotion.id}/history`);
    expect(history.body.items.map((entry: { action: string }) => entry.action)).toEqual(['update', 'create']);
    expect((await admin('DELETE', `/api/admin/promotions/${promotion.id}`)).status).toBe(204);
    expect((await admin('GET', `/api/admin/promotions/${promotion.id}`)).status).toBe(404);
    expect((await admin('DELETE', `/api/admin/promotions/${promotion.id}`)).status).toBe(404);
    expect((await admin('PATCH', `/api/admin/promotions/${promotion.id}`, { priority: 1, version: 2 })).status).toBe(
      404,
    );
  });
});

describe('a promotion in the cart', () => {
  it('shows which promotion gave what, once its conditions hold; catalogue prices stay as they are', async () => {
    const promotion = await created(accessoriesOver300());
    const guest = newGuest();
    await add(guest, products.bike.id, 1);
    await add(guest, products.bell.id, 2);
    let cart = await cartOf(guest);
    // 4 999 + 98 zł: over 300 zł, 10 % of the 98 zł of accessories.
    expect(cart.promotions).toEqual([
      {
        id: promotion.id,
        name: '10% taniej na akcesoria od 300 zł',
        discount: { amount: 980, currency: 'PLN' },
        delivery: { amount: 0, currency: 'PLN' },
        freeDelivery: false,
      },
    ]);
    expect(cart.totals.discount.amount).toBe(980);
    expect(cart.totals.total.amount).toBe(499_900 + 9_800 - 980 + cart.totals.delivery.amount);
    expect(cart.items.map((item) => item.unitPrice.amount)).toEqual([499_900, 4_900]);
    expect((await cartOf(guest, 'en')).promotions?.[0]?.name).toBe('10% off accessories over 300 zł');

    // Without the bike the basket is 98 zł: nothing.
    const small = newGuest();
    await add(small, products.bell.id, 2);
    cart = await cartOf(small);
    expect(cart.promotions).toEqual([]);
    expect(cart.totals.discount.amount).toBe(0);
    await admin('DELETE', `/api/admin/promotions/${promotion.id}`);
  });

  it('adds up with a promo code, which takes its share of what the promotion left; an exclusive one stops the code', async () => {
    const promotion = await created({
      name: { pl: 'Darmowa dostawa i 50 zł mniej', en: 'Free delivery and 50 zł off' },
      conditions: { audience: 'retail' },
      actions: [{ type: 'amount_off', target: 'basket', amount: 5_000, currency: 'PLN' }, { type: 'free_delivery' }],
    });
    await world.orders.context.db.execute(
      `insert into promo_codes (code, kind, value) values ('RAZEM10', 'percent', 10)` as never,
    );
    const shopper = signedIn(newGuest());
    await add(shopper, products.bike.id, 1);
    await shopperCall(shopper, 'POST', '/api/cart', { promoCode: 'razem10', deliveryMethod: 'COURIER' });
    let cart = await cartOf(shopper);
    // 50 zł off 4 999 zł, then 10 % of the 4 949 zł left: 494,90 zł.
    expect(cart.promotions?.map((p) => [p.discount.amount, p.freeDelivery])).toEqual([[5_000, true]]);
    expect(cart.promoCode).toEqual({ code: 'RAZEM10', discount: { amount: 49_490, currency: 'PLN' } });
    expect(cart.totals).toMatchObject({ discount: { amount: 54_490 }, delivery: { amount: 0 } });
    expect(cart.totals.total.amount).toBe(499_900 - 54_490);
    expect(cart.deliveryMethods.every((d) => d.price.amount === 0)).toBe(true);

    await admin('PATCH', `/api/admin/promotions/${promotion.id}`, { exclusive: true, version: 1 });
    cart = await cartOf(shopper);
    expect(cart.promoCode).toBeNull();
    expect(cart.promoCodeProblem).toEqual({
      code: 'RAZEM10',
      message: 'Tego kodu rabatowego nie można łączyć z promocją „Darmowa dostawa i 50 zł mniej”',
    });
    expect(cart.totals.discount.amount).toBe(5_000);

    // Entered beside an exclusive promotion, the code is refused at once and not kept.
    const another = signedIn(newGuest());
    await add(another, products.bike.id, 1);
    const refused = await shopperCall(
      another,
      'POST',
      '/api/cart',
      { promoCode: 'razem10' },
      { lang: 'en', currency: 'PLN' },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toEqual({
      promoCode: 'This promo code cannot be combined with the promotion “Free delivery and 50 zł off”',
    });
    expect((await cartOf(another)).promoCodeProblem).toBeNull();
    await admin('DELETE', `/api/admin/promotions/${promotion.id}`);
  });
});
