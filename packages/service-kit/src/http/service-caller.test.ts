import type { Server } from 'node:http';
import { type CartLinesRequest, IDENTITY_HEADER } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentitySigner, createIdentityVerifier, generateIdentityKeys, SERVICE_ISSUER } from '../identity';
import { createLogger } from '../logger';
import { closeServer } from '../service';
import { createHttpApp, requireInternal } from './app';
import { createMetrics } from './metrics';
import { createRouter } from './router';
import { createServiceCaller } from './service-caller';

const log = createLogger('test', 'silent');
const offContract = '0d9c7c1e-3a53-4f0e-9a39-0a5d8a1e2b10';
const refused = '1d9c7c1e-3a53-4f0e-9a39-0a5d8a1e2b10';
const reservationId = '2d9c7c1e-3a53-4f0e-9a39-0a5d8a1e2b10';
const lines: CartLinesRequest = { currency: 'PLN', customerType: 'retail', lang: 'pl', lines: [{ productId: 7 }] };
let server: Server;
let catalogUrl: string;
let env: Record<string, string | undefined>;
let servicePrivateKey: string;

beforeAll(async () => {
  const gateway = await generateIdentityKeys();
  const service = await generateIdentityKeys();
  servicePrivateKey = service.privateKey;
  const router = createRouter();
  // The catalogue's side of three internal routes, played by the test.
  router.post('/internal/catalog/cart-lines', (ctx) => {
    requireInternal(ctx);
    const body = ctx.request.body as { lines: Array<{ productId: number }> };
    ctx.body = {
      lines: body.lines.map((line) => ({
        productId: line.productId,
        variantId: null,
        found: false,
        reason: 'not_found',
      })),
    };
  });
  router.delete('/internal/catalog/stock/reservations/:reservationId', (ctx) => {
    requireInternal(ctx);
    if (ctx.params.reservationId === offContract) ctx.body = { status: 'gone' };
    else if (ctx.params.reservationId === refused) {
      ctx.status = 409;
      ctx.body = { error: { code: 'duplicate', message: 'Taken' } };
    } else ctx.body = { status: 'released', asked: ctx.params.reservationId };
  });
  router.get('/internal/catalog/sitemap', () => {
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

const ports = {
  accounts: 1,
  catalog: 1,
  orders: 1,
  payments: 1,
  rma: 1,
  cms: 1,
  documents: 1,
  notifications: 1,
  warehouse: 1,
};

describe('calls between services', () => {
  it('reaches another service’s internal route as an internal caller, the answer parsed by its schema', async () => {
    const caller = createServiceCaller({ env, ports, log });
    const answer = await caller.post('/internal/catalog/cart-lines', { body: lines });
    expect(answer).toEqual({
      ok: true,
      status: 200,
      body: { lines: [{ productId: 7, variantId: null, found: false, reason: 'not_found' }] },
    });
  });

  it('fills path parameters in and drops what the answer schema does not name', async () => {
    const caller = createServiceCaller({ env, ports, log });
    const answer = await caller.delete('/internal/catalog/stock/reservations/:reservationId', {
      params: { reservationId },
    });
    expect(answer).toEqual({ ok: true, status: 200, body: { status: 'released' } });
  });

  it('answers a refusal (4xx) as a value with the target’s error', async () => {
    const caller = createServiceCaller({ env, ports, log });
    const answer = await caller.delete('/internal/catalog/stock/reservations/:reservationId', {
      params: { reservationId: refused },
    });
    expect(answer).toEqual({ ok: false, status: 409, error: { code: 'duplicate', message: 'Taken' } });
  });

  it('turns an answer off the contract into service_unavailable', async () => {
    const caller = createServiceCaller({ env, ports, log });
    await expect(
      caller.delete('/internal/catalog/stock/reservations/:reservationId', { params: { reservationId: offContract } }),
    ).rejects.toMatchObject({ code: 'service_unavailable' });
  });

  it('is typed from the internal table: a wrong field or an unknown route does not compile', () => {
    const caller = createServiceCaller({ env, ports, log });
    // Type checks only: none of these calls is sent.
    const never = () => {
      // @ts-expect-error `lines` entries name a productId, not an id
      void caller.post('/internal/catalog/cart-lines', { body: { ...lines, lines: [{ id: 7 }] } });
      // @ts-expect-error no such internal route
      void caller.get('/internal/catalog/nothing');
      // @ts-expect-error the reservation id is a path parameter and is required
      void caller.delete('/internal/catalog/stock/reservations/:reservationId');
    };
    expect(never).toBeTypeOf('function');
  });

  it('finds a service whose address was filled in after the caller was made', async () => {
    const later: Record<string, string | undefined> = { SERVICE_PRIVATE_KEY: servicePrivateKey };
    const caller = createServiceCaller({ env: later, ports, log });
    later.CATALOG_URL = catalogUrl;
    expect((await caller.post('/internal/catalog/cart-lines', { body: lines })).status).toBe(200);
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
    const response = await fetch(`${catalogUrl}/internal/catalog/cart-lines`, {
      method: 'POST',
      headers: { [IDENTITY_HEADER]: token },
    });
    expect(response.status).toBe(401);
  });

  it('refuses calls signed with some other key', async () => {
    const stranger = await generateIdentityKeys();
    const caller = createServiceCaller({ env: { ...env, SERVICE_PRIVATE_KEY: stranger.privateKey }, ports, log });
    expect(await caller.post('/internal/catalog/cart-lines', { body: lines })).toMatchObject({
      ok: false,
      status: 401,
    });
  });

  it('turns an unreachable or failing service into service_unavailable', async () => {
    const caller = createServiceCaller({ env: { ...env, CATALOG_URL: 'http://127.0.0.1:1' }, ports, log });
    await expect(caller.get('/internal/catalog/sitemap')).rejects.toMatchObject({ code: 'service_unavailable' });
    const failing = createServiceCaller({ env, ports, log });
    await expect(failing.get('/internal/catalog/sitemap')).rejects.toMatchObject({ code: 'service_unavailable' });
  });

  it('says clearly when the service has no key to call with', async () => {
    const caller = createServiceCaller({ env: { CATALOG_URL: catalogUrl }, ports, log });
    await expect(caller.get('/internal/catalog/sitemap')).rejects.toThrow(/SERVICE_PRIVATE_KEY/);
  });
});
