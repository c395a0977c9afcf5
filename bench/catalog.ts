// The catalogue under load, as the storefront reads it: through the gateway, on real PostgreSQL, with a
// catalogue of 650 products. Two calls, 50 connections, 10 s each after a 3 s warm-up (autocannon):
//   GET /api/catalog/products?collection=59&limit=50&sort=price&dir=asc      (one page of e-bikes by price)
//   GET /api/catalog/products/:id                                     (product pages, 60 products in turn)
// Targets: listing ≥ 4 000 req/s, product ≥ 2 500 req/s, p99 ≤ 20 ms. The catalog service and the gateway
// each run as their own process (cluster mode); CPU per request is read from /proc for both.
//   npm run bench:catalog             (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_PRODUCTS to change it)
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateIdentityKeys } from '@shop/service-kit';
import { createTestDatabase, testDatabaseUrl } from '@shop/service-kit/testing';
import autocannon from 'autocannon';
import { cpuMicros, freePort, startProcess } from './lib/processes';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 650);
// As a browser calls: with its application id, and taking compressed answers.
const storefront = { authorization: 'Bearer shop-storefront', 'accept-encoding': 'gzip, deflate, br' };

async function measure(name: string, options: autocannon.Options, pids: Record<string, number>) {
  // A warm-up: the JIT, connection pools and the catalogue's answer cache reach their steady state.
  await autocannon({ ...options, connections, duration: 3 });
  const before = Object.fromEntries(Object.entries(pids).map(([process, pid]) => [process, cpuMicros(pid)]));
  const result = await autocannon({ ...options, connections, duration: seconds });
  const requests = result.requests.total;
  const cpu = Object.fromEntries(
    Object.entries(pids).map(([process, pid]) => [process, Math.round((cpuMicros(pid) - before[process]!) / requests)]),
  );
  return {
    name,
    'req/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
    'catalog CPU µs/req': cpu.catalog,
    'gateway CPU µs/req': cpu.gateway,
  };
}

const keys = await generateIdentityKeys();
const [servicePort, gatewayPort] = [await freePort(), await freePort()];
const serviceUrl = `http://127.0.0.1:${servicePort}`;
const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
const database = await createTestDatabase('shop_bench_catalog');
console.log(
  `PostgreSQL ${new URL(testDatabaseUrl).host}, ${productCount} products, ${connections} connections, ${seconds} s`,
);

let service: ChildProcess | undefined;
let gateway: ChildProcess | undefined;
try {
  const started = Date.now();
  service = await startProcess(
    'services/catalog/src/index.ts',
    {
      PORT: String(servicePort),
      DATABASE_URL: database.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-bench-catalog-')),
      IDENTITY_PUBLIC_KEY: keys.publicKey,
      SEED_DEMO_DATA: 'true',
      DEMO_PRODUCTS: String(productCount),
    },
    `${serviceUrl}/ready`,
  );
  console.log(`catalog ready with its demo data in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  gateway = await startProcess(
    'gateway/src/index.ts',
    { GATEWAY_PORT: String(gatewayPort), IDENTITY_PRIVATE_KEY: keys.privateKey, CATALOG_URL: serviceUrl },
    `${gatewayUrl}/health`,
  );

  const listing = '/api/catalog/products?collection=59&limit=50&sort=price&dir=asc';
  const page = (await (await fetch(`${gatewayUrl}${listing}`, { headers: storefront })).json()) as {
    total: number;
    items: Array<{ id: number }>;
  };
  const all = (await (await fetch(`${gatewayUrl}/api/catalog/products?limit=200`, { headers: storefront })).json()) as {
    total: number;
    items: Array<{ id: number }>;
  };
  console.log(`collection 59: ${page.total} bikes; catalogue: ${all.total} products`);
  const productIds = all.items.slice(0, 60).map((item) => item.id);

  const pids = { catalog: service.pid!, gateway: gateway.pid! };
  const rows = [
    await measure(
      'listing (collection 59, 50 by price)',
      { url: `${gatewayUrl}${listing}`, headers: storefront },
      pids,
    ),
    await measure(
      'product (60 products in turn)',
      {
        url: gatewayUrl,
        headers: storefront,
        requests: productIds.map((id) => ({ method: 'GET', path: `/api/catalog/products/${id}` })),
      },
      pids,
    ),
  ];
  console.table(rows);
  const [list, product] = rows as [(typeof rows)[0], (typeof rows)[0]];
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log(
    `listing ≥ 4 000 req/s: ${verdict(list['req/s'] >= 4_000)}; product ≥ 2 500 req/s: ${verdict(product['req/s'] >= 2_500)}`,
  );
  console.log(`p99 ≤ 20 ms: ${verdict(list['p99 ms'] <= 20 && product['p99 ms'] <= 20)}`);
} finally {
  service?.kill('SIGTERM');
  gateway?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await database.drop();
}
