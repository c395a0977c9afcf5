import { apiRoutes } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileRoutes } from './route-table';
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

const staffSid = 's'.repeat(43);
/** What the back office's rows need: the admin panel's application id and a super admin's session. */
const asSuperAdmin = { authorization: `Bearer ${ADMIN}`, cookie: `sid=${staffSid}` };

beforeAll(async () => {
  fakes = await startFakeServices();
  fakes.sessions.set(staffSid, {
    sessionId: 'staff-session',
    customerId: 'staff-1',
    role: 'ADMIN',
    customerType: null,
    taxId: null,
    currency: null,
    adminType: 'super_admin',
    staffName: 'Anna Admin',
  });
  gateway = await startTestGateway(fakes);
});
afterAll(async () => {
  await gateway?.stop();
  await fakes?.stop();
});

const samples: Record<string, string> = { id: '42', provider: 'tpay', taxId: '1234567890', lang: 'en' };
const filled = (path: string) => path.replace(/:(\w+)/g, (_whole, name: string) => samples[name] ?? 'x');

describe('every route of the table', () => {
  it.each(apiRoutes.map((route) => [route.method, route.path, route] as const))(
    '%s %s reaches its service with method, path and query intact',
    async (method, path, route) => {
      const url = `${filled(path)}?page=2&filters%5Bstatus%5D=new&q=%C5%BC%C3%B3%C5%82w`;
      const hasBody = method !== 'GET' && method !== 'DELETE';
      const response = await gateway.call(url, {
        method,
        headers: {
          ...(hasBody ? { 'content-type': 'application/json' } : {}),
          ...(route.access === 'admin' ? asSuperAdmin : {}),
        },
        body: hasBody ? '{"a":1}' : undefined,
      });
      expect(response.status).toBe(200);
      const echo = (await response.json()) as Echo;
      expect(echo).toMatchObject({ service: route.service, method, url });
      expect(echo.bodyBytes).toBe(hasBody ? 7 : 0);
    },
  );

  it('sends the duplicate call with the COPY method', async () => {
    const response = await gateway.call('/api/orders/9', { method: 'COPY' });
    expect(await response.json()).toMatchObject({ service: 'orders', method: 'COPY', url: '/api/orders/9' });
  });

  it('prefers a fixed path to a parametric one and falls back for other methods', async () => {
    const preorder = (await (await gateway.call('/api/orders/status/preorder')).json()) as Echo;
    expect(preorder.url).toBe('/api/orders/status/preorder');
    const message = await gateway.call('/api/rma/message');
    expect(message.status).toBe(200);
    expect(((await message.json()) as Echo).service).toBe('rma');
  });

  it('answers HEAD where GET is routed', async () => {
    const response = await gateway.call('/api/catalog/products', { method: 'HEAD' });
    expect(response.status).toBe(200);
  });
});

describe('paths and methods the table does not have', () => {
  it('answers an unknown path with 404 in the error shape', async () => {
    for (const path of ['/api/nothing', '/api/orders/1/2/3', '/api/orders/', '/api/orders/..']) {
      const response = await gateway.call(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Nie znaleziono.' } });
    }
  });

  it('answers a known path with another method with 405 and Allow', async () => {
    const response = await gateway.call('/api/cart/checkout', { method: 'GET', headers: { 'x-language': 'en' } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await response.json()).toEqual({ error: { code: 'method_not_allowed', message: 'Method not allowed.' } });

    const order = await gateway.call('/api/orders/5', { method: 'PATCH' });
    expect(order.status).toBe(405);
    expect(order.headers.get('allow')).toBe('GET, PUT, DELETE, COPY, HEAD');
  });
});

describe('compileRoutes', () => {
  const table = compileRoutes(apiRoutes);

  it('matches every route of the table to itself', () => {
    for (const route of apiRoutes) {
      const match = table.match(route.method, filled(route.path));
      expect(match.kind === 'route' && match.route.method === route.method && match.route.service).toBe(route.service);
    }
  });

  it('tells 404 from 405', () => {
    expect(table.match('GET', '/api/none')).toEqual({ kind: 'none' });
    expect(table.match('POST', '/api/payments/tpay/notify')).toMatchObject({ kind: 'route' });
    expect(table.match('GET', '/api/payments/tpay/notify')).toEqual({ kind: 'method', allow: 'POST' });
    expect(table.match('POST', '/api/rma/message')).toMatchObject({
      kind: 'route',
      route: { path: '/api/rma/message' },
    });
    expect(table.match('GET', '/api/rma/message')).toMatchObject({ kind: 'route', route: { path: '/api/rma/:id' } });
    expect(table.match('DELETE', '/api/rma/message')).toEqual({ kind: 'method', allow: 'POST, GET, HEAD' });
  });
});
