import {
  AdminType,
  type ApiRoute,
  apiRoutes,
  IDENTITY_HEADER,
  type Identity,
  mayDo,
  type ServiceName,
  serviceNames,
} from '@shop/contracts';
import {
  createIdentitySigner,
  createLogger,
  type IdentitySigner,
  type RunningService,
  type ServiceDefinition,
  startService,
} from '@shop/service-kit';
import { createLocalBus } from '@shop/service-kit/events';
import { openTestDatabase, testIdentityKeys, testServiceKeys } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayOptionsFromConfig, loadGatewayConfig } from './config';
import { createGateway, type RunningGateway } from './gateway';

// Issue 12: "each of the 12 admin types gets exactly the answer the matrix gives it". The real gateway in
// front of the real services that own admin rows (in-memory PGlite, demo data), and real sign-ins: the
// demo staff member of every admin type, a customer, a dealer, and a guest. Every admin row of the route
// table is called; a type the matrix refuses gets 403, a type it admits never 401 or 403 (whatever else
// the row answers to the empty body and the made-up id it is sent). The table drives it: a row a later
// issue adds is checked here without touching this file. (admin-access.test.ts checks the gateway alone
// with fake services; service-kit's routesOn makes each service check again.)

const STOREFRONT = 'shop-storefront';
const ADMIN = 'shop-admin';
const PASSWORD = 'rower-demo-2026';
const adminRows = apiRoutes.filter((route) => route.access === 'admin');
/** The demo staff (services/accounts/src/seed.ts), one of every admin type. */
let demoStaff: Record<AdminType, { email: string }>;

const services = {} as Record<ServiceName, RunningService>;
const closers: (() => Promise<void>)[] = [];
let gateway: RunningGateway;
let signer: IdentitySigner;
const cookies = new Map<string, string>();

async function startShop() {
  const keys = await testIdentityKeys();
  signer = await createIdentitySigner(keys.privateKey);
  const serviceKeys = await testServiceKeys();
  const bus = createLocalBus({ log: createLogger('permissions', 'silent') });
  closers.push(() => bus.close());
  const env: Record<string, string | undefined> = {
    IDENTITY_PUBLIC_KEY: keys.publicKey,
    SERVICE_PUBLIC_KEY: serviceKeys.publicKey,
    SERVICE_PRIVATE_KEY: serviceKeys.privateKey,
  };
  const load: Record<ServiceName, () => Promise<ServiceDefinition>> = {
    accounts: async () => (await import('@shop/accounts')).accountsService as ServiceDefinition,
    catalog: async () => (await import('@shop/catalog')).catalogService as ServiceDefinition,
    orders: async () => (await import('@shop/orders')).ordersService as ServiceDefinition,
    payments: async () => (await import('@shop/payments')).paymentsService as ServiceDefinition,
    rma: async () => (await import('@shop/rma')).rmaService as ServiceDefinition,
    cms: async () => (await import('@shop/cms')).cmsService as ServiceDefinition,
    documents: async () => (await import('@shop/documents')).documentsService as ServiceDefinition,
    notifications: async () => (await import('@shop/notifications')).notificationsService as ServiceDefinition,
  } as Record<ServiceName, () => Promise<ServiceDefinition>>;
  // Accounts (sign-in) and every service that owns an admin row; the others are never reached.
  const needed = new Set<ServiceName>(['accounts', ...adminRows.map((route) => route.service)]);
  const unreachable = 'http://127.0.0.1:9';
  for (const name of serviceNames) env[`${name.toUpperCase()}_URL`] = unreachable;
  for (const name of serviceNames.filter((candidate) => needed.has(candidate))) {
    const definition = await load[name]();
    const database = await openTestDatabase({ schema: definition.schema });
    services[name] = await startService(definition, {
      env,
      port: 0,
      database,
      bus,
      log: createLogger(name, 'silent'),
      seed: true,
    });
    closers.unshift(async () => {
      await services[name].stop();
      await database.close();
    });
    env[`${name.toUpperCase()}_URL`] = services[name].url;
  }
  const config = loadGatewayConfig({
    IDENTITY_PRIVATE_KEY: keys.privateKey,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AUTH: '100000/1m',
    RATE_LIMIT_ADMIN: '100000/1m',
    ...Object.fromEntries(serviceNames.map((name) => [`${name.toUpperCase()}_URL`, env[`${name.toUpperCase()}_URL`]])),
  });
  gateway = await createGateway(gatewayOptionsFromConfig(config, signer, createLogger('gateway', 'silent'))).start(0);
  closers.unshift(() => gateway.stop());
}

async function signIn(username: string): Promise<string> {
  const login = await fetch(`${gateway.url}/api/account/login`, {
    method: 'POST',
    headers: { authorization: `Bearer ${STOREFRONT}`, 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  expect(login.status, username).toBe(200);
  return login.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('sid='))!
    .split(';')[0]!;
}

beforeAll(async () => {
  demoStaff = (await import('@shop/accounts/seed')).demoStaff;
  await startShop();
  for (const type of AdminType.options) cookies.set(type, await signIn(demoStaff[type].email));
  cookies.set('customer', await signIn('anna.kowalska@example.pl'));
  cookies.set('dealer', await signIn('zamowienia@rowery-nowak.pl'));
}, 180_000);

afterAll(async () => {
  for (const close of closers) await close();
});

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
        const answer = await fetch(`${services[route.service].url}${route.path.replace(/:(\w+)/g, '42')}`, {
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
