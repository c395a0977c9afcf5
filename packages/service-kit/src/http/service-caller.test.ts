import type { Server } from 'node:http';
import { IDENTITY_HEADER } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentitySigner, createIdentityVerifier, generateIdentityKeys, SERVICE_ISSUER } from '../identity';
import { createLogger } from '../logger';
import { closeServer } from '../service';
import { createHttpApp, requireInternal } from './app';
import { createMetrics } from './metrics';
import { createRouter } from './router';
import { createServiceCaller } from './service-caller';

const log = createLogger('test', 'silent');
let server: Server;
let catalogUrl: string;
let env: Record<string, string | undefined>;
let servicePrivateKey: string;

beforeAll(async () => {
  const gateway = await generateIdentityKeys();
  const service = await generateIdentityKeys();
  servicePrivateKey = service.privateKey;
  const router = createRouter();
  router.post('/internal/catalog/echo', (ctx) => {
    requireInternal(ctx);
    ctx.body = { got: ctx.request.body, app: ctx.state.identity.app };
  });
  router.get('/internal/catalog/broken', () => {
    throw new Error('boom');
  });
  router.get('/api/catalog/products', (ctx) => {
    ctx.body = { items: [] };
  });
  const app = createHttpApp({
    name: 'catalog',
    log,
    verifier: await createIdentityVerifier(gateway.publicKey),
    serviceVerifier: await createIdentityVerifier(service.publicKey, SERVICE_ISSUER),
    metrics: createMetrics('catalog-caller-test'),
    routers: [router],
    ready: async () => {},
  });
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  catalogUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  env = { CATALOG_URL: catalogUrl, SERVICE_PRIVATE_KEY: service.privateKey };
});
afterAll(() => closeServer(server));

const ports = { accounts: 1, catalog: 1, orders: 1, payments: 1, rma: 1, cms: 1, documents: 1, notifications: 1 };

describe('calls between services', () => {
  it('reaches another service’s internal route as an internal caller', async () => {
    const caller = createServiceCaller({ env, ports, log });
    const answer = await caller.call('catalog', 'POST', '/internal/catalog/echo', { lines: [1, 2] });
    expect(answer).toEqual({ status: 200, body: { got: { lines: [1, 2] }, app: 'internal' } });
  });

  it('finds a service whose address was filled in after the caller was made', async () => {
    const later: Record<string, string | undefined> = { SERVICE_PRIVATE_KEY: servicePrivateKey };
    const caller = createServiceCaller({ env: later, ports, log });
    later.CATALOG_URL = catalogUrl;
    expect((await caller.call('catalog', 'POST', '/internal/catalog/echo', {})).status).toBe(200);
  });

  it('cannot use the service key on the public API: it is not the gateway', async () => {
    const token = await (await createIdentitySigner(servicePrivateKey, 60, SERVICE_ISSUER)).sign({
      app: 'storefront',
      role: 'CUSTOMER',
      customerId: '7f1c5c1e-3a53-4f0e-9a39-0a5d8a1e2b10',
    });
    const response = await fetch(`${catalogUrl}/api/catalog/products`, { headers: { [IDENTITY_HEADER]: token } });
    expect(response.status).toBe(401);
  });

  it('refuses a service-signed identity that does not say it is internal', async () => {
    const token = await (await createIdentitySigner(servicePrivateKey, 60, SERVICE_ISSUER)).sign({
      app: 'storefront',
      role: 'ADMIN',
    });
    const response = await fetch(`${catalogUrl}/internal/catalog/echo`, {
      method: 'POST',
      headers: { [IDENTITY_HEADER]: token },
    });
    expect(response.status).toBe(401);
  });

  it('refuses calls signed with some other key', async () => {
    const stranger = await generateIdentityKeys();
    const caller = createServiceCaller({ env: { ...env, SERVICE_PRIVATE_KEY: stranger.privateKey }, ports, log });
    expect((await caller.call('catalog', 'POST', '/internal/catalog/echo', {})).status).toBe(401);
  });

  it('turns an unreachable or failing service into service_unavailable', async () => {
    const caller = createServiceCaller({ env: { ...env, CATALOG_URL: 'http://127.0.0.1:1' }, ports, log });
    await expect(caller.call('catalog', 'GET', '/internal/catalog/x')).rejects.toMatchObject({
      code: 'service_unavailable',
    });
    const failing = createServiceCaller({ env, ports, log });
    await expect(failing.call('catalog', 'GET', '/internal/catalog/broken')).rejects.toMatchObject({
      code: 'service_unavailable',
    });
  });

  it('says clearly when the service has no key to call with', async () => {
    const caller = createServiceCaller({ env: { CATALOG_URL: catalogUrl }, ports, log });
    await expect(caller.call('catalog', 'GET', '/internal/catalog/echo')).rejects.toThrow(/SERVICE_PRIVATE_KEY/);
  });
});
