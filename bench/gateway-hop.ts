// What does the gateway hop cost? One JSON endpoint of one service (cms GET /api/config), called directly
// and through the gateway, each process on its own, 50 connections for 10 s with autocannon.
// Both processes share the machine's cores, so requests/s moves with everything else running: the figure
// to trust is CPU time per request of each process, read from /proc before and after each run.
//   npm run bench                     (BENCH_SECONDS, BENCH_CONNECTIONS to change the load)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDENTITY_HEADER } from '@shop/contracts';
import { createIdentitySigner, generateIdentityKeys } from '@shop/service-kit';
import autocannon from 'autocannon';
import { cpuMicros, freePort, startProcess } from './lib/processes';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Measured {
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  cpuPerRequestUs: Record<string, number>;
}

async function measure(path: string, url: string, headers: Record<string, string>, pids: Record<string, number>) {
  // A short warm-up, so the JIT and connection pools are in their steady state.
  await autocannon({ url, headers, connections, duration: 2 });
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMicros(pid)]));
  const result = await autocannon({ url, headers, connections, duration: seconds });
  const requests = result.requests.total;
  const cpuPerRequestUs = Object.fromEntries(
    Object.entries(pids).map(([name, pid]) => [name, Math.round((cpuMicros(pid) - before[name]!) / requests)]),
  );
  return {
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuPerRequestUs,
  } satisfies Measured;
}

const keys = await generateIdentityKeys();
const [servicePort, gatewayPort] = [await freePort(), await freePort()];
const serviceUrl = `http://127.0.0.1:${servicePort}`;
const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));

const service = await startProcess(
  'services/cms/src/index.ts',
  { PORT: String(servicePort), DATA_DIR: dataDir, IDENTITY_PUBLIC_KEY: keys.publicKey },
  `${serviceUrl}/ready`,
);
const gateway = await startProcess(
  'gateway/src/index.ts',
  { GATEWAY_PORT: String(gatewayPort), IDENTITY_PRIVATE_KEY: keys.privateKey, CMS_URL: serviceUrl },
  `${gatewayUrl}/health`,
);

try {
  const token = await (await createIdentitySigner(keys.privateKey, 3600)).sign({ app: 'storefront', role: 'GUEST' });
  const direct = await measure(
    'direct',
    `${serviceUrl}/api/config`,
    { [IDENTITY_HEADER]: token },
    { service: service.pid! },
  );
  const proxied = await measure(
    'through gateway',
    `${gatewayUrl}/api/config`,
    { authorization: 'Bearer shop-storefront' },
    { service: service.pid!, gateway: gateway.pid! },
  );
  const rows = [direct, proxied].map((m) => ({
    path: m.path,
    'req/s': m.requestsPerSecond,
    'p99 ms': m.p99Ms,
    errors: m.errors,
    'service CPU µs/req': m.cpuPerRequestUs.service,
    'gateway CPU µs/req': m.cpuPerRequestUs.gateway ?? '-',
  }));
  console.table(rows);
  const hop = proxied.cpuPerRequestUs.gateway!;
  console.log(`Gateway hop: ${hop} µs of CPU per request (target ≤ 80 µs): ${hop <= 80 ? 'met' : 'NOT met'}`);
} finally {
  service.kill('SIGTERM');
  gateway.kill('SIGTERM');
}
