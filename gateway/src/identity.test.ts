import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IDENTITY_HEADER, SESSIONS_ENDED_HEADER, type SessionResolution } from '@shop/contracts';
import {
  closeServer,
  createHttpApp,
  createIdentitySigner,
  createIdentityVerifier,
  createLogger,
  createMetrics,
  generateIdentityKeys,
  Router,
  type ShopState,
} from '@shop/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSessionCookie } from './session';
import {
  ADMIN,
  type Echo,
  type FakeServices,
  startFakeServices,
  startTestGateway,
  type TestGateway,
} from './test-support';

let fakes: FakeServices;
let gateway: TestGateway;

const customerSid = 'c'.repeat(32);
const guestSid = 'g'.repeat(32);
const customer: SessionResolution = {
  sessionId: customerSid,
  customerId: 'cust-1',
  role: 'CUSTOMER',
  customerType: 'b2b',
  taxId: '1234567890',
  currency: 'PLN',
  adminType: null,
  staffName: null,
};

beforeAll(async () => {
  fakes = await startFakeServices();
  fakes.sessions.set(customerSid, customer);
  fakes.sessions.set(guestSid, {
    ...customer,
    sessionId: guestSid,
    customerId: null,
    role: 'GUEST',
    customerType: null,
    taxId: null,
    currency: null,
  });
  gateway = await startTestGateway(fakes);
});
afterAll(async () => {
  await gateway?.stop();
  await fakes?.stop();
});

const echoOf = async (response: Response) => {
  expect(response.status).toBe(200);
  return (await response.json()) as Echo;
};

describe('application id', () => {
  it('refuses a call without an application id with 401', async () => {
    const response = await fetch(`${gateway.url}/api/catalog/products`, { headers: { 'x-language': 'en' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'unauthorized', message: 'Unauthorized (insufficient rights).' },
    });
  });

  it('refuses an unknown application id with 401', async () => {
    const response = await gateway.call('/api/catalog/products', { headers: { authorization: 'Bearer someone-else' } });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
  });

  it('lets a payment provider notification through without one', async () => {
    const response = await fetch(`${gateway.url}/api/payments/tpay/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-jws-signature': 'abc..def' },
      body: 'tr_id=1',
    });
    const echo = await echoOf(response);
    expect(echo.service).toBe('payments');
    expect(echo.headers['x-jws-signature']).toBe('abc..def');
    expect(echo.identity).toEqual({ app: 'storefront', role: 'GUEST' });
  });

  it('names the application in the identity', async () => {
    const echo = await echoOf(await gateway.call('/api/orders', { headers: { authorization: `Bearer ${ADMIN}` } }));
    expect(echo.identity).toEqual({ app: 'admin', role: 'GUEST' });
  });
});

describe('identity', () => {
  it("passes a browser journey's x-test-now on only when started with the test clock", async () => {
    const testing = await startTestGateway(fakes, { testClock: true });
    try {
      const echo = await echoOf(await testing.call('/api/cart', { headers: { 'x-test-now': '2031-05-20T10:00:00Z' } }));
      expect(echo.headers['x-test-now']).toBe('2031-05-20T10:00:00Z');
    } finally {
      await testing.stop();
    }
  });

  it('gives the service a verifiable identity and never the browser cookie or authorization', async () => {
    const echo = await echoOf(
      await gateway.call('/api/cart', {
        headers: {
          cookie: 'theme=dark; tracking=1',
          'x-language': 'EN',
          'x-request-id': 'req-123',
          'if-none-match': '"v1"',
          'idempotency-key': 'key-1',
          'x-jws-signature': 'only-for-providers',
          'x-test-now': '2031-05-20T10:00:00Z',
        },
      }),
    );
    expect(echo.headers).toMatchObject({ 'if-none-match': '"v1"', 'idempotency-key': 'key-1' });
    expect(echo.headers['x-jws-signature']).toBeUndefined();
    // The browser journeys' clock is not passed on by a shop that did not start with it.
    expect(echo.headers['x-test-now']).toBeUndefined();
    // No session yet: the cart call starts a guest session (guest-session.test.ts).
    expect(echo.identity).toEqual({ app: 'storefront', role: 'GUEST', sessionId: expect.any(String) });
    expect(echo.headers.cookie).toBeUndefined();
    expect(echo.headers.authorization).toBeUndefined();
    expect(echo.headers).toMatchObject({ 'x-language': 'en', 'x-currency': 'EUR', 'x-request-id': 'req-123' });
    expect(echo.headers['x-forwarded-for']).toMatch(/127\.0\.0\.1/);
  });

  it('normalises language and currency', async () => {
    const pick = async (headers: Record<string, string>) => {
      const echo = await echoOf(await gateway.call('/api/config', { headers }));
      return [echo.headers['x-language'], echo.headers['x-currency']];
    };
    expect(await pick({})).toEqual(['pl', 'PLN']);
    expect(await pick({ 'x-language': 'de' })).toEqual(['pl', 'PLN']);
    expect(await pick({ 'x-language': 'en', 'x-currency': 'pln' })).toEqual(['en', 'PLN']);
    // A known currency goes on (the service answers it only when staff enabled it); an unknown one does not.
    expect(await pick({ 'x-language': 'pl', 'x-currency': 'USD' })).toEqual(['pl', 'USD']);
    expect(await pick({ 'x-language': 'pl', 'x-currency': 'XYZ' })).toEqual(['pl', 'PLN']);
  });

  it('turns a sid resolved by accounts into the customer in the identity', async () => {
    const echo = await echoOf(
      await gateway.call('/api/account/me', { headers: { cookie: `a=1; sid=${customerSid}` } }),
    );
    expect(echo.identity).toEqual({
      app: 'storefront',
      role: 'CUSTOMER',
      sessionId: customerSid,
      customerId: 'cust-1',
      customerType: 'b2b',
      taxId: '1234567890',
      currency: 'PLN',
    });
    expect(echo.headers.cookie).toBeUndefined();
  });

  it('keeps a guest session so the cart can follow it', async () => {
    const echo = await echoOf(await gateway.call('/api/cart', { headers: { cookie: `sid=${guestSid}` } }));
    expect(echo.identity).toEqual({ app: 'storefront', role: 'GUEST', sessionId: guestSid });
  });

  it('treats an unknown or malformed sid as a guest without a session, and starts a new one on the cart', async () => {
    for (const sid of ['u'.repeat(32), 'short', '']) {
      const read = await echoOf(await gateway.call('/api/config', { headers: { cookie: `sid=${sid}` } }));
      expect(read.identity).toEqual({ app: 'storefront', role: 'GUEST' });
      const response = await gateway.call('/api/cart', { headers: { cookie: `sid=${sid}` } });
      const token = fakes.guests.at(-1)!;
      expect(response.headers.getSetCookie()[0]).toMatch(new RegExp(`^sid=${token};`));
      expect((await echoOf(response)).identity).toEqual({
        app: 'storefront',
        role: 'GUEST',
        sessionId: fakes.sessions.get(token)!.sessionId,
      });
    }
  });

  it('asks accounts about a session once for a burst of calls', async () => {
    const sid = 'b'.repeat(32);
    fakes.sessions.set(sid, { ...customer, sessionId: sid });
    const before = fakes.resolutions.count;
    await Promise.all(
      Array.from({ length: 10 }, () =>
        gateway.call('/api/cart', { headers: { cookie: `sid=${sid}` } }).then((r) => r.json()),
      ),
    );
    expect(fakes.resolutions.count - before).toBe(1);
  });

  it('forgets a cached session once accounts answers with a new sid cookie', async () => {
    const sid = 'f'.repeat(32);
    fakes.sessions.set(sid, { ...customer, sessionId: sid });
    const cookie = `sid=${sid}`;
    expect((await echoOf(await gateway.call('/api/cart', { headers: { cookie } }))).identity?.role).toBe('CUSTOMER');
    fakes.sessions.delete(sid);
    await gateway.call('/api/account/logout?with-cookie', { headers: { cookie } });
    expect((await echoOf(await gateway.call('/api/cart', { headers: { cookie } }))).identity?.role).toBe('GUEST');
  });

  it('forgets every cached session of a customer at once when accounts ends them, keeping the caller’s', async () => {
    const phone = 'p'.repeat(32);
    const laptop = 'l'.repeat(32);
    fakes.sessions.set(phone, { ...customer, sessionId: phone });
    fakes.sessions.set(laptop, { ...customer, sessionId: laptop });
    const on = (sid: string) => ({ headers: { cookie: `sid=${sid}` } });
    for (const sid of [phone, laptop]) {
      expect((await echoOf(await gateway.call('/api/cart', on(sid)))).identity?.role).toBe('CUSTOMER');
    }
    // The password is changed on the laptop: accounts ends the phone's session.
    fakes.sessions.delete(phone);
    const changed = await gateway.call('/api/account/change-password?sessions-ended', {
      method: 'POST',
      ...on(laptop),
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get(SESSIONS_ENDED_HEADER)).toBeNull();
    const asked = fakes.resolutions.count;
    expect((await echoOf(await gateway.call('/api/cart', on(phone)))).identity?.role).toBe('GUEST');
    expect((await echoOf(await gateway.call('/api/cart', on(laptop)))).identity?.role).toBe('CUSTOMER');
    // The phone was asked about again; the laptop, the caller, still came from the cache.
    expect(fakes.resolutions.count).toBe(asked + 1);
  });

  it('passes Set-Cookie, ETag and Cache-Control back, and nothing internal', async () => {
    const response = await gateway.call('/api/account/login?with-cookie', { method: 'POST' });
    expect(response.headers.getSetCookie()).toEqual(['sid=new-session; HttpOnly', 'ref=abc']);
    expect(response.headers.get('etag')).toBe('"v1"');
    const echo = await gateway.call('/api/config');
    expect(echo.headers.get('cache-control')).toBe('private, no-cache');
    // A browser must not re-use an answer for another app id, language or currency.
    expect(echo.headers.get('vary')).toContain('Authorization, X-Language, X-Currency');
    expect(echo.headers.get('x-internal-secret')).toBeNull();
    expect(echo.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('a real service of the kit', () => {
  it('refuses a call without the identity and accepts the one the gateway signs', async () => {
    const keys = await generateIdentityKeys();
    const router = new Router<ShopState>();
    router.get('/api/config', (ctx) => {
      ctx.body = { identity: ctx.state.identity };
    });
    const app = createHttpApp({
      name: 'cms',
      log: createLogger('cms-test', 'silent'),
      verifier: await createIdentityVerifier(keys.publicKey),
      metrics: createMetrics('cms-test'),
      routers: [router],
      ready: async () => {},
    });
    const server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const cmsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const real = await startTestGateway(
      { ...fakes, privateKey: keys.privateKey },
      { services: { ...fakes.urls, cms: cmsUrl } },
    );
    try {
      expect((await fetch(`${cmsUrl}/api/config`)).status).toBe(401);
      const forged = await (await createIdentitySigner((await generateIdentityKeys()).privateKey)).sign({
        app: 'admin',
        role: 'ADMIN',
      });
      expect((await fetch(`${cmsUrl}/api/config`, { headers: { [IDENTITY_HEADER]: forged } })).status).toBe(401);

      const through = await real.call('/api/config');
      expect(through.status).toBe(200);
      expect(await through.json()).toEqual({ identity: { app: 'storefront', role: 'GUEST' } });
    } finally {
      await real.stop();
      await closeServer(server);
    }
  });
});

describe('readSessionCookie', () => {
  it('finds sid among other cookies and nowhere else', () => {
    expect(readSessionCookie('sid=abc')).toBe('abc');
    expect(readSessionCookie('a=1; sid=abc; b=2')).toBe('abc');
    expect(readSessionCookie('a=1;sid="abc"')).toBe('abc');
    expect(readSessionCookie('xsid=1; sid=abc')).toBe('abc');
    expect(readSessionCookie('xsid=1')).toBeUndefined();
    expect(readSessionCookie(undefined)).toBeUndefined();
  });
});
