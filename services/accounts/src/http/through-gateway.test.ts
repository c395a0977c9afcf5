import type { AdminType } from '@shop/contracts';
import { createGateway, type RunningGateway } from '@shop/gateway';
import { createIdentitySigner, createLogger } from '@shop/service-kit';
import { testIdentityKeys } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../db/schema';
import { hashPassword } from '../domain/passwords';
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
    applications: { 'test-storefront': 'storefront', 'test-admin': 'admin' },
    log: createLogger('gateway-test', 'silent'),
    secureCookies: false,
    sessionCacheMs: 60_000,
  }).start(0);
});
afterAll(async () => {
  await gateway?.stop();
  await h?.stop();
});

function shopper(app = 'test-storefront') {
  const jar = {
    sid: undefined as string | undefined,
    async call(method: string, path: string, body?: unknown) {
      const headers: Record<string, string> = { authorization: `Bearer ${app}`, 'x-language': 'en' };
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

describe('staff through the gateway', () => {
  /** A staff member stored active with a password, signed in to the admin panel through the gateway. */
  async function staffPanel(adminType: AdminType) {
    const email = `${adminType}.${Date.now()}.${Math.random()}@zefir.example`;
    const password = 'haslo-pracownika-1';
    const [row] = await h.accounts.context.db
      .insert(customers)
      .values({ type: 'retail', role: 'ADMIN', adminType, email, passwordHash: await hashPassword(password) })
      .returning();
    const panel = shopper('test-admin');
    expect((await panel.call('POST', '/api/account/login', { username: email, password })).status).toBe(200);
    return { id: row!.id, panel };
  }

  it('a new type and a deactivation count from the member’s next call, despite a minute-long cache', async () => {
    const boss = await staffPanel('super_admin');
    const member = await staffPanel('admin');
    expect((await member.panel.call('GET', '/api/admin/admins')).status).toBe(200);

    const demoted = await boss.panel.call('PATCH', `/api/admin/admins/${member.id}`, { adminType: 'sales_employee' });
    expect(demoted).toMatchObject({ status: 200, body: { adminType: 'sales_employee' } });
    expect((await member.panel.call('GET', '/api/admin/admins')).status).toBe(403);
    expect((await member.panel.call('GET', '/api/account/me')).body.adminType).toBe('sales_employee');

    const off = await boss.panel.call('PATCH', `/api/admin/admins/${member.id}`, { state: 'inactive' });
    expect(off.status).toBe(200);
    expect((await member.panel.call('GET', '/api/admin/admins')).status).toBe(401);
    expect((await member.panel.call('GET', '/api/account/me')).body.role).toBe('GUEST');
    // The one who made the change stays signed in.
    expect((await boss.panel.call('GET', '/api/admin/admins')).status).toBe(200);
  });
});
