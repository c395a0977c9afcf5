import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { type IncomingHttpHeaders, type IncomingMessage, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { screens } from '@shop/i18n';
import { pathFor } from '@shop/platform/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, hasBearerToken, isLocalClient, isLoopback } from './security';
import { type FakeServices, startFakeServices, startTestGateway, type TestGateway } from './test-support';

// The hardening of issue 19 that lives in the gateway (docs/decisions/security.md): the dev mailbox and
// /metrics only for this machine, the security headers of every page and every API answer, and no
// Host-derived answer left to a shared cache.

let fakes: FakeServices;
let gateway: TestGateway;
/** Behind a proxy: X-Forwarded-* trusted, so nothing counts as local. */
let proxied: TestGateway;
let staticDir: string;
const metricsToken = 'scraper-token-0123456789';

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'gateway-security-'));
  await mkdir(join(staticDir, 'shell'), { recursive: true });
  await writeFile(
    join(staticDir, 'shell', 'index.html'),
    '<!doctype html><html lang="pl"><head><title>Zefir</title></head><body><script defer src="/shell/main.js"></script>',
  );
  fakes = await startFakeServices();
  gateway = await startTestGateway(fakes, {
    staticDir,
    remotes: {
      'mf-catalog': '/mf/mf-catalog/mf-manifest.json',
      'mf-checkout': 'https://cdn.example:8443/checkout/mf-manifest.json',
    },
    mapTilesUrl: 'https://tiles.example/{z}/{x}/{y}.png',
  });
  proxied = await startTestGateway(fakes, { staticDir, trustProxy: true, metricsToken });
});
afterAll(async () => {
  await gateway?.stop();
  await proxied?.stop();
  await fakes?.stop();
  await rm(staticDir, { recursive: true, force: true });
});

const socketOf = (remoteAddress: string | undefined) => ({ socket: { remoteAddress }, headers: {} }) as IncomingMessage;

describe('a client on this machine', () => {
  it('is one whose socket peer is a loopback address', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '::FFFF:127.0.0.2']) {
      expect(isLoopback(address), address).toBe(true);
    }
    for (const address of ['10.0.0.5', '192.168.1.2', '::ffff:10.0.0.1', '::2', '1270.0.0.1', '', undefined]) {
      expect(isLoopback(address), String(address)).toBe(false);
    }
    expect(isLocalClient(socketOf('127.0.0.1'), false)).toBe(true);
    expect(isLocalClient(socketOf('10.0.0.5'), false)).toBe(false);
    // A proxy on the same machine makes every client look local: behind one, nobody is.
    expect(isLocalClient(socketOf('127.0.0.1'), true)).toBe(false);
    const forged = { socket: { remoteAddress: '10.0.0.5' }, headers: { 'x-forwarded-for': '127.0.0.1' } };
    expect(isLocalClient(forged as unknown as IncomingMessage, false)).toBe(false);
  });
});

describe('the dev mailbox', () => {
  it('answers a client on this machine', async () => {
    const list = await gateway.call('/api/dev/mail');
    expect(list.status).toBe(200);
    expect((await list.json()).service).toBe('notifications');
    const one = await gateway.call('/api/dev/mail/abc');
    expect(one.status).toBe(200);
  });

  it('does not exist behind a proxy, whatever X-Forwarded-For says', async () => {
    for (const path of ['/api/dev/mail', '/api/dev/mail/abc']) {
      const answer = await proxied.call(path, { headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(answer.status, path).toBe(404);
      expect((await answer.json()).error.code).toBe('not_found');
    }
  });
});

describe('/metrics', () => {
  it('answers a client on this machine without a token', async () => {
    const answer = await fetch(`${gateway.url}/metrics`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('http_requests_total');
  });

  it('behind a proxy answers only the configured Bearer token', async () => {
    const local = { 'x-forwarded-for': '127.0.0.1' };
    expect((await fetch(`${proxied.url}/metrics`, { headers: local })).status).toBe(404);
    const wrong = await fetch(`${proxied.url}/metrics`, { headers: { authorization: 'Bearer not-the-token' } });
    expect(wrong.status).toBe(404);
    const right = await fetch(`${proxied.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('http_requests_total');
  });

  it('compares tokens only when one is configured', () => {
    const withToken = (authorization: string) => ({ headers: { authorization } }) as IncomingMessage;
    expect(hasBearerToken(withToken('Bearer '), undefined)).toBe(false);
    expect(hasBearerToken(withToken('Bearer '), '')).toBe(false);
    expect(hasBearerToken(withToken(`bearer ${metricsToken}`), metricsToken)).toBe(true);
    expect(hasBearerToken(withToken(metricsToken), metricsToken)).toBe(false);
  });
});

/** Every page path of the storefront's route list, in both languages, plus the redirects and a 404. */
function pagePaths(): string[] {
  const paths = new Set(['/', '/pl', '/en', '/pl/no-such-page', '/en/admin', '/pl/admin/orders']);
  const params = { id: 1, slug: 'x', token: 't', provider: 'tpay' };
  for (const screen of screens) {
    for (const lang of ['pl', 'en'] as const) {
      if (lang === 'en' && screen.polishOnly) paths.add(`/en/${screen.pl.replace(/[:{]/g, '')}`);
      else paths.add(pathFor(screen.id, lang, params));
    }
  }
  return [...paths];
}

function expectPageHeaders(answer: Response, path: string): void {
  const csp = answer.headers.get('content-security-policy');
  expect(csp, path).toContain("frame-ancestors 'none'");
  expect(csp, path).toContain("object-src 'none'");
  expect(csp, path).toContain("base-uri 'self'");
  const scripts = csp?.split(';').find((part) => part.trim().startsWith('script-src'));
  expect(scripts, path).toMatch(/^\s*script-src 'self'/);
  expect(csp, path).not.toContain('unsafe-eval');
  expect(scripts, path).not.toContain('unsafe-inline');
  expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
  expect(answer.headers.get('x-frame-options'), path).toBe('DENY');
  expect(answer.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
}

describe('security headers', () => {
  it('are on every HTML page of the route list, found or not', async () => {
    const paths = pagePaths();
    expect(paths.length).toBeGreaterThan(40);
    for (const path of paths) {
      const answer = await fetch(`${gateway.url}${path}`, { redirect: 'manual' });
      expect([200, 302, 404], path).toContain(answer.status);
      if (answer.status !== 302) expect(answer.headers.get('content-type'), path).toMatch(/^text\/html/);
      expectPageHeaders(answer, path);
      expect(answer.headers.get('strict-transport-security'), path).toBeNull();
      await answer.arrayBuffer();
    }
  });

  it('are on the page that says the shop is not built yet', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'gateway-unbuilt-'));
    const unbuilt = await startTestGateway(fakes, { staticDir: empty });
    try {
      const answer = await fetch(`${unbuilt.url}/pl/`);
      expect(answer.status).toBe(503);
      expectPageHeaders(answer, '/pl/');
    } finally {
      await unbuilt.stop();
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('let scripts, styles and fetches come from this gateway and the remotes’ origins only', async () => {
    const csp = (await fetch(`${gateway.url}/pl/`)).headers.get('content-security-policy')!;
    const directives = Object.fromEntries(
      csp.split(';').map((part) => {
        const [name, ...sources] = part.trim().split(/\s+/);
        return [name, sources];
      }),
    );
    for (const name of ['script-src', 'font-src', 'connect-src']) {
      expect(directives[name], name).toEqual(["'self'", 'https://cdn.example:8443']);
    }
    expect(directives['style-src']).toEqual(["'self'", 'https://cdn.example:8443', "'unsafe-inline'"]);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'https://tiles.example']);
    expect(directives['default-src']).toEqual(["'self'"]);
  });

  it('follow the remote map as it changes', () => {
    const csp = contentSecurityPolicy({
      remotesJson: JSON.stringify({ a: '/mf/a/mf-manifest.json', b: 'https://b.example/x.json', c: 'javascript:1' }),
    });
    expect(csp).toContain("script-src 'self' https://b.example;");
    expect(csp).not.toContain('javascript');
    expect(contentSecurityPolicy({ remotesJson: 'broken' })).toContain("script-src 'self';");
  });

  it('ask for HTTPS only on an answer that went over TLS', async () => {
    const overTls = await proxied.call('/pl/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    expectPageHeaders(overTls, '/pl/ over TLS');
    const plain = await proxied.call('/pl/', { headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    // Not behind a proxy, a client's own X-Forwarded-Proto says nothing.
    const claimed = await gateway.call('/pl/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
  });

  it('nosniff on every API answer: proxied, refused, unknown and the API document', async () => {
    const answers = [
      await gateway.call('/api/config'),
      await gateway.call('/api/config', { headers: { authorization: 'Bearer nobody' } }),
      await gateway.call('/api/no-such-route'),
      await gateway.call('/api/docs'),
      await fetch(`${gateway.url}/remotes.json`),
      await fetch(`${gateway.url}/health`),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 404, 200, 200, 200]);
    for (const answer of answers) expect(answer.headers.get('x-content-type-options'), answer.url).toBe('nosniff');
  });
});

/** GET with a Host header of our choosing (fetch always sends the URL's). */
function withHost(base: string, path: string, host: string): Promise<{ headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(base);
    const req = request({ host: url.hostname, port: url.port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('answers built from the Host header', () => {
  it('without PUBLIC_URL are kept by no shared cache', async () => {
    const robots = await withHost(gateway.url, '/robots.txt', 'evil.example');
    expect(robots.body).toContain('Sitemap: http://evil.example/sitemap.xml');
    expect(robots.headers['cache-control']).toMatch(/^private|no-store/);
    expect(robots.headers.vary).toMatch(/\bHost\b/);

    const page = await fetch(`${gateway.url}/pl/`);
    expect(page.headers.get('cache-control')).toMatch(/^private|no-store/);
    expect(page.headers.get('vary')).toMatch(/\bHost\b/);

    // The fake catalogue cannot list addresses: the sitemap's 503 is not kept either.
    const sitemap = await fetch(`${gateway.url}/sitemap.xml`);
    expect(sitemap.status).toBe(503);
    expect(sitemap.headers.get('cache-control')).toBe('no-store');
  });

  it('with PUBLIC_URL use it and may be shared', async () => {
    const fixed = await startTestGateway(fakes, { staticDir, publicUrl: 'https://zefir.example' });
    try {
      const robots = await withHost(fixed.url, '/robots.txt', 'evil.example');
      expect(robots.body).toContain('Sitemap: https://zefir.example/sitemap.xml');
      expect(robots.headers['cache-control']).toBe('public, max-age=3600');
      expect(robots.headers.vary).toBeUndefined();
      const page = await fetch(`${fixed.url}/pl/`);
      expect(page.headers.get('cache-control')).toBe('no-cache');
    } finally {
      await fixed.stop();
    }
  });
});
