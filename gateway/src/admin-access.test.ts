import { AdminType, apiRoutes, mayDo, type SessionResolution } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  type FakeServices,
  STOREFRONT,
  startFakeServices,
  startTestGateway,
  type TestGateway,
} from './test-support';

// The gateway's half of DESIGN §9: /api/admin/* only from the admin panel, only for staff whose admin type
// holds the row's permission. Every admin row of the table is walked, so a row a later issue adds is
// checked without touching this file. (Each service checks again: service-kit's routesOn, and the
// table-driven test through the real services.)

let fakes: FakeServices;
let gateway: TestGateway;

const adminRows = apiRoutes.filter((route) => route.access === 'admin');
const sidOf = (who: string) => `${who}-`.padEnd(43, 'x');
const session = (who: string, extra: Partial<SessionResolution>): SessionResolution => ({
  sessionId: `${who}-session`,
  customerId: `${who}-id`,
  role: 'CUSTOMER',
  customerType: 'retail',
  taxId: null,
  currency: null,
  adminType: null,
  staffName: null,
  ...extra,
});

beforeAll(async () => {
  fakes = await startFakeServices();
  for (const type of AdminType.options) {
    fakes.sessions.set(
      sidOf(type),
      session(type, { role: 'ADMIN', customerType: null, adminType: type, staffName: type }),
    );
  }
  fakes.sessions.set(sidOf('customer'), session('customer', {}));
  fakes.sessions.set(sidOf('dealer'), session('dealer', { customerType: 'b2b', taxId: '5260250274' }));
  gateway = await startTestGateway(fakes, { rateLimits: { admin: { max: 100_000, windowMs: 60_000 } } });
});
afterAll(async () => {
  await gateway?.stop();
  await fakes?.stop();
});

const filled = (path: string) => path.replace(/:(\w+)/g, '42');
async function statusOf(route: (typeof adminRows)[number], app: string, who?: string): Promise<number> {
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const response = await gateway.call(filled(route.path), {
    method: route.method,
    headers: {
      authorization: `Bearer ${app}`,
      ...(who ? { cookie: `sid=${sidOf(who)}` } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    body: hasBody ? '{}' : undefined,
  });
  await response.arrayBuffer();
  return response.status;
}

describe('the back office through the gateway', () => {
  it('has admin rows, each naming its permission', () => {
    expect(adminRows.length).toBeGreaterThan(0);
    for (const route of adminRows) expect(route.permission, `${route.method} ${route.path}`).toBeTruthy();
  });

  it.each(adminRows.map((route) => [route.method, route.path, route] as const))(
    '%s %s: each admin type gets what the matrix gives it; nobody else gets in',
    async (_method, _path, route) => {
      for (const type of AdminType.options) {
        const expected = mayDo(type, route.permission!) ? 200 : 403;
        expect(await statusOf(route, ADMIN, type), type).toBe(expected);
      }
      expect(await statusOf(route, ADMIN), 'guest').toBe(401);
      expect(await statusOf(route, ADMIN, 'customer'), 'customer').toBe(403);
      expect(await statusOf(route, ADMIN, 'dealer'), 'dealer').toBe(403);
      expect(await statusOf(route, STOREFRONT, 'super_admin'), 'storefront app id').toBe(403);
    },
  );

  it('limits back-office calls per client address, with Retry-After', async () => {
    const limited = await startTestGateway(fakes, { rateLimits: { admin: { max: 2, windowMs: 60_000 } } });
    try {
      const list = () =>
        limited.call('/api/admin/admins', {
          headers: { authorization: `Bearer ${ADMIN}`, cookie: `sid=${sidOf('super_admin')}` },
        });
      expect((await list()).status).toBe(200);
      expect((await list()).status).toBe(200);
      const refused = await list();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.stop();
    }
  });
});
