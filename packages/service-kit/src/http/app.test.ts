import type { Server } from 'node:http';
import { IDENTITY_HEADER } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors';
import { createIdentitySigner, createIdentityVerifier, generateIdentityKeys } from '../identity';
import { createLogger } from '../logger';
import { closeServer } from '../service';
import { createHttpApp } from './app';
import { createMetrics } from './metrics';
import { createRouter } from './router';
import { parseBody } from './validate';

const Item = z.strictObject({ name: z.string().min(3), quantity: z.number().int().min(1).max(999) });

let server: Server;
let base: string;
let token: string;
let foreignToken: string;
const written: unknown[] = [];

beforeAll(async () => {
  const keys = await generateIdentityKeys();
  const other = await generateIdentityKeys();
  token = await (await createIdentitySigner(keys.privateKey)).sign({ app: 'storefront', role: 'GUEST' });
  foreignToken = await (await createIdentitySigner(other.privateKey)).sign({ app: 'storefront', role: 'ADMIN' });
  const router = createRouter();
  router.post('/api/items', (ctx) => {
    const item = parseBody(ctx, Item);
    written.push(item);
    ctx.status = 201;
    ctx.body = item;
  });
  router.register('/api/items/:id', ['COPY'], (ctx) => {
    ctx.status = 201;
    ctx.body = { copiedFrom: ctx.params.id };
  });
  router.get('/api/broken', () => {
    throw new Error('database password is hunter2');
  });
  router.get('/api/expected', () => {
    throw new AppError('product_not_found');
  });
  const app = createHttpApp({
    name: 'test',
    log: createLogger('test', 'silent'),
    verifier: await createIdentityVerifier(keys.publicKey),
    metrics: createMetrics('test'),
    routers: [router],
    ready: async () => {},
    bodyLimit: '1kb',
  });
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => closeServer(server));

async function call(method: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}) {
  const response = await fetch(base + path, {
    method,
    body: init.body,
    headers: { [IDENTITY_HEADER]: token, 'content-type': 'application/json', ...init.headers },
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text.startsWith('{') ? JSON.parse(text) : text };
}

describe('service app', () => {
  it('answers health, readiness and metrics without an identity', async () => {
    expect((await fetch(`${base}/health`)).status).toBe(200);
    expect(await (await fetch(`${base}/ready`)).json()).toEqual({ status: 'ready', service: 'test' });
    expect(await (await fetch(`${base}/metrics`)).text()).toContain('http_requests_total');
  });

  it('refuses an API call without a signed identity, or with one signed by someone else', async () => {
    const missing = await fetch(`${base}/api/expected`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
    expect((await call('GET', '/api/expected', { headers: { [IDENTITY_HEADER]: foreignToken } })).status).toBe(401);
  });

  it('validates the body with per-field messages in the caller language', async () => {
    const answer = await call('POST', '/api/items', {
      body: JSON.stringify({ name: 'ab', extra: 1 }),
      headers: { 'x-language': 'pl' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Niektóre parametry są nieprawidłowe. Sprawdź dane.',
        fields: { name: 'Wpisz co najmniej 3 znaków', quantity: 'To pole jest wymagane', extra: 'Nieznane pole' },
      },
    });
  });

  it('answers malformed JSON with 400 and wrong types with field messages', async () => {
    expect((await call('POST', '/api/items', { body: '{"name": "bike",' })).body.error.code).toBe('bad_request');
    const wrongType = await call('POST', '/api/items', {
      body: JSON.stringify({ name: 'bike', quantity: 'two' }),
      headers: { 'x-language': 'en' },
    });
    expect(wrongType.body.error.fields).toEqual({ quantity: 'Invalid value' });
  });

  it('refuses an oversized body with 413', async () => {
    const answer = await call('POST', '/api/items', { body: JSON.stringify({ name: 'x'.repeat(5000), quantity: 1 }) });
    expect(answer.status).toBe(413);
    expect(answer.body.error.code).toBe('payload_too_large');
  });

  it('answers unknown routes with 404 and wrong methods with 405, in the error shape', async () => {
    expect((await call('GET', '/api/nothing')).body.error.code).toBe('not_found');
    const wrong = await call('DELETE', '/api/items');
    expect(wrong.status).toBe(405);
    expect(wrong.body.error.code).toBe('method_not_allowed');
  });

  it('answers the COPY method where a route registers it', async () => {
    expect((await call('COPY', '/api/items/7')).body).toEqual({ copiedFrom: '7' });
    expect((await call('COPY', '/api/items')).status).toBe(405);
  });

  it('keeps internals out of a 500 and carries on serving', async () => {
    const broken = await call('GET', '/api/broken');
    expect(broken.status).toBe(500);
    expect(JSON.stringify(broken.body)).not.toContain('hunter2');
    const expected = await call('GET', '/api/expected', { headers: { 'x-language': 'en' } });
    expect(expected.body).toEqual({ error: { code: 'product_not_found', message: 'Product not found' } });
  });

  it('writes a valid item once and sends a request id back', async () => {
    const before = written.length;
    const answer = await call('POST', '/api/items', { body: JSON.stringify({ name: 'Battery', quantity: 2 }) });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-request-id')).toBeTruthy();
    expect(written.length).toBe(before + 1);
  });
});
