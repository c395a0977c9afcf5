import { fromPlnAmount } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_APP, STOREFRONT_APP, startWholeShop, type WholeShop } from './whole-shop.testing';

// Issue 23's other currencies through the real gateway and services (in-memory PGlite, demo data; the demo
// rates: USD 3.6628 zł): USD is answered only once staff enable it, priced from PLN at the rate in force, a
// new rate reaches the prices through payments' event, a cart in USD is paid online only, and the order
// keeps its currency (docs/decisions/currencies.md).

let shop: WholeShop;
const PRODUCT = 1001;

/** One browser asking in one language and currency, keeping its `sid` cookie. */
function browser(app = STOREFRONT_APP, currency = 'USD', lang = 'en') {
  let cookie: string | undefined;
  return async (method: string, path: string, body?: unknown) => {
    const answer = await fetch(`${shop.gateway.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${app}`,
        'x-language': lang,
        'x-currency': currency,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const sid = answer.headers.getSetCookie().find((line) => line.startsWith('sid='));
    if (sid) cookie = sid.split(';')[0];
    const text = await answer.text();
    return { status: answer.status, body: text ? JSON.parse(text) : undefined };
  };
}

let staff: ReturnType<typeof browser>;
/**
 * A setting or a rate reaches each service by its event, and the gateway keeps a shared catalogue answer for a
 * few seconds (docs/decisions/currencies.md): what a shopper sees follows within that.
 */
const wait = { timeout: 15_000, interval: 200 };

async function enableUsd(on: boolean) {
  const general = await staff('GET', '/api/admin/settings/general');
  expect(general.status).toBe(200);
  const saved = await staff('PUT', '/api/admin/settings/general', {
    ...general.body,
    currencies: { ...general.body.currencies, USD: on },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

/** The product's PLN gross, read in Polish. */
async function plnGross(): Promise<number> {
  const page = await browser(STOREFRONT_APP, 'PLN', 'pl')('GET', `/api/catalog/products/${PRODUCT}`);
  return page.body.price.gross;
}

beforeAll(async () => {
  shop = await startWholeShop({ only: ['accounts', 'catalog', 'orders', 'payments', 'cms'], sandboxes: true });
  staff = browser(ADMIN_APP, 'PLN', 'pl');
  const signedIn = await staff('POST', '/api/account/login', {
    username: 'admin@zefir.example',
    password: 'rower-demo-2026',
  });
  expect(signedIn.status).toBe(200);
}, 240_000);
afterAll(() => shop?.stop());

describe('USD, CHF and GBP', () => {
  it('are not offered until staff enable one: a USD request is answered in the language’s currency', async () => {
    const config = await browser()('GET', '/api/config');
    expect(config.body.currencies).toEqual(['PLN', 'EUR']);
    const page = await browser()('GET', `/api/catalog/products/${PRODUCT}`);
    expect(page.body.price.currency).toBe('EUR');
  });

  it('once USD is enabled, prices come converted from PLN at the rate in force, and a new rate moves them', async () => {
    await enableUsd(true);
    const shopper = browser();
    await expect
      .poll(async () => (await shopper('GET', '/api/config')).body.currencies, wait)
      .toEqual(['PLN', 'EUR', 'USD']);
    const pln = await plnGross();
    await expect
      .poll(async () => (await shopper('GET', `/api/catalog/products/${PRODUCT}`)).body.price, wait)
      .toMatchObject({ currency: 'USD', gross: fromPlnAmount(pln, '3.6628') });
    const list = await shopper('GET', '/api/catalog/products?collection=59&sort=price&dir=asc&limit=50');
    const grosses = list.body.items.map((card: { price: { gross: number; currency: string } }) => card.price.gross);
    expect(list.body.items.every((card: { price: { currency: string } }) => card.price.currency === 'USD')).toBe(true);
    expect(grosses).toEqual([...grosses].sort((a, b) => a - b));

    // Staff set the dollar by hand: payments announces it, and the next answers use it.
    const set = await staff('PUT', '/api/admin/settings/rates/USD/override', { ratePln: '4,0000', note: 'test' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    await expect
      .poll(async () => (await shopper('GET', `/api/catalog/products/${PRODUCT}`)).body.price.gross, wait)
      .toBe(fromPlnAmount(pln, '4.000000'));
    expect((await staff('DELETE', '/api/admin/settings/rates/USD/override')).status).toBe(204);
    await expect
      .poll(async () => (await shopper('GET', `/api/catalog/products/${PRODUCT}`)).body.price.gross, wait)
      .toBe(fromPlnAmount(pln, '3.6628'));
  });

  it('a cart in USD is priced in USD, its courier converted, and paid online only; the order is in USD', async () => {
    const shopper = browser();
    // orders takes the setting (and the rates) by their events too.
    await expect.poll(async () => (await shopper('GET', '/api/cart')).body.currency, wait).toBe('USD');
    const added = await shopper('POST', '/api/cart/items', { productId: PRODUCT, quantity: 1 });
    expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
    const cart = (await shopper('GET', '/api/cart')).body;
    expect(cart.currency).toBe('USD');
    expect(cart.items[0].unitPrice).toEqual({ amount: fromPlnAmount(await plnGross(), '3.6628'), currency: 'USD' });
    expect([...cart.paymentMethods].sort()).toEqual(['card_polcard', 'online_tpay']);
    const courier = cart.deliveryMethods.find((d: { method: string }) => d.method === 'COURIER');
    // The demo courier costs 49,00 zł.
    expect(courier.price).toEqual({ amount: fromPlnAmount(4_900, '3.6628'), currency: 'USD' });

    const body = {
      idempotencyKey: crypto.randomUUID(),
      email: 'buyer@example.com',
      phone: '+48 600 100 200',
      billing: {
        type: 'person',
        firstName: 'John',
        lastName: 'Smith',
        street: 'ul. Długa 5/3',
        zipCode: '30-001',
        city: 'Kraków',
        country: 'PL',
        region: 'pl_mp',
      },
      deliveryMethod: 'COURIER',
      consents: { terms: true, privacy: true },
    };
    // A transfer is not offered in USD: refused at its field, nothing placed.
    const refused = await shopper('POST', '/api/cart/checkout', { ...body, paymentMethod: 'transfer' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ paymentMethod: 'Choose one of the allowed values' });
    expect((await shopper('GET', '/api/cart')).body.items).toHaveLength(1);
    const placed = await shopper('POST', '/api/cart/checkout', { ...body, paymentMethod: 'online_tpay' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.order.total.currency).toBe('USD');
  });

  it('switched off again, USD is no longer answered', async () => {
    await enableUsd(false);
    const shopper = browser();
    await expect.poll(async () => (await shopper('GET', '/api/config')).body.currencies, wait).toEqual(['PLN', 'EUR']);
    await expect
      .poll(async () => (await shopper('GET', `/api/catalog/products/${PRODUCT}`)).body.price.currency, wait)
      .toBe('EUR');
  });
});
