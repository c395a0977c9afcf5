import { request } from 'node:http';
import { until } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRateLimit } from './rate-limit';
import {
  type Echo,
  type FakeServices,
  STOREFRONT,
  startFakeServices,
  startTestGateway,
  type TestGateway,
} from './test-support';

let fakes: FakeServices;
let gateway: TestGateway;

beforeAll(async () => {
  fakes = await startFakeServices();
  gateway = await startTestGateway(fakes, {
    maxBodyBytes: 1_000,
    maxUploadBytes: 5_000,
    rateLimits: { auth: { max: 3, windowMs: 60_000 }, forms: { max: 2, windowMs: 60_000 } },
  });
});
afterAll(async () => {
  await gateway?.stop();
  await fakes?.stop();
});

/** A raw request, so the body can be sent chunked and a refused upload does not fail the client. */
function send(
  path: string,
  body: Buffer,
  options: { chunked?: boolean; headers?: Record<string, string>; base?: string } = {},
): Promise<{ status: number; headers: Record<string, unknown>; json: unknown }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, options.base ?? gateway.url);
    const headers: Record<string, string> = {
      authorization: `Bearer ${STOREFRONT}`,
      'content-type': 'application/json',
      ...options.headers,
    };
    if (!options.chunked) headers['content-length'] = String(body.length);
    const req = request(url, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: res.statusCode!, headers: res.headers, json: text ? JSON.parse(text) : undefined });
      });
    });
    // The gateway may answer and close before the whole body is written.
    req.on('error', (error) => ((error as { code?: string }).code === 'EPIPE' ? undefined : reject(error)));
    if (options.chunked) {
      for (let at = 0; at < body.length; at += 256) req.write(body.subarray(at, at + 256));
      req.end();
    } else {
      req.end(body);
    }
  });
}

const json = (size: number) => Buffer.from(`{"a":"${'x'.repeat(size - 8)}"}`);

describe('body size', () => {
  it('passes a body within the limit, declared or chunked', async () => {
    for (const chunked of [false, true]) {
      const answer = await send('/api/cart', json(900), { chunked });
      expect(answer.status).toBe(200);
      expect((answer.json as Echo).bodyBytes).toBe(900);
    }
  });

  it('refuses a declared body over the limit with 413 before the service sees it', async () => {
    const answer = await send('/api/cart', json(2_000), { headers: { 'x-language': 'en' } });
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ error: { code: 'payload_too_large', message: 'The request is too large.' } });
  });

  it('refuses a chunked body once it grows over the limit', async () => {
    const answer = await send('/api/cart', json(3_000), { chunked: true });
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ error: { code: 'payload_too_large', message: 'Żądanie jest zbyt duże.' } });
  });

  it('allows the upload limit on the multipart routes', async () => {
    const file = Buffer.alloc(4_000, 'f');
    const headers = { 'content-type': 'multipart/form-data; boundary=x' };
    expect((await send('/api/rma', file, { headers })).status).toBe(200);
    expect((await send('/api/rma', file, { headers, chunked: true })).status).toBe(200);
    expect((await send('/api/rma', Buffer.alloc(6_000), { headers })).status).toBe(413);
    expect((await send('/api/account/me', file, { headers })).status).toBe(413);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After after the allowed sign-in attempts, leaving other routes alone', async () => {
    const login = () => gateway.call('/api/account/login', { method: 'POST', headers: { 'x-language': 'en' } });
    for (let i = 0; i < 3; i++) expect((await login()).status).toBe(200);
    const refused = await login();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('too_many_requests');

    // The same class shares the count; other classes and unlimited routes do not.
    expect((await gateway.call('/api/account/register', { method: 'POST' })).status).toBe(429);
    expect((await gateway.call('/api/contact/message', { method: 'POST' })).status).toBe(200);
    expect((await gateway.call('/api/catalog/products')).status).toBe(200);
  });

  it('reads the limit from configuration text', () => {
    expect(parseRateLimit('10')).toEqual({ max: 10, windowMs: 60_000 });
    expect(parseRateLimit('5/30s')).toEqual({ max: 5, windowMs: 30_000 });
    expect(parseRateLimit('100/1h')).toEqual({ max: 100, windowMs: 3_600_000 });
    expect(parseRateLimit('ten')).toBeUndefined();
  });
});

describe('what the service decides', () => {
  it('passes malformed JSON through untouched for the service to refuse', async () => {
    const answer = await send('/api/cart/items', Buffer.from('{"broken":'));
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: { code: 'bad_request' } });
  });
});

describe('a service that is down', () => {
  it('answers 503 in the error shape, in the caller language', async () => {
    const down = await startTestGateway(fakes, { services: { ...fakes.urls, catalog: 'http://127.0.0.1:9' } });
    try {
      const pl = await down.call('/api/catalog/products');
      expect(pl.status).toBe(503);
      expect(await pl.json()).toEqual({
        error: {
          code: 'service_unavailable',
          message: 'Usługa jest chwilowo niedostępna. Spróbuj ponownie za chwilę.',
        },
      });
      const en = await down.call('/api/catalog/products', { headers: { 'x-language': 'en' } });
      expect(await en.json()).toEqual({
        error: {
          code: 'service_unavailable',
          message: 'The service is temporarily unavailable. Please try again in a moment.',
        },
      });
      expect((await down.call('/api/cms/news')).status).toBe(200);
      const post = await down.call('/api/catalog/products', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"a":1}',
      });
      expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
    } finally {
      await down.stop();
    }
  });

  it('answers 503 to a call with a body, too', async () => {
    const down = await startTestGateway(fakes, {
      services: { ...fakes.urls, orders: 'http://127.0.0.1:9', rma: 'http://127.0.0.1:9' },
    });
    try {
      for (const chunked of [false, true]) {
        const answer = await send('/api/cart/items', json(900), { chunked, base: down.url });
        expect(answer.status).toBe(503);
        expect(answer.json).toMatchObject({ error: { code: 'service_unavailable' } });
      }
      // An upload still arriving when the service turns out to be away.
      const upload = await send('/api/rma', Buffer.alloc(4_000_000), {
        headers: { 'content-type': 'multipart/form-data' },
        base: down.url,
      });
      expect(upload.status).toBe(503);
      // …and is not read to its end: the connection closes after the answer.
      expect(upload.headers.connection).toBe('close');
    } finally {
      await down.stop();
    }
  });

  it('answers 503 when a service takes too long to answer', async () => {
    // undici checks its timeouts on a coarse clock (about every half second).
    const slow = await startTestGateway(fakes, { upstream: { headersTimeoutMs: 100 } });
    try {
      const response = await slow.call('/api/catalog/products?slow-headers');
      expect(response.status).toBe(503);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('service_unavailable');
    } finally {
      await slow.stop();
    }
  });

  it('survives a client that leaves in the middle of an answer', async () => {
    const abandoned = fakes.abandonedDownloads.count;
    const controller = new AbortController();
    const response = await gateway.call('/api/documents/catalog/pl?slow-body', { signal: controller.signal });
    const reader = response.body!.getReader();
    await reader.read();
    controller.abort();
    await reader.read().catch(() => undefined);
    // The gateway passes the client's leaving on: the service stops writing.
    await until(() => fakes.abandonedDownloads.count === abandoned + 1, 5_000, 'the service to see the reader go');
    expect((await gateway.call('/api/documents/catalog/pl')).status).toBe(200);
  });

  it('keeps reading as a guest when accounts cannot resolve the session, but holds back changes', async () => {
    const down = await startTestGateway(fakes, { services: { ...fakes.urls, accounts: 'http://127.0.0.1:9' } });
    try {
      const cookie = `sid=${'s'.repeat(32)}`;
      const read = await down.call('/api/catalog/products', { headers: { cookie } });
      expect(((await read.json()) as Echo).identity).toEqual({ app: 'storefront', role: 'GUEST' });
      expect((await down.call('/api/cart', { method: 'POST', headers: { cookie } })).status).toBe(503);
    } finally {
      await down.stop();
    }
  });
});
