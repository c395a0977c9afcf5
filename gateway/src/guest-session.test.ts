import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Echo, type FakeServices, startFakeServices, startTestGateway, type TestGateway } from './test-support';

// SPEC §9: a session cookie is created when missing. The gateway asks accounts for a guest session when a
// storefront call that needs one (the current user, the cart) arrives without a known sid.

let fakes: FakeServices;
let gateway: TestGateway;

beforeAll(async () => {
  fakes = await startFakeServices();
  gateway = await startTestGateway(fakes, { secureCookies: false });
});
afterAll(async () => {
  await gateway?.stop();
  await fakes?.stop();
});

const sidCookies = (response: Response) => response.headers.getSetCookie().filter((c) => c.startsWith('sid='));

describe('guest sessions', () => {
  it('start on the first call for the current user and are used for that very call', async () => {
    const response = await gateway.call('/api/account/me');
    const token = fakes.guests.at(-1)!;
    expect(sidCookies(response)).toEqual([`sid=${token}; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax`]);
    const echo = (await response.json()) as Echo;
    expect(echo.identity).toEqual({
      app: 'storefront',
      role: 'GUEST',
      sessionId: fakes.sessions.get(token)!.sessionId,
    });
  });

  it('are remembered: the next call with the new cookie neither asks accounts nor starts another', async () => {
    await gateway.call('/api/cart');
    const token = fakes.guests.at(-1)!;
    const [guests, resolutions] = [fakes.guests.length, fakes.resolutions.count];
    const next = await gateway.call('/api/cart/items', { headers: { cookie: `sid=${token}` } });
    expect(sidCookies(next)).toEqual([]);
    expect(((await next.json()) as Echo).identity?.sessionId).toBe(fakes.sessions.get(token)!.sessionId);
    expect([fakes.guests.length, fakes.resolutions.count]).toEqual([guests, resolutions]);
  });

  it('are not started for catalogue and content calls, nor for the admin application', async () => {
    const before = fakes.guests.length;
    for (const path of ['/api/catalog/products', '/api/config', '/api/cms/news']) {
      const response = await gateway.call(path);
      expect(sidCookies(response), path).toEqual([]);
    }
    const admin = await gateway.call('/api/account/me', { headers: { authorization: 'Bearer test-admin' } });
    expect(sidCookies(admin)).toEqual([]);
    expect(fakes.guests.length).toBe(before);
  });

  it('carry Secure outside development', async () => {
    const secure = await startTestGateway(fakes);
    try {
      const cookie = sidCookies(await secure.call('/api/account/me'))[0]!;
      expect(cookie.split('; ')).toContain('Secure');
    } finally {
      await secure.stop();
    }
  });

  it('give way to the sid a service sets itself, and keep its other cookies', async () => {
    const response = await gateway.call('/api/account/me?with-cookie');
    expect(response.headers.getSetCookie()).toEqual(['sid=new-session; HttpOnly', 'ref=abc']);
  });

  it('are skipped while accounts is away: the call goes on as a guest without a cookie', async () => {
    const down = await startTestGateway(fakes, { services: { ...fakes.urls, accounts: 'http://127.0.0.1:9' } });
    try {
      const response = await down.call('/api/cart');
      expect(response.status).toBe(200);
      expect(sidCookies(response)).toEqual([]);
      expect(((await response.json()) as Echo).identity).toEqual({ app: 'storefront', role: 'GUEST' });
    } finally {
      await down.stop();
    }
  });
});
