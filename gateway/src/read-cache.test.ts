import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CATALOGUE_CHANGED_HEADER, type SessionResolution } from '@shop/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createReadCache, matchesEtag } from './read-cache';
import { ADMIN, type FakeServices, startFakeServices, startTestGateway, type TestGateway } from './test-support';

// Shared catalogue reads answered by the gateway itself: a stand-in catalog counts what reaches it.

let fakes: FakeServices;
let gateway: TestGateway;
let catalog: Server;
const reached: Array<{ url: string; language: string; ifNoneMatch: string | undefined }> = [];

beforeAll(async () => {
  fakes = await startFakeServices();
  catalog = createServer((req, res) => {
    reached.push({
      url: req.url!,
      language: String(req.headers['x-language']),
      ifNoneMatch: req.headers['if-none-match'],
    });
    if (req.method === 'PATCH') {
      // A staff write: the catalog says whether it changed the catalogue (here: as the body asks).
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        const changed = body.includes('"changed":true');
        res.writeHead(200, {
          'content-type': 'application/json',
          ...(changed ? { [CATALOGUE_CHANGED_HEADER]: '1' } : {}),
        });
        res.end('{}');
      });
      return;
    }
    const dealer = req.headers['x-test-dealer'] === '1';
    if (req.url!.startsWith('/api/catalog/products/404')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      return res.end('{"error":{"code":"product_not_found"}}');
    }
    const body = JSON.stringify({ url: req.url, language: req.headers['x-language'], n: reached.length });
    res.writeHead(200, {
      'content-type': 'application/json',
      etag: `W/"${req.url}-${req.headers['x-language']}"`,
      'cache-control': dealer ? 'private, max-age=3600' : 'public, max-age=3600',
      vary: 'Accept-Encoding',
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => catalog.listen(0, '127.0.0.1', resolve));
  const port = (catalog.address() as AddressInfo).port;
  gateway = await startTestGateway(fakes, {
    services: { ...fakes.urls, catalog: `http://127.0.0.1:${port}` },
    sharedReadCacheMs: 60_000,
  });
  const dealer: SessionResolution = {
    sessionId: 'dealer-session',
    customerId: 'c-1',
    role: 'CUSTOMER',
    customerType: 'b2b',
    taxId: '1234567890',
    currency: 'PLN',
    adminType: null,
    staffName: null,
  };
  fakes.sessions.set(`dealer-${'x'.repeat(40)}`, dealer);
  fakes.sessions.set(staffSid, {
    ...dealer,
    sessionId: 'staff-session',
    customerId: '00000000-0000-4000-8000-0000000000a1',
    role: 'ADMIN',
    customerType: null,
    taxId: null,
    adminType: 'super_admin',
    staffName: 'Ewa',
  });
});
const staffSid = `staff-${'s'.repeat(40)}`;
afterAll(async () => {
  await gateway?.stop();
  await fakes?.stop();
  await new Promise<void>((resolve) => catalog?.close(() => resolve()));
});
beforeEach(() => {
  reached.length = 0;
});

describe('shared catalogue reads', () => {
  it('are answered from the gateway the second time, same body, headers and ETag', async () => {
    const first = await gateway.call('/api/catalog/products?collection=59&x=1');
    const second = await gateway.call('/api/catalog/products?collection=59&x=1');
    expect(reached).toHaveLength(1);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(second.headers.get('vary')).toContain('Accept-Encoding');
    expect(second.headers.get('vary')).toContain('X-Language');
  });

  it('answer 304 to a caller that already holds the answer, without asking the service', async () => {
    const first = await gateway.call('/api/catalog/products?collection=59&x=2');
    const again = await gateway.call('/api/catalog/products?collection=59&x=2', {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    expect(reached).toHaveLength(1);
  });

  it('are kept apart per language', async () => {
    const polish = await (await gateway.call('/api/catalog/products/7', { headers: { 'x-language': 'pl' } })).json();
    const english = await (await gateway.call('/api/catalog/products/7', { headers: { 'x-language': 'en' } })).json();
    expect([polish.language, english.language]).toEqual(['pl', 'en']);
    expect(reached).toHaveLength(2);
  });

  it('ask the service once for many callers arriving together', async () => {
    await Promise.all(Array.from({ length: 20 }, () => gateway.call('/api/catalog/products?collection=90')));
    expect(reached).toHaveLength(1);
  });

  it('never keep an error, nor a dealer’s answer', async () => {
    await gateway.call('/api/catalog/products/404');
    const missing = await gateway.call('/api/catalog/products/404');
    expect(missing.status).toBe(404);
    const cookie = `sid=dealer-${'x'.repeat(40)}`;
    await gateway.call('/api/catalog/products/8', { headers: { cookie, 'x-test-dealer': '1' } });
    await gateway.call('/api/catalog/products/8', { headers: { cookie, 'x-test-dealer': '1' } });
    expect(reached.map((call) => call.url)).toEqual([
      '/api/catalog/products/404',
      '/api/catalog/products/404',
      '/api/catalog/products/8',
      '/api/catalog/products/8',
    ]);
  });

  it('are dropped when staff change the catalogue through the gateway, so the next read shows the change', async () => {
    const first = await (await gateway.call('/api/catalog/products/9?x=3')).json();
    await gateway.call('/api/catalog/products/9?x=3');
    expect(reached).toHaveLength(1);
    const staff = { authorization: `Bearer ${ADMIN}`, cookie: `sid=${staffSid}`, 'content-type': 'application/json' };
    const reads = () => reached.filter((r) => r.url === '/api/catalog/products/9?x=3').length;
    // A write that changed nothing keeps them …
    const untouched = await gateway.call('/api/admin/products/9', { method: 'PATCH', headers: staff, body: '{}' });
    expect(untouched.status).toBe(200);
    await gateway.call('/api/catalog/products/9?x=3');
    expect(reads()).toBe(1);
    // … one that changed the catalogue drops them, and the header stays between the catalog and the gateway.
    const changed = await gateway.call('/api/admin/products/9', {
      method: 'PATCH',
      headers: staff,
      body: '{"changed":true}',
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get(CATALOGUE_CHANGED_HEADER)).toBeNull();
    const next = await (await gateway.call('/api/catalog/products/9?x=3')).json();
    expect(reads()).toBe(2);
    expect(next.n).toBeGreaterThan(first.n);
  });

  it('leave other services alone', async () => {
    const before = reached.length;
    await gateway.call('/api/cms/news');
    expect(reached).toHaveLength(before);
  });
});

describe('the read cache', () => {
  const answer = (cacheControl: string, status = 200) => ({
    status,
    headers: { 'cache-control': cacheControl, etag: 'W/"1"', 'content-type': 'application/json' },
    body: Buffer.from('{}'),
  });

  it('forgets an answer once it is older than its time', async () => {
    const cache = createReadCache({ ttlMs: 1_000, maxEntries: 10, maxBytes: 1_000_000 });
    let loads = 0;
    const load = async () => {
      loads++;
      return answer('public');
    };
    await cache.read('a', load, 0);
    await cache.read('a', load, 999);
    await cache.read('a', load, 1_000);
    expect(loads).toBe(2);
  });

  it('keeps at most its number of entries, dropping the oldest', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 2, maxBytes: 1_000_000 });
    for (const key of ['a', 'b', 'c']) await cache.read(key, async () => answer('public'));
    expect(cache.size).toBe(2);
    let loads = 0;
    await cache.read('a', async () => {
      loads++;
      return answer('public');
    });
    expect(loads).toBe(1);
  });

  it('keeps nothing after clear, not even a read that was under way', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1_000_000 });
    await cache.read('a', async () => answer('public'));
    let release!: () => void;
    const slow = cache.read('b', () => new Promise((resolve) => (release = () => resolve(answer('public')))));
    cache.clear();
    release();
    await slow;
    expect(cache.size).toBe(0);
  });

  it('does not keep what the service did not mark public', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1_000_000 });
    expect(await cache.read('p', async () => answer('private, max-age=60'))).toMatchObject({ shareable: false });
    expect(await cache.read('e', async () => answer('public', 500))).toMatchObject({ status: 500, shareable: false });
    expect(cache.size).toBe(0);
  });

  it('compares ETags weakly and understands lists and *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});
