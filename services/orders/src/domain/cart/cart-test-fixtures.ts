import { type CatalogContext, catalogService } from '@shop/catalog';
import type { Identity } from '@shop/contracts';
import type { ServiceDefinition } from '@shop/service-kit';
import type { EventBus } from '@shop/service-kit/events';
import { type ManualClock, manualClock, startTestService, type TestService } from '@shop/service-kit/testing';
import { sql } from 'drizzle-orm';
import type * as schema from '../../db/schema';
import { promoCodes } from '../../db/schema';
import { type OrdersContext, ordersService } from '../../service';

// Tests of the cart run the real catalogue service next to orders, with a few products of their own put
// straight into the catalogue's tables, so every price, limit and stock level the tests assert is known.

export interface TestProduct {
  id: number;
  name: string;
  category?: string;
  type?: string;
  availability?: string;
  vatRate?: number;
  minQuantity?: number;
  maxQuantity?: number;
  /** Gross in PLN and EUR, and the dealer's net in PLN and EUR. */
  pln: number;
  eur: number;
  b2bPln?: number;
  b2bEur?: number;
  stock?: number;
  /** Extra variants (beyond the default one), as SKU suffixes. */
  variants?: string[];
}

export const products = {
  bike: {
    id: 9001,
    name: 'Rower Zefir City',
    category: 'bike',
    pln: 499_900,
    eur: 119_900,
    b2bPln: 300_000,
    b2bEur: 70_000,
    stock: 20,
    maxQuantity: 3,
    variants: ['M', 'L'],
  },
  bell: { id: 9002, name: 'Dzwonek', category: 'accessory', pln: 4_900, eur: 1_200, stock: 500 },
  map: { id: 9003, name: 'Mapa tras rowerowych', category: 'other', vatRate: 8, pln: 10_800, eur: 2_500, stock: 500 },
  tyre: { id: 9004, name: 'Opona 27,5"', category: 'accessory', pln: 9_900, eur: 2_300, stock: 500, minQuantity: 2 },
  gone: {
    id: 9005,
    name: 'Bagażnik',
    category: 'trunk',
    availability: 'unavailable',
    pln: 19_900,
    eur: 4_600,
    stock: 0,
  },
  last: { id: 9006, name: 'Bateria 500 Wh', category: 'battery', pln: 15_100, eur: 3_500, stock: 1 },
  hidden: { id: 9007, name: 'Prototyp', category: 'bike', availability: 'hidden', pln: 100_000, eur: 25_000, stock: 5 },
  service: { id: 9008, name: 'Przegląd roweru', category: 'other', type: 'service', pln: 19_900, eur: 4_600, stock: 0 },
  lamp: { id: 9009, name: 'Lampka przednia', category: 'accessory', pln: 5_900, eur: 1_400, stock: 100 },
} satisfies Record<string, TestProduct>;

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Puts `product` into the catalogue; answers its variant ids, the default one first. */
export async function addProduct(
  catalog: TestService<Record<string, unknown>>,
  product: TestProduct,
): Promise<number[]> {
  const db = catalog.context.db;
  const slug = slugOf(product.name);
  await db.execute(sql`
    insert into products (id, slug_pl, slug_en, name_pl, name_en, category, type, availability, vat_rate,
      min_quantity, max_quantity)
    values (${product.id}, ${slug}, ${slug}, ${product.name}, ${product.name}, ${product.category ?? 'accessory'},
      ${product.type ?? 'physical'}, ${product.availability ?? 'available'}, ${product.vatRate ?? 23},
      ${product.minQuantity ?? 1}, ${product.maxQuantity ?? 999})`);
  const ids: number[] = [];
  const suffixes = ['', ...(product.variants ?? [])];
  for (const [position, suffix] of suffixes.entries()) {
    const result = (await db.execute(sql`
      insert into variants (product_id, combination, is_default, position, sku, availability, stock)
      values (${product.id}, ${suffix}, ${position === 0}, ${position}, ${`T-${product.id}${suffix}`},
        ${product.availability === 'hidden' ? 'available' : (product.availability ?? 'available')}, ${product.stock ?? 0})
      returning id`)) as unknown as { rows: Array<{ id: number }> };
    const id = result.rows[0]?.id as number;
    ids.push(id);
    const b2b = {
      PLN: product.b2bPln ?? Math.round(product.pln * 0.6),
      EUR: product.b2bEur ?? Math.round(product.eur * 0.6),
    };
    for (const [currency, gross] of [
      ['PLN', product.pln],
      ['EUR', product.eur],
    ] as const)
      await db.execute(sql`
        insert into variant_prices (variant_id, currency, regular_gross, b2b_net, effective_gross)
        values (${id}, ${currency}, ${gross}, ${b2b[currency]}, ${gross})`);
  }
  return ids;
}

export interface CartWorld {
  catalog: TestService<Record<string, unknown>>;
  orders: TestService<typeof schema, OrdersContext>;
  /** The services' clock: a test moves it past an expiry (the cart's catalogue answers live 2 s). */
  clock: ManualClock;
  /** Variant ids per product key, the default one first. */
  variants: Record<keyof typeof products, number[]>;
  stop(): Promise<void>;
}

/** Catalog (with the test products) and orders, on PGlite or on the PostgreSQL databases given. */
export async function startCartWorld(
  urls: { catalog?: string; orders?: string } = {},
  /** The bus and environment of orders: a test of the shop settings gives cms's (CMS_URL) and its bus. */
  ordersWith: { bus?: EventBus; env?: Record<string, string> } = {},
): Promise<CartWorld> {
  // Starts at the real time, so promo codes dated from it read as the tests mean.
  const clock = manualClock(new Date());
  const catalog = (await startTestService(catalogService as ServiceDefinition<Record<string, unknown>>, {
    databaseUrl: urls.catalog,
    clock,
  })) as TestService<Record<string, unknown>>;
  // Accounts is not started: the test's dealers have no discounts (dealer-checkout.test.ts has some).
  (catalog.context as unknown as CatalogContext).dealerDiscounts = { of: async () => [] };
  const variants = {} as CartWorld['variants'];
  for (const [key, product] of Object.entries(products))
    variants[key as keyof typeof products] = await addProduct(catalog, product);
  const orders = await startTestService(ordersService, {
    env: { CATALOG_URL: catalog.url, ...ordersWith.env },
    databaseUrl: urls.orders,
    bus: ordersWith.bus,
    clock,
  });
  return {
    catalog,
    orders,
    clock,
    variants,
    async stop() {
      await orders.stop();
      await catalog.stop();
    },
  };
}

let sessions = 0;
/** A fresh guest of the storefront, with a session of its own. */
export function newGuest(): Identity & { sessionId: string } {
  sessions += 1;
  return { app: 'storefront', role: 'GUEST', sessionId: `cart-test-session-${process.pid}-${sessions}-${Date.now()}` };
}

/** The same shopper signed in (the session id is kept on sign-in). */
export function signedIn(guest: Identity, customerType: 'retail' | 'b2b' = 'retail', customerId = crypto.randomUUID()) {
  return { ...guest, role: 'CUSTOMER', customerId, customerType } as Identity & { customerId: string };
}

export type CartCallOptions = { lang?: 'pl' | 'en'; currency?: 'PLN' | 'EUR' };

/** Calls of the cart routes as a shopper would make them: in Polish unless `lang` says otherwise. */
export function cartCalls(world: () => CartWorld) {
  async function call(who: Identity, method: string, path: string, body?: unknown, options: CartCallOptions = {}) {
    const headers: Record<string, string> = { 'x-language': options.lang ?? 'pl' };
    if (options.currency) headers['x-currency'] = options.currency;
    return world().orders.call(method, path, { identity: who, body, headers });
  }
  const add = (who: Identity, productId: number, quantity: number, extra: object = {}, options: CartCallOptions = {}) =>
    call(who, 'POST', '/api/cart/items', { productId, quantity, ...extra }, options);
  return { call, add };
}

/** The promo codes the cart tests use: one of each kind, and ones expired, not yet valid and switched off. */
export async function insertTestPromoCodes(world: CartWorld): Promise<void> {
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
}
