import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { type IncomingHttpHeaders, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlOf, safeFile } from './static-files';
import { type FakeServices, startFakeServices, startTestGateway, type TestGateway } from './test-support';

let fakes: FakeServices;
let gateway: TestGateway;
let staticDir: string;

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'gateway-static-'));
  await mkdir(join(staticDir, 'mf-catalog', 'static', 'js'), { recursive: true });
  await writeFile(join(staticDir, 'mf-catalog', 'mf-manifest.json'), '{"name":"mf_catalog"}');
  await writeFile(join(staticDir, 'mf-catalog', 'remoteEntry.js'), 'var remote;');
  await writeFile(join(staticDir, 'mf-catalog', 'static', 'js', '431.3f9a1c2e.js'), 'chunk();');
  await writeFile(join(staticDir, 'secret.txt'), 'outside the remote');
  fakes = await startFakeServices();
  gateway = await startTestGateway(fakes, { staticDir, corsOrigins: ['https://shop.example'] });
});
afterAll(async () => {
  await gateway?.stop();
  await fakes?.stop();
  await rm(staticDir, { recursive: true, force: true });
});

/** A request with the path exactly as written (fetch would normalise `..`). */
function raw(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(gateway.url);
    const req = request({ host: url.hostname, port: url.port, path, method: 'GET', headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A GET with the given Accept-Encoding (fetch would decompress), its headers and body as they came. */
function binary(path: string, acceptEncoding: string) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const url = new URL(gateway.url);
    const headers = { 'accept-encoding': acceptEncoding };
    const req = request({ host: url.hostname, port: url.port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('pages', () => {
  it('sends / to the Polish storefront', async () => {
    const response = await fetch(`${gateway.url}/`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/pl/');
  });

  it('answers a friendly 503 page while the shell is not built, then the shell', async () => {
    const before = await fetch(`${gateway.url}/pl/koszyk`);
    expect(before.status).toBe(503);
    expect(before.headers.get('content-type')).toMatch(/text\/html/);
    expect(await before.text()).toContain('npm run build');

    await mkdir(join(staticDir, 'shell'), { recursive: true });
    await writeFile(join(staticDir, 'shell', 'index.html'), '<!doctype html><div id="root"></div>');
    try {
      for (const path of ['/pl/', '/en/product/1315/zefir', '/pl/konto/zamowienia']) {
        const page = await fetch(`${gateway.url}${path}`);
        expect(page.status).toBe(200);
        // No PUBLIC_URL: the page's links come from the Host header, so no shared cache may keep it.
        expect(page.headers.get('cache-control')).toBe('private, no-cache');
        expect(page.headers.get('vary')).toMatch(/\bHost\b/);
        expect(await page.text()).toContain('id="root"');
      }
    } finally {
      await rm(join(staticDir, 'shell'), { recursive: true });
    }
  });
});

describe('front-end files', () => {
  it('serves a remote manifest and entry uncached, hashed chunks for good', async () => {
    const manifest = await fetch(`${gateway.url}/mf/mf-catalog/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('content-type')).toMatch(/application\/json/);
    expect(await manifest.json()).toEqual({ name: 'mf_catalog' });

    const entry = await fetch(`${gateway.url}/mf/mf-catalog/remoteEntry.js`);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('content-type')).toMatch(/javascript/);

    const chunk = await fetch(`${gateway.url}/mf/mf-catalog/static/js/431.3f9a1c2e.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await chunk.text()).toBe('chunk();');
  });

  it('answers 304 to a manifest the browser already has', async () => {
    const first = await fetch(`${gateway.url}/mf/mf-catalog/mf-manifest.json`);
    // Not through fetch: a conditional fetch() adds Cache-Control: no-cache, which rightly forces a 200.
    const again = await raw('/mf/mf-catalog/mf-manifest.json', { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('refuses paths that step outside a remote', async () => {
    for (const path of [
      '/mf/mf-catalog/../secret.txt',
      '/mf/mf-catalog/%2e%2e/secret.txt',
      '/mf/mf-catalog/..%2fsecret.txt',
      '/mf/mf-catalog/%2e%2e%5csecret.txt',
      '/mf/mf-catalog/static/../../secret.txt',
      '/mf/../secret.txt',
      '/mf/mf-unknown/secret.txt',
      '/shell/../secret.txt',
      '/mf/mf-catalog/.hidden',
    ]) {
      const answer = await raw(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body).not.toContain('outside the remote');
    }
    expect(safeFile('/srv/www', '../etc/passwd')).toBeUndefined();
    expect(safeFile('/srv/www', 'a/%00b')).toBeUndefined();
    expect(safeFile('/srv/www', 'static/js/a.js')).toBe('/srv/www/static/js/a.js');
  });

  it("sends the build's compressed copy of a file the browser can read, the file itself to one that cannot", async () => {
    const dir = join(staticDir, 'mf-catalog', 'static', 'js');
    const text = `render(${'"Rower elektryczny", '.repeat(200)});`;
    await writeFile(join(dir, '77.0a1b2c3d4e.js'), text);
    await writeFile(join(dir, '77.0a1b2c3d4e.js.br'), brotliCompressSync(text));
    await writeFile(join(dir, '77.0a1b2c3d4e.js.gz'), gzipSync(text));
    const get = (encodings: string) => binary('/mf/mf-catalog/static/js/77.0a1b2c3d4e.js', encodings);

    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.body).toString()).toBe(text);
    expect(br.body.length).toBeLessThan(text.length / 5);

    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(text);
    expect(gz.headers.etag).not.toBe(br.headers.etag);

    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(text);

    // A copy older than the file (left from an earlier build) is never sent.
    const later = new Date(Date.now() + 60_000);
    await utimes(join(dir, '77.0a1b2c3d4e.js'), later, later);
    const afterRebuild = await get('br, gzip');
    expect(afterRebuild.headers['content-encoding']).toBeUndefined();
    expect(afterRebuild.body.toString()).toBe(text);
  });

  it('tells cached from uncached files by name', () => {
    expect(cacheControlOf('remoteEntry.js')).toBe('no-cache');
    expect(cacheControlOf('static/css/main.0a1b2c3d.css')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf('favicon.ico')).toBe('no-cache');
  });

  it('tells the shell where each remote lives', async () => {
    const response = await fetch(`${gateway.url}/remotes.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({
      'mf-catalog': '/mf/mf-catalog/mf-manifest.json',
      'mf-checkout': '/mf/mf-checkout/mf-manifest.json',
      'mf-account': '/mf/mf-account/mf-manifest.json',
      'mf-dealer': '/mf/mf-dealer/mf-manifest.json',
      'mf-admin': '/mf/mf-admin/mf-manifest.json',
    });

    const cdn = await startTestGateway(fakes, {
      remotes: { 'mf-catalog': 'https://cdn.example/catalog/mf-manifest.json' },
    });
    try {
      expect(await (await fetch(`${cdn.url}/remotes.json`)).json()).toEqual({
        'mf-catalog': 'https://cdn.example/catalog/mf-manifest.json',
      });
    } finally {
      await cdn.stop();
    }
  });
});

describe('CORS', () => {
  it('allows the configured origin with credentials', async () => {
    const response = await gateway.call('/api/config', { headers: { origin: 'https://shop.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('vary')).toMatch(/Origin/);
  });

  it('gives other origins no CORS headers', async () => {
    const response = await gateway.call('/api/config', { headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('answers the preflight of an allowed origin, without an application id', async () => {
    const preflight = await fetch(`${gateway.url}/api/orders/5`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'COPY',
        'access-control-request-headers': 'authorization, x-language',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('COPY');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');

    const other = await fetch(`${gateway.url}/api/orders/5`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'DELETE' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(other.headers.get('access-control-allow-methods')).toBeNull();
  });
});

describe('operations', () => {
  it('reports its own health, each service and all of them', async () => {
    expect(await (await fetch(`${gateway.url}/health`)).json()).toEqual({ status: 'ok', service: 'gateway' });
    expect(await (await fetch(`${gateway.url}/health/orders`)).json()).toEqual({ status: 'ok', service: 'orders' });
    expect((await fetch(`${gateway.url}/health/nothing`)).status).toBe(404);
    const all = await fetch(`${gateway.url}/health/all`);
    expect(all.status).toBe(200);
    expect(((await all.json()) as { services: Record<string, string> }).services.notifications).toBe('ok');

    const down = await startTestGateway(fakes, { services: { ...fakes.urls, rma: 'http://127.0.0.1:9' } });
    try {
      const degraded = await fetch(`${down.url}/health/all`);
      expect(degraded.status).toBe(503);
      expect(await degraded.json()).toMatchObject({ status: 'degraded', services: { rma: 'down', cms: 'ok' } });
      expect((await fetch(`${down.url}/health/rma`)).status).toBe(503);
    } finally {
      await down.stop();
    }
  });

  it('exposes Prometheus metrics', async () => {
    await gateway.call('/api/config');
    const text = await (await fetch(`${gateway.url}/metrics`)).text();
    expect(text).toContain('http_requests_total{method="GET",route="/api/config",status="200"');
  });
});
