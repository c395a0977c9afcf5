import type { Server } from 'node:http';
import { IDENTITY_HEADER, internalApi, shopApi } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentitySigner, createIdentityVerifier, generateIdentityKeys, SERVICE_ISSUER } from '../identity';
import { createLogger } from '../logger';
import { closeServer } from '../service';
import { createHttpApp } from './app';
import { createMetrics } from './metrics';
import { createRouter } from './router';
import { routesOn } from './serve';

// Handlers bound to rows of the route tables: the contract validates what comes in, and an internal row
// admits only other services.

let server: Server;
let base: string;
let guest: string;
let internalCaller: string;
const added: unknown[] = [];

beforeAll(async () => {
  const gateway = await generateIdentityKeys();
  const services = await generateIdentityKeys();
  guest = await (await createIdentitySigner(gateway.privateKey)).sign({ app: 'storefront', role: 'GUEST' });
  internalCaller = await (await createIdentitySigner(services.privateKey, 60, SERVICE_ISSUER)).sign({
    app: 'internal',
    role: 'GUEST',
  });
  const router = createRouter();
  const route = routesOn(router, shopApi);
  route('POST /api/cart/items', ({ body }, ctx) => {
    added.push(body);
    ctx.status = 204;
  });
  route('GET /api/catalog/products/:id', ({ params, query }, ctx) => {
    ctx.set('x-asked', `${params.id}:${query.c ?? ''}`);
    ctx.status = 204;
  });
  routesOn(router, internalApi)('GET /internal/payments/methods', () => ({ methods: ['transfer'] }));
  const app = createHttpApp({
    name: 'test',
    log: createLogger('test', 'silent'),
    verifier: await createIdentityVerifier(gateway.publicKey),
    serviceVerifier: await createIdentityVerifier(services.publicKey, SERVICE_ISSUER),
    metrics: createMetrics('serve-test'),
    routers: [router],
    ready: async () => {},
  });
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => closeServer(server));

const send = (path: string, token: string, init: RequestInit = {}) =>
  fetch(`${base}${path}`, { ...init, headers: { [IDENTITY_HEADER]: token, ...init.headers } });

describe('handlers bound to the route table', () => {
  it('refuses a body the contract refuses, with the field messages, and never runs the handler', async () => {
    const response = await send('/api/cart/items', guest, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-language': 'en' },
      body: JSON.stringify({ productId: 'seven', quantity: 2 }),
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields)).toContain('productId');
    expect(added).toEqual([]);
  });

  it('gives the handler the parsed parts', async () => {
    const response = await send('/api/cart/items', guest, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productId: 7, quantity: 2 }),
    });
    expect(response.status).toBe(204);
    expect(added).toEqual([{ productId: 7, quantity: 2 }]);
    const product = await send('/api/catalog/products/1315?c=3-7', guest);
    expect(product.headers.get('x-asked')).toBe('1315:3-7');
  });

  it('refuses path parameters the contract refuses', async () => {
    expect((await send('/api/catalog/products/not-a-number', guest)).status).toBe(400);
  });

  it('answers an internal row only to another service', async () => {
    expect((await send('/internal/payments/methods', guest)).status).toBe(403);
    const answer = await send('/internal/payments/methods', internalCaller);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ methods: ['transfer'] });
  });
});
