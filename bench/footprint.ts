// How heavy is embedded mode (issue 20)? Starts `scripts/embedded.ts` as `npm start` does, on a fresh data
// folder, and records the resident memory of the process (and any children, e.g. Chromium):
//   after the first start (demo data loaded), after a minute of catalogue load through the gateway (as
//   `npm run bench:catalog` loads it), across a soak of mixed storefront reads (sampled every 30 s), then
//   the warm restart on the same folder (time until /health/all answers, and memory after it).
// Targets: ≤ 600 MB after start, ≤ 800 MB after the load, no growth across the soak, warm restart ≤ 3 s,
// first start ≤ 15 s.
//   npm run bench:footprint                       (1 min load, 2 min soak)
//   npm run bench:footprint -- --soak 10          (the 10-minute soak; --load <seconds> too)
//   npm run bench:footprint -- --per-service      (a PGlite per service: EMBEDDED_SHARED_DATABASE=0)
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from './lib/processes';

function flag(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} takes a number`);
  return value;
}
const loadSeconds = flag('load', 60);
const soakMinutes = flag('soak', 2);
const sampleSeconds = 30;
const storefront = { authorization: 'Bearer shop-storefront', 'accept-encoding': 'gzip, deflate, br' };

/** Resident memory of a process and all its descendants, in MB (from /proc). */
function residentMb(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {} // the process ended while we read
  }
  let kb = 0;
  const visit = (id: number) => {
    try {
      const line = readFileSync(`/proc/${id}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
      kb += Number(line?.[1] ?? 0);
    } catch {}
    for (const child of children.get(id) ?? []) visit(child);
  };
  visit(pid);
  return Math.round(kb / 1024);
}

/** Starts the shop as `npm start` does; resolves when /health/all answers and the banner is written. */
async function start(env: Record<string, string>, url: string) {
  const started = performance.now();
  const shop = spawn(process.execPath, ['--import', 'tsx', 'scripts/embedded.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let banner = '';
  shop.stdout.on('data', (chunk: Buffer) => {
    banner += chunk.toString();
  });
  for (;;) {
    if (shop.exitCode !== null) throw new Error(`the shop exited with ${shop.exitCode}`);
    const healthy = await fetch(`${url}/health/all`).then(
      (response) => response.ok,
      () => false,
    );
    const startedLine = banner.match(/Started in (.*)/)?.[1];
    if (healthy && startedLine) return { shop, seconds: (performance.now() - started) / 1000, startedLine };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function stop(shop: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (shop.exitCode !== null) return resolve();
    shop.once('exit', () => resolve());
    shop.kill('SIGTERM');
  });
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: storefront });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-footprint-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const shared = !process.argv.includes('--per-service');
const env = {
  DATA_DIR: dataDir,
  GATEWAY_PORT: String(port),
  NODE_ENV: 'development',
  EMBEDDED_SHARED_DATABASE: shared ? '' : '0',
};
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const rows: Array<{ moment: string; 'RSS MB': number; note: string }> = [];
console.log(
  `embedded mode (${shared ? 'one shared PGlite' : 'a PGlite per service'}) on ${dataDir}; load ${loadSeconds} s, soak ${soakMinutes} min; load average ${load()}`,
);

let shop: ChildProcess | undefined;
try {
  const first = await start(env, url);
  shop = first.shop;
  rows.push({
    moment: 'after first start',
    'RSS MB': residentMb(shop.pid!),
    note: `${first.seconds.toFixed(1)} s to /health/all; in the process: ${first.startedLine}`,
  });
  console.log(`first start (demo data) ${first.seconds.toFixed(1)} s, ${rows.at(-1)!['RSS MB']} MB`);

  const listing = '/api/catalog/products?limit=50&sort=price&dir=asc';
  const products = await getJson<{ items: Array<{ id: number }> }>(`${url}${listing}`);
  const productPaths = products.items.slice(0, 60).map((item) => `/api/catalog/products/${item.id}`);
  const catalogue = [listing, ...productPaths];
  const storefrontReads = [
    ...catalogue,
    '/api/config',
    '/api/catalog/collections/menu',
    '/api/catalog/search/suggest?q=rower',
    '/api/cms/news',
    '/api/cms/shops',
  ];
  const requests = (paths: string[]) => paths.map((path) => ({ method: 'GET' as const, path }));

  if (loadSeconds > 0) {
    const result = await autocannon({
      url,
      headers: storefront,
      connections: 50,
      duration: loadSeconds,
      requests: requests(catalogue),
    });
    rows.push({
      moment: `after ${loadSeconds} s of catalogue load`,
      'RSS MB': residentMb(shop.pid!),
      note: `${Math.round(result.requests.average)} req/s, ${result.errors + result.non2xx} errors`,
    });
    console.log(`${rows.at(-1)!.moment}: ${rows.at(-1)!['RSS MB']} MB (${rows.at(-1)!.note})`);
  }

  for (let elapsed = sampleSeconds; elapsed <= soakMinutes * 60; elapsed += sampleSeconds) {
    const result = await autocannon({
      url,
      headers: storefront,
      connections: 8,
      duration: sampleSeconds,
      requests: requests(storefrontReads),
    });
    rows.push({
      moment: `soak ${elapsed} s`,
      'RSS MB': residentMb(shop.pid!),
      note: `${Math.round(result.requests.average)} req/s, ${result.errors + result.non2xx} errors`,
    });
    console.log(`${rows.at(-1)!.moment}: ${rows.at(-1)!['RSS MB']} MB (${rows.at(-1)!.note})`);
  }

  await stop(shop);
  const warm = await start(env, url);
  shop = warm.shop;
  rows.push({
    moment: 'after warm restart',
    'RSS MB': residentMb(shop.pid!),
    note: `${warm.seconds.toFixed(1)} s to /health/all; in the process: ${warm.startedLine}`,
  });
  console.log(`warm restart ${warm.seconds.toFixed(1)} s, ${rows.at(-1)!['RSS MB']} MB`);

  console.log(`\n${new Date().toISOString()}, load average ${load()}\n`);
  console.log('| moment | RSS | note |\n| --- | ---: | --- |');
  for (const row of rows) console.log(`| ${row.moment} | ${row['RSS MB']} MB | ${row.note} |`);
} finally {
  if (shop) await stop(shop);
  rmSync(dataDir, { recursive: true, force: true });
}
