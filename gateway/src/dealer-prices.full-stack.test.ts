import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_APP, STOREFRONT_APP, startWholeShop, type WholeShop } from './whole-shop.testing';

// Issue 15 through the real gateway and services (in-memory PGlite, demo data): a retail shopper or a guest
// never receives a B2B figure from any catalogue, cart or order route, in PLN or EUR, and the gateway's
// shared read cache and the browser's cache never hand a retail answer to a dealer or the reverse.

let shop: WholeShop;
/** The demo dealer's figures for product 1001 per currency: none may reach anyone else. */
const dealerFigures: Record<'PLN' | 'EUR', number[]> = { PLN: [], EUR: [] };
const PRODUCT = 1001;
const DEALER = 'zamowienia@rowery-nowak.pl';
const RETAIL = 'anna.kowalska@example.pl';

/** One browser: keeps its `sid` cookie as the gateway sets it, as a browser would. */
class Browser {
  cookie: string | undefined;
  constructor(
    readonly lang: 'pl' | 'en' = 'pl',
    readonly app = STOREFRONT_APP,
  ) {}
  get currency() {
    return this.lang === 'en' ? 'EUR' : 'PLN';
  }
  async call(method: string, path: string, body?: unknown) {
    const answer = await fetch(`${shop.gateway.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.app}`,
        'x-language': this.lang,
        'x-currency': this.currency,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const sid = answer.headers.getSetCookie().find((line) => line.startsWith('sid='));
    if (sid) this.cookie = sid.split(';')[0];
    const text = await answer.text();
    return { status: answer.status, headers: answer.headers, body: text ? JSON.parse(text) : undefined };
  }
  async signIn(username: string) {
    const answer = await this.call('POST', '/api/account/login', { username, password: 'rower-demo-2026' });
    expect(answer.status).toBe(200);
    return answer.body as { id: string };
  }
}

/** Every key of a JSON value, nested, and every number in it. */
/** An answer without what other tests' orders move meanwhile (stock and availability): its prices and the rest. */
function withoutStock(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutStock);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'stock' && key !== 'availability')
      .map(([key, inner]) => [key, withoutStock(inner)]),
  );
}

function walk(value: unknown, keys = new Set<string>(), numbers = new Set<number>(), kinds = new Set<unknown>()) {
  if (Array.isArray(value)) for (const item of value) walk(item, keys, numbers, kinds);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      keys.add(key);
      if (key === 'kind') kinds.add(inner);
      walk(inner, keys, numbers, kinds);
    }
  else if (typeof value === 'number') numbers.add(value);
  return { keys, numbers, kinds };
}

beforeAll(async () => {
  shop = await startWholeShop({ only: ['accounts', 'catalog', 'orders', 'payments', 'cms'] });
  // Staff give the demo dealer 10 % on everything.
  const dealer = new Browser();
  const { id } = await dealer.signIn(DEALER);
  const staff = new Browser('pl', ADMIN_APP);
  await staff.signIn('admin@zefir.example');
  const given = await staff.call('POST', '/api/admin/discounts', {
    target: 'dealer',
    targetId: id,
    collectionId: null,
    percent: 10,
  });
  expect(given.status, JSON.stringify(given.body)).toBe(201);
  for (const lang of ['pl', 'en'] as const) {
    const asDealer = new Browser(lang);
    await asDealer.signIn(DEALER);
    const page = await asDealer.call('GET', `/api/catalog/products/${PRODUCT}`);
    expect(page.body.price).toMatchObject({ kind: 'b2b', discountPercent: 10 });
    const figures = dealerFigures[asDealer.currency];
    figures.push(page.body.price.net, page.body.price.gross, page.body.price.listNet);
    for (const variant of page.body.variants) figures.push(variant.price.net, variant.price.gross);
  }
}, 240_000);
afterAll(() => shop?.stop());

/** Walks every catalogue, cart and order route a shopper reaches, placing an order; answers each JSON body. */
async function walkShop(browser: Browser, signedIn: boolean) {
  const answers: { path: string; body: unknown; product: boolean }[] = [];
  const get = async (path: string, product = false) => {
    const answer = await browser.call('GET', path);
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    answers.push({ path, body: answer.body, product });
    return answer.body;
  };
  await get('/api/catalog/collections/menu');
  await get('/api/catalog/collections');
  await get('/api/catalog/collections/59');
  await get('/api/catalog/products?collection=59&limit=100');
  await get('/api/catalog/products?q=zefir&sort=price&dir=asc');
  await get(`/api/catalog/products/${PRODUCT}`, true);
  await get('/api/catalog/search/suggest?q=zefir');
  const added = await browser.call('POST', '/api/cart/items', { productId: PRODUCT, quantity: 1 });
  expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
  answers.push({ path: 'POST /api/cart/items', body: added.body, product: true });
  const cart = (await get('/api/cart', true)) as { items: { id: string }[] };
  await get('/api/cart/items', true);
  await get(`/api/cart/items/${cart.items[0]!.id}`, true);
  const send = async (method: string, path: string, body?: unknown) => {
    const answer = await browser.call(method, path, body);
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    answers.push({ path: `${method} ${path}`, body: answer.body, product: true });
    return answer.body;
  };
  // The same quantity again: product 1001's demo stock is small, and four walks each buy one.
  await send('PUT', `/api/cart/items/${cart.items[0]!.id}`, { quantity: 1 });
  await send('POST', '/api/cart', { comments: 'Proszę o telefon.' });
  const placed = await browser.call('POST', '/api/cart/checkout', {
    idempotencyKey: crypto.randomUUID(),
    email: 'kupujacy@example.pl',
    phone: '+48 600 100 200',
    billing: {
      type: 'person',
      firstName: 'Anna',
      lastName: 'Kowalska',
      street: 'ul. Długa 5/3',
      zipCode: '30-001',
      city: 'Kraków',
      country: 'PL',
      region: 'pl_mp',
    },
    deliveryMethod: 'COURIER',
    paymentMethod: 'transfer',
    consents: { terms: true, privacy: true },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  answers.push({ path: 'POST /api/cart/checkout', body: placed.body, product: true });
  const { id, token } = placed.body.order as { id: string; token: string };
  await get(`/api/orders/status/${id}?t=${token}`, true);
  if (signedIn) {
    await get('/api/orders', true);
    await get(`/api/orders/${id}`, true);
    // Ordering the same again fills a cart priced now.
    await send('COPY', `/api/orders/${id}`);
  }
  return answers;
}

describe('a retail shopper or a guest never receives a B2B figure', () => {
  for (const lang of ['pl', 'en'] as const)
    for (const who of ['guest', 'retail'] as const)
      it(`walks the catalogue, the cart and an order as ${who} in ${lang === 'pl' ? 'PLN' : 'EUR'}`, async () => {
        const browser = new Browser(lang);
        if (who === 'retail') await browser.signIn(RETAIL);
        const answers = await walkShop(browser, who === 'retail');
        const figures = dealerFigures[browser.currency];
        expect(figures.length).toBeGreaterThan(2);
        for (const { path, body, product } of answers) {
          const { keys, numbers, kinds } = walk(body);
          expect(kinds.has('b2b'), path).toBe(false);
          expect(keys.has('listNet') || keys.has('discountPercent'), path).toBe(false);
          if (product) for (const figure of figures) expect(numbers.has(figure), `${path} has ${figure}`).toBe(false);
        }
      });
});

describe('caches never mix retail and dealer answers', () => {
  it('gives a browser retail prices, then dealer prices once it signs in, then retail again after sign-out', async () => {
    const browser = new Browser();
    const path = `/api/catalog/products/${PRODUCT}`;
    const first = await browser.call('GET', path);
    // Read twice: the second is the gateway's kept copy.
    const kept = await browser.call('GET', path);
    for (const answer of [first, kept]) {
      expect(answer.body.price.kind).toBe('retail');
      expect(answer.headers.get('cache-control')).toMatch(/^public/);
      // The browser must not reuse it once the session cookie changes (signing in or out).
      expect(answer.headers.get('vary')).toMatch(/\bCookie\b/);
    }
    const guestCookie = browser.cookie;
    await browser.signIn(DEALER);
    expect(browser.cookie).not.toBe(guestCookie);
    const dealer = await browser.call('GET', path);
    expect(dealer.body.price).toMatchObject({ kind: 'b2b', discountPercent: 10 });
    expect(dealer.headers.get('cache-control')).toMatch(/^private/);
    expect(dealer.headers.get('vary')).toMatch(/\bCookie\b/);
    // A guest reading meanwhile through the same gateway still gets the retail answer.
    const other = await new Browser().call('GET', path);
    expect(withoutStock(other.body)).toEqual(withoutStock(first.body));
    const out = await browser.call('GET', '/api/account/logout');
    expect(out.status).toBe(200);
    const after = await browser.call('GET', path);
    expect(withoutStock(after.body)).toEqual(withoutStock(first.body));
  });

  it('gives a dealer their prices on a listing another shopper just had from the gateway, and the reverse', async () => {
    const path = '/api/catalog/products?collection=59&limit=20';
    const retail = new Browser();
    await retail.signIn(RETAIL);
    const dealer = new Browser();
    await dealer.signIn(DEALER);
    const retailFirst = await retail.call('GET', path);
    const dealerAfter = await dealer.call('GET', path);
    const retailAgain = await retail.call('GET', path);
    expect(retailFirst.body.items.every((c: { price: { kind: string } }) => c.price.kind === 'retail')).toBe(true);
    expect(dealerAfter.body.items.every((c: { price: { kind: string } }) => c.price.kind === 'b2b')).toBe(true);
    expect(withoutStock(retailAgain.body)).toEqual(withoutStock(retailFirst.body));
  });
});
