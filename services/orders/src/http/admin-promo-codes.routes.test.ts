import { AdminPromoCode, type Identity } from '@shop/contracts';
import { staffIdentity } from '@shop/service-kit/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoCodes, promoCodeUses } from '../db/schema';
import {
  type CartWorld,
  cartCalls,
  newGuest,
  products,
  signedIn,
  startCartWorld,
} from '../domain/cart/cart-test-fixtures';

// The promo codes of the back office's discounts section through the orders service's routes, and what the
// cart makes of what staff set: usage limits in all and per customer, scopes of products and collections.

let world: CartWorld;
const { call: shopperCall, add } = cartCalls(() => world);
const staff = staffIdentity('marketing_manager');
const NBSP = '\u00a0';

beforeAll(async () => {
  world = await startCartWorld();
  // A collection with one below it; the lamp is in the lower one, so it counts for both.
  await world.catalog.context.db.execute(sql`
    insert into collections (id, parent_id, slug_pl, slug_en, name_pl, name_en)
    values (800, null, 'swiatla', 'lights', 'Światła', 'Lights'), (801, 800, 'przednie', 'front', 'Przednie', 'Front')`);
  await world.catalog.context.db.execute(
    sql`insert into product_collections (product_id, collection_id) values (${products.lamp.id}, 801)`,
  );
});
afterAll(() => world?.stop());

const admin = (method: string, path: string, body?: unknown, identity: Identity = staff, lang = 'pl') =>
  world.orders.call(method, path, { identity, body, headers: { 'x-language': lang } });

let codes = 0;
/** A new code's fields: a unique code, 10 % for anyone. */
const fresh = (extra: Record<string, unknown> = {}) => {
  codes += 1;
  return { code: `nowy-${codes}`, kind: 'percent', value: 10, ...extra };
};

async function created(extra: Record<string, unknown> = {}): Promise<AdminPromoCode> {
  const answer = await admin('POST', '/api/admin/promo-codes', fresh(extra));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return AdminPromoCode.parse(answer.body);
}

/** The cart's answer to entering `code` (in English, PLN). */
const enter = (who: Identity, code: string) =>
  shopperCall(who, 'POST', '/api/cart', { promoCode: code }, { lang: 'en', currency: 'PLN' });

describe('promo codes in the back office', () => {
  it('creates a code kept in capitals, lists, finds and reads it, and the cart takes it at once', async () => {
    const promo = await created({ minimumPln: 5_000, usageLimit: 100, perCustomerLimit: 1 });
    expect(promo).toMatchObject({
      code: `NOWY-${codes}`,
      kind: 'percent',
      value: 10,
      currency: null,
      minimumPln: 5_000,
      usageLimit: 100,
      perCustomerLimit: 1,
      used: 0,
      audience: 'any',
      collections: [],
      products: [],
      state: 'active',
      version: 1,
    });
    const found = await admin('GET', `/api/admin/promo-codes?filters[q]=${promo.code.toLowerCase()}`);
    expect(found.body.items.map((p: AdminPromoCode) => p.code)).toEqual([promo.code]);
    expect((await admin('GET', `/api/admin/promo-codes/${promo.id}`)).body).toEqual(promo);

    const guest = newGuest();
    await add(guest, products.bell.id, 2);
    const cart = await enter(guest, promo.code.toLowerCase());
    expect(cart.status).toBe(200);
    expect(cart.body.promoCode).toEqual({ code: promo.code, discount: { amount: 980, currency: 'PLN' } });
  });

  it('refuses a code taken in any case with 409 at the code', async () => {
    const promo = await created();
    const again = await admin('POST', '/api/admin/promo-codes', { ...fresh(), code: promo.code.toLowerCase() });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'duplicate', fields: { code: 'Taka wartość już istnieje' } });
    const other = await created();
    const renamed = await admin('PATCH', `/api/admin/promo-codes/${other.id}`, { code: promo.code, version: 1 });
    expect(renamed.status).toBe(409);
    expect(renamed.body.error.fields.code).toBe('Taka wartość już istnieje');
  });

  it('names every wrong field in the language asked', async () => {
    const answer = await admin('POST', '/api/admin/promo-codes', {
      code: 'a b',
      kind: 'percent',
      value: 150,
      validFrom: '2026-12-01T00:00:00+01:00',
      validTo: '2026-11-01T00:00:00+01:00',
      usageLimit: 0,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({
      code: 'Od 3 do 32 znaków: litery, cyfry, myślniki lub podkreślenia',
      value: 'Wartość może wynosić najwyżej 100',
      validTo: 'Koniec musi przypadać po początku',
      usageLimit: 'Wartość musi wynosić co najmniej 1',
    });
    const amount = await admin('POST', '/api/admin/promo-codes', fresh({ kind: 'amount', value: 1_000 }), staff, 'en');
    expect(amount.body.error.fields).toEqual({ currency: 'This field is required' });
  });

  it('checks the rules across fields on the code as it will be stored, and never a limit below the uses', async () => {
    const promo = await created({ kind: 'amount', value: 500, currency: 'PLN', usageLimit: 10 });
    const percent = await admin('PATCH', `/api/admin/promo-codes/${promo.id}`, { kind: 'percent', version: 1 });
    expect(percent.status).toBe(400);
    expect(percent.body.error.fields).toEqual({ value: 'Wartość może wynosić najwyżej 100' });
    await world.orders.context.db.update(promoCodes).set({ usedCount: 4 }).where(eq(promoCodes.id, promo.id));
    const lower = await admin('PATCH', `/api/admin/promo-codes/${promo.id}`, { usageLimit: 3, version: 1 });
    expect(lower.status).toBe(400);
    expect(lower.body.error.fields).toEqual({ usageLimit: 'Wartość musi wynosić co najmniej 4' });
  });

  it('saves at the version read: a second save from the same read is told the code changed', async () => {
    const promo = await created();
    const first = await admin('PATCH', `/api/admin/promo-codes/${promo.id}`, { value: 15, version: 1 });
    expect(first.body).toMatchObject({ value: 15, version: 2 });
    const second = await admin('PATCH', `/api/admin/promo-codes/${promo.id}`, { value: 20, version: 1 });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('conflict');
    const untouched = await admin('PATCH', `/api/admin/promo-codes/${promo.id}`, { value: 15, version: 2 });
    expect(untouched.body.version).toBe(2);
  });

  it('records who created, changed and deleted a code, field by field', async () => {
    const promo = await created();
    await admin('PATCH', `/api/admin/promo-codes/${promo.id}`, { state: 'inactive', version: 1 });
    const history = await admin('GET', `/api/admin/promo-codes/${promo.id}/history?dir=asc`);
    expect(history.body.items.map((entry: { action: string }) => entry.action)).toEqual(['create', 'update']);
    expect(history.body.items[1]).toMatchObject({
      staffName: 'Ewa Nowak',
      adminType: 'marketing_manager',
      changes: [{ field: 'state', before: 'active', after: 'inactive' }],
    });
    expect((await admin('DELETE', `/api/admin/promo-codes/${promo.id}`)).status).toBe(204);
    expect((await admin('GET', `/api/admin/promo-codes/${promo.id}`)).status).toBe(404);
    const after = await admin('GET', `/api/admin/promo-codes/${promo.id}/history`);
    expect(after.body.items[0]).toMatchObject({ action: 'delete' });
  });

  it('refuses to delete a code an order used: staff switch it off instead', async () => {
    const promo = await created();
    await world.orders.context.db.update(promoCodes).set({ usedCount: 1 }).where(eq(promoCodes.id, promo.id));
    const answer = await admin('DELETE', `/api/admin/promo-codes/${promo.id}`);
    expect(answer.status).toBe(422);
    expect(answer.body.error.message).toBe(
      'Tego kodu rabatowego użyto już w zamówieniach, więc nie można go usunąć — wyłącz go.',
    );
    expect((await admin('GET', `/api/admin/promo-codes/${promo.id}`)).status).toBe(200);
  });

  it('is for staff whose type holds discounts.*: a sales manager reads but does not write', async () => {
    const manager = staffIdentity('sales_manager');
    expect((await admin('GET', '/api/admin/promo-codes', undefined, manager)).status).toBe(200);
    expect((await admin('POST', '/api/admin/promo-codes', fresh(), manager)).status).toBe(403);
    expect((await admin('GET', '/api/admin/promo-codes', undefined, staffIdentity('sales_employee'))).status).toBe(403);
  });
});

describe('what the cart makes of the limits and scopes staff set', () => {
  it('shows a code used up in all', async () => {
    const promo = await created({ usageLimit: 2 });
    await world.orders.context.db.update(promoCodes).set({ usedCount: 2 }).where(eq(promoCodes.id, promo.id));
    const guest = newGuest();
    await add(guest, products.bell.id, 1);
    const answer = await enter(guest, promo.code);
    expect(answer.status).toBe(422);
    expect(answer.body.error.fields.promoCode).toBe('This promo code has already been used up');
  });

  it('shows a signed-in customer that they used the code up, while another customer still gets it', async () => {
    const promo = await created({ perCustomerLimit: 1 });
    const anna = signedIn(newGuest());
    await world.orders.context.db.insert(promoCodeUses).values({
      promoCodeId: promo.id,
      orderId: crypto.randomUUID(),
      customerId: anna.customerId,
      email: 'anna@example.com',
    });
    await add(anna, products.bell.id, 1);
    expect((await enter(anna, promo.code)).body.error.fields.promoCode).toBe('You have already used this promo code');
    const piotr = signedIn(newGuest());
    await add(piotr, products.bell.id, 1);
    expect((await enter(piotr, promo.code)).body.promoCode).toMatchObject({ code: promo.code });
  });

  it('takes the percent only off the products and collections in scope, with the collections below them', async () => {
    const byProduct = await created({ products: [products.bell.id] });
    const byCollection = await created({ collections: [800] });
    const guest = newGuest();
    await add(guest, products.bell.id, 2); // 2 × 49,00
    await add(guest, products.lamp.id, 1); // 59,00, in collection 801 under 800
    expect((await enter(guest, byProduct.code)).body.promoCode.discount.amount).toBe(980);
    expect((await enter(guest, byCollection.code)).body.promoCode.discount.amount).toBe(590);

    const other = newGuest();
    await add(other, products.map.id, 1);
    const refused = await enter(other, byCollection.code);
    expect(refused.body.error.fields.promoCode).toBe('This promo code does not apply to the products in your cart');
  });

  it('measures the minimum on the whole basket and says it in the shopper’s language', async () => {
    const promo = await created({ minimumPln: 20_000 });
    const guest = newGuest();
    await add(guest, products.bell.id, 1);
    const below = await shopperCall(guest, 'POST', '/api/cart', { promoCode: promo.code }, { lang: 'pl' });
    expect(below.body.error.fields.promoCode).toBe(
      `Ten kod rabatowy obowiązuje przy zamówieniu za co najmniej 200,00${NBSP}zł`,
    );
    await add(guest, products.bell.id, 4);
    expect((await enter(guest, promo.code)).body.promoCode.discount.amount).toBe(2_450);
  });

  it('stops giving the discount in a cart that holds the code once staff switch it off', async () => {
    const promo = await created();
    const guest = newGuest();
    await add(guest, products.bell.id, 1);
    expect((await enter(guest, promo.code)).body.promoCode).not.toBeNull();
    await admin('PATCH', `/api/admin/promo-codes/${promo.id}`, { state: 'inactive', version: 1 });
    const cart = (await shopperCall(guest, 'GET', '/api/cart', undefined, { lang: 'en' })).body;
    expect(cart.promoCode).toBeNull();
    expect(cart.promoCodeProblem).toEqual({ code: promo.code, message: 'This promo code does not exist' });
  });
});
