import { AdminType, type ApiRoute, apiRoutes, IDENTITY_HEADER, type Identity, mayDo } from '@shop/contracts';
import type { IdentitySigner } from '@shop/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from './gateway';
import { ADMIN_APP, STOREFRONT_APP, startWholeShop, type WholeShop } from './whole-shop.testing';

// Issue 12: "each of the 12 admin types gets exactly the answer the matrix gives it". The real gateway in
// front of the real services that own admin rows (in-memory PGlite, demo data), and real sign-ins: the
// demo staff member of every admin type, a customer, a dealer, and a guest. Every admin row of the route
// table is called; a type the matrix refuses gets 403, a type it admits never 401 or 403 (whatever else
// the row answers to the empty body and the made-up id it is sent). The table drives it: a row a later
// issue adds is checked here without touching this file. (admin-access.test.ts checks the gateway alone
// with fake services; service-kit's routesOn makes each service check again.)

const STOREFRONT = STOREFRONT_APP;
const ADMIN = ADMIN_APP;
const adminRows = apiRoutes.filter((route) => route.access === 'admin');
/** The demo staff (services/accounts/src/seed.ts), one of every admin type. */
let demoStaff: Record<AdminType, { email: string }>;

let shop: WholeShop;
let gateway: RunningGateway;
let signer: IdentitySigner;
let services: WholeShop['services'];
const cookies = new Map<string, string>();

beforeAll(async () => {
  demoStaff = (await import('@shop/accounts/seed')).demoStaff;
  // Accounts (sign-in) and every service that owns an admin row; the others are never reached.
  shop = await startWholeShop({ only: ['accounts', ...adminRows.map((route) => route.service)] });
  ({ gateway, signer, services } = shop);
  for (const type of AdminType.options) cookies.set(type, await shop.signIn(demoStaff[type].email));
  cookies.set('customer', await shop.signIn('anna.kowalska@example.pl'));
  cookies.set('dealer', await shop.signIn('zamowienia@rowery-nowak.pl'));
}, 180_000);

afterAll(() => shop?.stop());

/** The row's path with a made-up id, and an empty JSON body where it takes one. */
async function call(route: ApiRoute, app: string, who?: string) {
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const cookie = who ? cookies.get(who) : undefined;
  const answer = await fetch(`${gateway.url}${route.path.replace(/:(\w+)/g, '42')}`, {
    method: route.method,
    headers: {
      authorization: `Bearer ${app}`,
      ...(cookie ? { cookie } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    body: hasBody ? '{}' : undefined,
  });
  const text = await answer.text();
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
  } catch {}
  return { status: answer.status, code };
}

describe('every admin row through the gateway and the real services', () => {
  it('signs in the demo staff of all 12 admin types', () => {
    expect([...cookies.keys()]).toEqual([...AdminType.options, 'customer', 'dealer']);
  });

  it.each(adminRows.map((route) => [route.method, route.path, route] as const))(
    '%s %s: 403 exactly where the matrix says no; customer, dealer, guest and storefront refused',
    { timeout: 60_000 },
    async (_method, _path, route) => {
      const permission = route.permission!;
      for (const type of AdminType.options) {
        const answer = await call(route, ADMIN, type);
        if (mayDo(type, permission)) {
          expect([401, 403], `${type} holds ${permission}: ${answer.status} ${answer.code}`).not.toContain(
            answer.status,
          );
          expect(answer.status, `${type}: ${answer.code}`).toBeLessThan(500);
        } else {
          expect(answer, `${type} lacks ${permission}`).toEqual({ status: 403, code: 'forbidden' });
        }
      }
      expect(await call(route, ADMIN, 'customer'), 'customer').toEqual({ status: 403, code: 'forbidden' });
      expect(await call(route, ADMIN, 'dealer'), 'dealer').toEqual({ status: 403, code: 'forbidden' });
      expect((await call(route, ADMIN)).status, 'guest').toBe(401);
      expect(await call(route, STOREFRONT, 'super_admin'), 'storefront app').toEqual({
        status: 403,
        code: 'forbidden',
      });
    },
  );

  // DESIGN §9: the service decides, not the gateway. Called directly, as if the gateway were bypassed or
  // wrong, each service still refuses what the matrix refuses, and an identity nobody signed.
  it.each(adminRows.map((route) => [route.method, route.path, route] as const))(
    '%s %s: the owning service checks the permission itself',
    async (_method, _path, route) => {
      const direct = async (identity: Identity | undefined, forged = false) => {
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
        const header = identity ? await signer.sign(identity) : undefined;
        const answer = await fetch(`${services[route.service]!.url}${route.path.replace(/:(\w+)/g, '42')}`, {
          method: route.method,
          headers: {
            ...(header ? { [IDENTITY_HEADER]: forged ? `${header.slice(0, -4)}AAAA` : header } : {}),
            ...(hasBody ? { 'content-type': 'application/json' } : {}),
          },
          body: hasBody ? '{}' : undefined,
        });
        await answer.arrayBuffer();
        return answer.status;
      };
      const staff = (adminType: AdminType): Identity => ({
        app: 'admin',
        role: 'ADMIN',
        customerId: crypto.randomUUID(),
        adminType,
        staffName: adminType,
      });
      for (const type of AdminType.options) {
        const status = await direct(staff(type));
        if (mayDo(type, route.permission!)) expect([401, 403], type).not.toContain(status);
        else expect(status, type).toBe(403);
      }
      expect(await direct({ ...staff('super_admin'), app: 'storefront' }), 'storefront app').toBe(403);
      expect(await direct({ app: 'admin', role: 'CUSTOMER', customerId: crypto.randomUUID() }), 'customer').toBe(403);
      expect(await direct(staff('super_admin'), true), 'forged signature').toBe(401);
      expect(await direct(undefined), 'no identity').toBe(401);
    },
  );

  it('reaches the owning service (the admins list answers its demo staff)', async () => {
    const answer = await fetch(`${gateway.url}/api/admin/admins?limit=50`, {
      headers: { authorization: `Bearer ${ADMIN}`, cookie: cookies.get('super_admin')! },
    });
    expect(answer.status).toBe(200);
    const list = (await answer.json()) as { items: { email: string }[] };
    for (const member of Object.values(demoStaff)) expect(list.items.map((item) => item.email)).toContain(member.email);
  });
});
