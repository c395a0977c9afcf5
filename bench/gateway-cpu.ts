import { execFile, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { promisify } from 'node:util';
import { type ServiceName, serviceNames } from '@shop/contracts';
import { createGateway } from '@shop/gateway';
import { createIdentitySigner, createLogger, generateIdentityKeys } from '@shop/service-kit';
import { Pool } from 'undici';

// CPU the gateway spends per request (the hop's cost) next to a plain undici proxy, with a trivial
// upstream and the load generator in other processes, so the figure is the gateway's alone
// (gateway-hop.ts measures the whole path to a real service).
// From the repository root: npx tsx bench/gateway-cpu.ts [seconds] [scenario]
// Uses ports 8197-8199.

const seconds = Number(process.argv[2] ?? 8);
const only = process.argv[3];
const run = promisify(execFile);

const upstream = spawn(process.execPath, [
  '-e',
  `require('node:http').createServer((req, res) => { req.resume(); req.on('end', () => { res.writeHead(200, {'content-type': 'application/json'}); res.end('{"items":[],"total":0,"page":1,"limit":50}'); }); }).listen(8199, '127.0.0.1', () => console.log('up'));`,
]);
await new Promise((resolve) => upstream.stdout.once('data', resolve));

async function measure(label: string, url: string, headers: Record<string, string>) {
  if (only && !label.includes(only) && label !== 'warm-up') return;
  const args = ['-c', '32', '-d', String(seconds), '-j'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  const before = process.cpuUsage();
  const { stdout } = await run('node_modules/.bin/autocannon', [...args, url], { maxBuffer: 1 << 24 });
  const used = process.cpuUsage(before);
  const result = JSON.parse(stdout);
  const requests = result.requests.total;
  const micros = (used.user + used.system) / requests;
  console.log(
    `${label}: ${Math.round(result.requests.average)} req/s, ${micros.toFixed(1)} µs CPU per request, non-2xx ${result.non2xx}`,
  );
}

// Baseline: a plain undici proxy with buffered answers (as STACK.md measured), sending as many headers
// upstream as the gateway does, a token-sized identity among them.
const pool = new Pool('http://127.0.0.1:8199', { connections: 128 });
const plain = createServer(async (req, res) => {
  const answer = await pool.request({
    method: req.method as 'GET',
    path: req.url!,
    headers: process.env.FAT
      ? {
          accept: 'application/json',
          'x-shop-identity': 'x'.repeat(420),
          'x-request-id': 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee',
          'x-language': 'en',
          'x-currency': 'EUR',
          'x-forwarded-for': '127.0.0.1',
          'x-forwarded-proto': 'http',
          'x-forwarded-host': 'localhost:8197',
        }
      : { accept: 'application/json' },
  });
  const body = Buffer.from(await answer.body.arrayBuffer());
  res.writeHead(answer.statusCode, { 'content-type': String(answer.headers['content-type']) });
  res.end(body);
}).listen(8198, '127.0.0.1');

const keys = await generateIdentityKeys();
const services = Object.fromEntries(serviceNames.map((name) => [name, 'http://127.0.0.1:8199'])) as Record<
  ServiceName,
  string
>;
const gateway = createGateway({
  services,
  signer: await createIdentitySigner(keys.privateKey),
  applications: { 'shop-storefront': 'storefront' },
  log: createLogger('bench', 'silent'),
});
const running = await gateway.start(8197);

await measure('warm-up', `${running.url}/api/catalog/products`, { authorization: 'Bearer shop-storefront' });
await measure('plain undici proxy', 'http://127.0.0.1:8198/api/catalog/products', {});
await measure('gateway, guest', `${running.url}/api/catalog/products?page=2`, {
  authorization: 'Bearer shop-storefront',
  'x-language': 'en',
});
await measure('gateway, 404', `${running.url}/api/nothing`, { authorization: 'Bearer shop-storefront' });

await running.stop();
plain.close();
await pool.close();
upstream.kill();
