// Carts and checkout under load, through the gateway, on real PostgreSQL (issue 6):
//   (a) add to cart: POST /api/cart/items spread over 200 separate carts (guest sessions)
//   (b) get cart:    GET /api/cart over the same 200 carts
//   (c) checkout:    BENCH_BUYERS guest carts (default 1 000) holding one unit each of a product with
//                    BENCH_STOCK units (default 400) check out at once, 50 at a time; counts orders/s, the
//                    buyers refused for availability, and oversold units (must be 0).
// Targets: add to cart ≥ 1 000 req/s, get cart ≥ 1 500 req/s, checkout ≥ 100 orders/s, oversold 0.
// accounts (guest sessions), catalog, orders and the gateway each run as their own process (cluster mode).
//   npm run bench:checkout            (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_BUYERS, BENCH_STOCK)
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateIdentityKeys } from '@shop/service-kit';
import { createTestDatabase, testDatabaseUrl } from '@shop/service-kit/testing';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuMicros, freePort, startProcess } from './lib/processes';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const buyers = Number(process.env.BENCH_BUYERS ?? 1_000);
const stock = Number(process.env.BENCH_STOCK ?? 400);
const cartCount = 200;
const storefront = { authorization: 'Bearer shop-storefront', 'accept-encoding': 'gzip, deflate, br' };

/** A new guest: the gateway starts a session on the first call that needs one and sets `sid`. */
async function guestCookie(gatewayUrl: string): Promise<string> {
  const response = await fetch(`${gatewayUrl}/api/cart`, { headers: storefront });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie?.startsWith('sid=')) throw new Error(`no guest session (${response.status})`);
  return cookie;
}

async function call(gatewayUrl: string, cookie: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${gatewayUrl}${path}`, {
    method,
    headers: { ...storefront, cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json().catch(() => undefined)) as { error?: { code?: string } } | undefined;
  return { status: response.status, body: answer };
}

async function measure(name: string, options: autocannon.Options, pids: Record<string, number>) {
  await autocannon({ ...options, connections, duration: 2 });
  const before = Object.fromEntries(Object.entries(pids).map(([process, pid]) => [process, cpuMicros(pid)]));
  const result = await autocannon({ ...options, connections, duration: seconds });
  const requests = result.requests.total;
  const cpu = (process: string) => Math.round((cpuMicros(pids[process]!) - before[process]!) / requests);
  const failures = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2'));
  if (failures.length) console.log(`${name}: answers other than 2xx:`, Object.fromEntries(failures));
  return {
    name,
    'req/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
    'orders CPU µs/req': cpu('orders'),
    'catalog CPU µs/req': cpu('catalog'),
    'gateway CPU µs/req': cpu('gateway'),
  };
}

const checkoutBody = (n: number) => ({
  idempotencyKey: randomUUID(),
  email: `kupujacy${n}@example.com`,
  phone: '600100200',
  billing: {
    type: 'person',
    firstName: 'Jan',
    lastName: 'Kowalski',
    street: 'ul. Rowerowa 1',
    zipCode: '00-001',
    city: 'Warszawa',
    country: 'PL',
  },
  deliveryMethod: 'COURIER',
  paymentMethod: 'transfer',
  consents: { terms: true, privacy: true },
});

/** Runs `work` for every item with at most `limit` at once. */
async function inBatches<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

const identity = await generateIdentityKeys();
const serviceKeys = await generateIdentityKeys();
const names = ['accounts', 'catalog', 'orders', 'gateway'] as const;
const ports = Object.fromEntries(await Promise.all(names.map(async (n) => [n, await freePort()] as const)));
const url = (name: (typeof names)[number]) => `http://127.0.0.1:${ports[name]}`;
const databases = {
  accounts: await createTestDatabase('shop_bench_co_accounts'),
  catalog: await createTestDatabase('shop_bench_co_catalog'),
  orders: await createTestDatabase('shop_bench_co_orders'),
};
console.log(`PostgreSQL ${new URL(testDatabaseUrl).host}, ${connections} connections, ${seconds} s per call`);

const children: ChildProcess[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-checkout-'));
try {
  const common = {
    DATA_DIR: dataDir,
    IDENTITY_PUBLIC_KEY: identity.publicKey,
    SERVICE_PUBLIC_KEY: serviceKeys.publicKey,
    ACCOUNTS_URL: url('accounts'),
    CATALOG_URL: url('catalog'),
    ORDERS_URL: url('orders'),
  };
  for (const name of ['accounts', 'catalog', 'orders'] as const) {
    const child = await startProcess(
      `services/${name}/src/index.ts`,
      {
        ...common,
        PORT: String(ports[name]),
        DATABASE_URL: databases[name].url,
        SEED_DEMO_DATA: 'true',
        ...(name === 'orders' ? { SERVICE_PRIVATE_KEY: serviceKeys.privateKey } : {}),
      },
      `${url(name)}/ready`,
    );
    children.push(child);
  }
  const gateway = await startProcess(
    'gateway/src/index.ts',
    {
      GATEWAY_PORT: String(ports.gateway),
      IDENTITY_PRIVATE_KEY: identity.privateKey,
      ACCOUNTS_URL: url('accounts'),
      CATALOG_URL: url('catalog'),
      ORDERS_URL: url('orders'),
      RATE_LIMIT_FORMS: '1000000/1m',
      RATE_LIMIT_AUTH: '1000000/1m',
    },
    `${url('gateway')}/health`,
  );
  children.push(gateway);
  const gatewayUrl = url('gateway');
  const pids = {
    orders: children[2]!.pid!,
    catalog: children[1]!.pid!,
    gateway: gateway.pid!,
  };

  // Products to add: accessories and parts, which are always in stock in the demo catalogue.
  const catalog = new pg.Client({ connectionString: databases.catalog.url });
  await catalog.connect();
  const { rows: sellable } = await catalog.query<{ id: number }>(
    `SELECT p.id FROM products p JOIN variants v ON v.product_id = p.id AND v.is_default
      WHERE p.availability = 'available' AND v.availability = 'available' AND p.type = 'physical'
        AND p.max_quantity >= 999 AND p.min_quantity = 1
      ORDER BY p.id LIMIT 21`,
  );
  const [contested, ...others] = sellable.map((row) => row.id);
  if (!contested || others.length < 20) throw new Error('the demo catalogue has too few sellable products');
  await catalog.query('UPDATE variants SET stock = 100000 WHERE product_id = ANY($1)', [others]);

  const carts = await Promise.all(Array.from({ length: cartCount }, () => guestCookie(gatewayUrl)));
  let turn = 0;
  const nextCart = () => carts[turn++ % carts.length]!;
  const rows = [
    await measure(
      `add to cart (${cartCount} carts)`,
      {
        url: gatewayUrl,
        requests: [
          {
            method: 'POST',
            path: '/api/cart/items',
            setupRequest: (request) => ({
              ...request,
              headers: { ...storefront, 'content-type': 'application/json', cookie: nextCart() },
              body: JSON.stringify({ productId: others[Math.floor(Math.random() * others.length)], quantity: 1 }),
            }),
          },
        ],
      },
      pids,
    ),
    await measure(
      `get cart (${cartCount} carts)`,
      {
        url: gatewayUrl,
        requests: [
          {
            method: 'GET',
            path: '/api/cart',
            setupRequest: (request) => ({ ...request, headers: { ...storefront, cookie: nextCart() } }),
          },
        ],
      },
      pids,
    ),
  ];
  console.table(rows);

  // Checkout: every buyer wants the last units of one product.
  await catalog.query('UPDATE variants SET stock = $2 WHERE product_id = $1', [contested, stock]);
  const buyerCarts: string[] = [];
  await inBatches(
    Array.from({ length: buyers }, (_, n) => n),
    connections,
    async () => {
      const cookie = await guestCookie(gatewayUrl);
      const added = await call(gatewayUrl, cookie, 'POST', '/api/cart/items', { productId: contested, quantity: 1 });
      if (added.status >= 300) throw new Error(`add to cart answered ${added.status}: ${JSON.stringify(added.body)}`);
      buyerCarts.push(cookie);
    },
  );
  const outcomes = { created: 0, unavailable: 0, other: 0 };
  const otherAnswers = new Map<string, number>();
  const before = Object.fromEntries(Object.entries(pids).map(([process, pid]) => [process, cpuMicros(pid)]));
  const started = performance.now();
  let n = 0;
  await inBatches(buyerCarts, connections, async (cookie) => {
    const answer = await call(gatewayUrl, cookie, 'POST', '/api/cart/checkout', checkoutBody(n++));
    if (answer.status === 201) outcomes.created++;
    else if (answer.body?.error?.code === 'product_unavailable') outcomes.unavailable++;
    else {
      outcomes.other++;
      const key = `${answer.status} ${answer.body?.error?.code ?? ''}`;
      otherAnswers.set(key, (otherAnswers.get(key) ?? 0) + 1);
    }
  });
  const elapsed = (performance.now() - started) / 1000;
  const cpu = (process: keyof typeof pids) => Math.round((cpuMicros(pids[process]) - before[process]!) / buyers);
  const { rows: left } = await catalog.query<{ stock: number }>(
    'SELECT stock FROM variants WHERE product_id = $1 AND is_default',
    [contested],
  );
  await catalog.end();
  const orders = new pg.Client({ connectionString: databases.orders.url });
  await orders.connect();
  const {
    rows: [sold],
  } = await orders.query<{ units: string | null }>(
    `SELECT sum(i.quantity)::text AS units FROM order_items i JOIN orders o ON o.id = i.order_id
      WHERE i.product_id = $1 AND o.status <> 'cancelled'`,
    [contested],
  );
  await orders.end();
  const unitsSold = Number(sold?.units ?? 0);
  const oversold = Math.max(0, unitsSold - stock) + Math.max(0, -(left[0]?.stock ?? 0));
  console.table([
    {
      name: `checkout (${buyers} buyers, ${stock} units)`,
      'orders/s': Math.round(outcomes.created / elapsed),
      'checkouts/s': Math.round(buyers / elapsed),
      orders: outcomes.created,
      'refused (availability)': outcomes.unavailable,
      other: outcomes.other,
      'stock left': left[0]?.stock,
      'oversold units': oversold,
      'orders CPU µs/checkout': cpu('orders'),
      'catalog CPU µs/checkout': cpu('catalog'),
    },
  ]);
  if (otherAnswers.size) console.log('other answers:', Object.fromEntries(otherAnswers));
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const [add, get] = rows as [(typeof rows)[0], (typeof rows)[0]];
  console.log(
    `add to cart ≥ 1 000 req/s: ${verdict(add['req/s'] >= 1_000)}; get cart ≥ 1 500 req/s: ${verdict(get['req/s'] >= 1_500)}; ` +
      `checkout ≥ 100 orders/s: ${verdict(outcomes.created / elapsed >= 100)}; oversold 0: ${verdict(oversold === 0)}`,
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  for (const database of Object.values(databases)) await database.drop();
}
