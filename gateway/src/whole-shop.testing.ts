import { type ServiceName, serviceNames } from '@shop/contracts';
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
import { gatewayOptionsFromConfig, loadGatewayConfig } from './config';
import { createGateway, type RunningGateway } from './gateway';

// The real gateway in front of real services (in-memory PGlite, the in-process bus, demo data) for the tests
// that walk the whole route table: the fuzz test and the back office's full-stack permission test. Like
// scripts/embedded.ts, every service reads one env object, so the addresses of the services started later
// reach the ones started before them. Rate limits are out of the way: limits.test.ts tests them.

export const STOREFRONT_APP = 'shop-storefront';
export const ADMIN_APP = 'shop-admin';
/** The demo data's password (services/accounts/src/seed.ts). */
export const DEMO_PASSWORD = 'rower-demo-2026';

const definitions: Record<ServiceName, () => Promise<unknown>> = {
  accounts: async () => (await import('@shop/accounts')).accountsService,
  catalog: async () => (await import('@shop/catalog')).catalogService,
  orders: async () => (await import('@shop/orders')).ordersService,
  payments: async () => (await import('@shop/payments')).paymentsService,
  rma: async () => (await import('@shop/rma')).rmaService,
  cms: async () => (await import('@shop/cms')).cmsService,
  documents: async () => (await import('@shop/documents')).documentsService,
  notifications: async () => (await import('@shop/notifications')).notificationsService,
  warehouse: async () => (await import('@shop/warehouse')).warehouseService,
};

export interface WholeShop {
  gateway: RunningGateway;
  /** The services started (all of them unless `only` said otherwise). */
  services: Partial<Record<ServiceName, RunningService>>;
  /** Signs identities as the gateway does, for calling a service directly. */
  signer: IdentitySigner;
  /** Signs `username` in with the demo password through the gateway; answers the `sid=…` cookie. */
  signIn(username: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startWholeShop(
  options: {
    /** Start only these (the others' addresses lead nowhere); every service when left out. */
    only?: ServiceName[];
    /** Also start the payment providers' and the insurer's sandboxes. */
    sandboxes?: boolean;
  } = {},
): Promise<WholeShop> {
  const closers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const close of closers.splice(0)) await close();
  };
  try {
    const keys = await testIdentityKeys();
    const serviceKeys = await testServiceKeys();
    const signer = await createIdentitySigner(keys.privateKey);
    const bus = createLocalBus({ log: createLogger('whole-shop', 'silent') });
    closers.push(() => bus.close());
    const env: Record<string, string | undefined> = {
      IDENTITY_PUBLIC_KEY: keys.publicKey,
      SERVICE_PUBLIC_KEY: serviceKeys.publicKey,
      SERVICE_PRIVATE_KEY: serviceKeys.privateKey,
    };
    if (options.sandboxes) {
      const { startPaymentSandbox } = await import('@shop/payments/sandbox');
      const { startInsuranceSandbox } = await import('@shop/cms/insurance-sandbox');
      const payments = await startPaymentSandbox();
      const insurance = await startInsuranceSandbox();
      closers.push(
        () => payments.stop(),
        () => insurance.stop(),
      );
      Object.assign(env, { INSURANCE_VERIFIER_URL: insurance.url, ...payments.env() });
    }
    const wanted = new Set(options.only ?? serviceNames);
    for (const name of serviceNames) env[`${name.toUpperCase()}_URL`] = 'http://127.0.0.1:9';

    const services: WholeShop['services'] = {};
    for (const name of serviceNames.filter((candidate) => wanted.has(candidate))) {
      const definition = (await definitions[name]()) as ServiceDefinition;
      const database = await openTestDatabase({ schema: definition.schema });
      const service = await startService(definition, {
        env,
        port: 0,
        database,
        bus,
        log: createLogger(name, 'silent'),
        seed: true,
      });
      services[name] = service;
      closers.unshift(async () => {
        await service.stop();
        await database.close();
      });
      env[`${name.toUpperCase()}_URL`] = service.url;
    }

    const config = loadGatewayConfig({
      IDENTITY_PRIVATE_KEY: keys.privateKey,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_AUTH: '100000/1m',
      RATE_LIMIT_FORMS: '100000/1m',
      RATE_LIMIT_ADMIN: '100000/1m',
      ...Object.fromEntries(
        serviceNames.map((name) => [`${name.toUpperCase()}_URL`, env[`${name.toUpperCase()}_URL`]]),
      ),
    });
    const gateway = await createGateway(
      gatewayOptionsFromConfig(config, signer, createLogger('gateway', 'silent')),
    ).start(0);
    closers.unshift(() => gateway.stop());

    async function signIn(username: string): Promise<string> {
      const login = await fetch(`${gateway.url}/api/account/login`, {
        method: 'POST',
        headers: { authorization: `Bearer ${STOREFRONT_APP}`, 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: DEMO_PASSWORD }),
      });
      await login.arrayBuffer();
      if (login.status !== 200) throw new Error(`signing in as ${username}: ${login.status}`);
      const cookie = login.headers.getSetCookie().find((line) => line.startsWith('sid='));
      if (!cookie) throw new Error(`signing in as ${username}: no session cookie`);
      return cookie.split(';')[0]!;
    }
    return { gateway, services, signer, signIn, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
