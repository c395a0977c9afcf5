import { createGateway, type RunningGateway } from '@shop/gateway';
import { createIdentitySigner, createLogger } from '@shop/service-kit';
import { testIdentityKeys } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, newCustomer, startAccounts } from '../test-harness';

// The session cookie's whole path: the real gateway in front of the real accounts service, a browser that
// keeps the cookies it is given. The gateway starts guest sessions, passes sign-in cookies on and forgets
// what it cached about a session the moment accounts replaces it.

let h: Harness;
let gateway: RunningGateway;
const unreachable = 'http://127.0.0.1:9';

beforeAll(async () => {
  h = await startAccounts();
  const { privateKey } = await testIdentityKeys();
  const services = { accounts: h.accounts.url } as Record<string, string>;
  for (const name of ['catalog', 'orders', 'payments', 'rma', 'cms', 'documents', 'notifications'])
    services[name] = unreachable;
  gateway = await createGateway({
    services: services as Parameters<typeof createGateway>[0]['services'],
    signer: await createIdentitySigner(privateKey),
    applications: { 'test-storefront': 'storefront' },
    log: createLogger('gateway-test', 'silent'),
    secureCookies: false,
    sessionCacheMs: 60_000,
  }).start(0);
});
afterAll(async () => {
  await gateway?.stop();
  await h?.stop();
});

function shopper() {
  const jar = {
    sid: undefined as string | undefined,
    async call(method: string, path: string, body?: unknown) {
      const headers: Record<string, string> = { authorization: 'Bearer test-storefront', 'x-language': 'en' };
      if (jar.sid) headers.cookie = `sid=${jar.sid}`;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${gateway.url}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const sids = response.headers.getSetCookie().filter((cookie) => cookie.startsWith('sid='));
      expect(sids.length, 'at most one sid cookie per answer').toBeLessThanOrEqual(1);
      if (sids[0]) jar.sid = sids[0].slice(4, sids[0].indexOf(';'));
      return { status: response.status, body: await response.json(), setsSid: sids.length === 1 };
    },
  };
  return jar;
}

describe('sessions through the gateway', () => {
  it('a first visit gets a guest session, registration replaces it, signing out ends it at once', async () => {
    const anna = shopper();
    const first = await anna.call('GET', '/api/account/me');
    expect(first).toMatchObject({ status: 200, setsSid: true, body: { role: 'GUEST' } });
    const guestSid = anna.sid!;
    expect((await anna.call('GET', '/api/account/me')).setsSid).toBe(false);

    const registered = await anna.call('POST', '/api/account/register', newCustomer({ firstName: 'Anna' }));
    expect(registered).toMatchObject({ status: 201, setsSid: true, body: { role: 'CUSTOMER', firstName: 'Anna' } });
    const customerSid = anna.sid!;
    expect(customerSid).not.toBe(guestSid);
    expect((await anna.call('GET', '/api/account/me')).body.role).toBe('CUSTOMER');

    const address = await anna.call('POST', '/api/account/addresses', {
      alias: 'Dom',
      type: 'person',
      firstName: 'Anna',
      lastName: 'Nowak',
      street: 'ul. Długa 1',
      zipCode: '00-001',
      city: 'Warszawa',
    });
    expect(address).toMatchObject({ status: 201, body: { isDefault: true } });

    // The planted or stolen guest cookie is worth nothing now: it gets a brand-new guest session.
    const old = shopper();
    old.sid = guestSid;
    expect(await old.call('GET', '/api/account/me')).toMatchObject({ setsSid: true, body: { role: 'GUEST' } });

    const out = await anna.call('GET', '/api/account/logout');
    expect(out).toMatchObject({ status: 200, setsSid: true, body: { role: 'GUEST' } });
    // Even with a minute-long cache the signed-out cookie is a guest right away.
    const stale = shopper();
    stale.sid = customerSid;
    expect((await stale.call('GET', '/api/account/me')).body.role).toBe('GUEST');
    expect((await stale.call('GET', '/api/account/addresses')).status).toBe(401);
  });

  it('signing in without any cookie sets exactly one, and the next call is the customer', async () => {
    const input = newCustomer();
    await shopper().call('POST', '/api/account/register', input);
    const jan = shopper();
    const signedIn = await jan.call('POST', '/api/account/login', { username: input.email, password: input.password });
    expect(signedIn).toMatchObject({ status: 200, setsSid: true });
    expect((await jan.call('GET', '/api/account/me')).body.email).toBe(input.email);
  });
});
