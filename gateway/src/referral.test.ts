import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Echo, type FakeServices, startFakeServices, startTestGateway, type TestGateway } from './test-support';

// SPEC §9: the referral query parameter 'ref' is stored in a cookie lasting 31 days; the order carries it.

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

const refCookies = (response: Response) => response.headers.getSetCookie().filter((c) => c.startsWith('ref='));

describe('referral codes', () => {
  it('are kept for 31 days from any storefront page that carries ?ref=', async () => {
    const response = await gateway.call('/pl/kategoria/59/rowery-elektryczne?ref=PARTNER-7');
    expect(refCookies(response)).toEqual(['ref=PARTNER-7; Max-Age=2678400; Path=/; SameSite=Lax; HttpOnly']);
  });

  it('survive the redirect from the bare address to the Polish home page', async () => {
    const response = await gateway.call('/?ref=PARTNER-7', { redirect: 'manual' });
    expect(response.headers.get('location')).toBe('/pl/?ref=PARTNER-7');
  });

  it('are ignored when they are not a plain code', async () => {
    for (const ref of ['%3Cscript%3E', 'a;b', 'x'.repeat(65), '']) {
      const response = await gateway.call(`/en/?ref=${ref}`);
      expect(refCookies(response)).toEqual([]);
    }
  });

  it('reach the orders service as a header, and no other service; the cookie itself never leaves', async () => {
    const headers = { cookie: 'theme=dark; ref=PARTNER-7' };
    const toOrders = (await (await gateway.call('/api/orders', { headers })).json()) as Echo;
    expect(toOrders.headers['x-shop-referral']).toBe('PARTNER-7');
    expect(toOrders.headers.cookie).toBeUndefined();
    const toCatalog = (await (await gateway.call('/api/catalog/products', { headers })).json()) as Echo;
    expect(toCatalog.headers['x-shop-referral']).toBeUndefined();
  });

  it('are not passed on when the cookie holds something that is not a code', async () => {
    const echo = (await (await gateway.call('/api/orders', { headers: { cookie: 'ref=a%20b' } })).json()) as Echo;
    expect(echo.headers['x-shop-referral']).toBeUndefined();
  });
});
