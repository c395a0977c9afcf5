// Embedded mode (DESIGN §3): the gateway and every service in one Node process, each its own Koa app on
// its own port, one PGlite under .data/pglite/ with a schema per service (or, with EMBEDDED_SHARED_DATABASE=0,
// or in a data folder made before, a PGlite per service under .data/<service>/) and the in-process bus under
// .data/bus/.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { demoSignIns } from '@shop/accounts/seed';
import { startInsuranceSandbox } from '@shop/cms/insurance-sandbox';
import { type ServiceName, serviceNames } from '@shop/contracts';
import { createGateway } from '@shop/gateway';
import { gatewayOptionsFromConfig, loadGatewayConfig } from '@shop/gateway/config';
import { startKsefSandbox } from '@shop/orders/ksef-sandbox';
import { startPaymentSandbox } from '@shop/payments/sandbox';
import {
  ConfigError,
  createIdentitySigner,
  createLogger,
  generateIdentityKeys,
  type RunningService,
  startService,
} from '@shop/service-kit';
import { openSharedPglite, releaseBlankPgliteDataDir, type SharedPglite } from '@shop/service-kit/db';
import { createLocalBus } from '@shop/service-kit/events';
import { DataDirInUse, lockDataDir } from './lib/data-dir-lock';
import { loadServiceDefinitions } from './lib/services';

const startOrder: ServiceName[] = ['cms', ...serviceNames.filter((name) => name !== 'cms')];
const slowStartSeconds = 20;

export interface EmbeddedShop {
  url: string;
  services: Record<ServiceName, RunningService>;
  /** How long each service took to open its database, migrate, seed (first start) and listen. */
  startSeconds: Record<ServiceName, number>;
  stop(): Promise<void>;
}

/** Starts the whole shop in this process. Demo data is loaded on the first start of each database. */
export async function startEmbedded(env: Record<string, string | undefined> = process.env): Promise<EmbeddedShop> {
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  // Before anything opens the folder's databases or bus log: a second shop on it must not.
  const releaseDataDir = lockDataDir(dataDir);
  // Quiet by default: the terminal shows where the shop is, and problems.
  const level = env.LOG_LEVEL ?? 'warn';
  const log = createLogger('shop', level);
  const keys = await generateIdentityKeys();
  // Services sign their calls to each other's /internal routes with a key pair of their own.
  const serviceKeys = await generateIdentityKeys();
  const bus = createLocalBus({ dir: join(dataDir, 'bus'), log: log.child({ part: 'bus' }) });
  const definitions = await loadServiceDefinitions();
  // The insurer's verification service is played by a local sandbox unless a real one is set (DESIGN §8).
  const insuranceSandbox = env.INSURANCE_VERIFIER_URL ? undefined : await startInsuranceSandbox();
  // So are the payment providers, unless one of them is configured (README: configuration).
  const realProviders = env.TPAY_API_URL || env.POLCARD_URL || env.ERATY_URL || env.CA_URL;
  const paymentSandbox = realProviders ? undefined : await startPaymentSandbox();
  // And KSeF, the national e-invoicing system, unless KSEF_URL names a real one (README: configuration).
  // KSEF_SANDBOX_PORT fixes its port, so a demo or a journey can reach its /sandbox/control.
  const ksefSandbox = env.KSEF_URL ? undefined : await startKsefSandbox({ port: Number(env.KSEF_SANDBOX_PORT ?? 0) });
  const serviceEnv: Record<string, string | undefined> = {
    ...env,
    DATA_DIR: dataDir,
    IDENTITY_PUBLIC_KEY: keys.publicKey,
    SERVICE_PUBLIC_KEY: serviceKeys.publicKey,
    SERVICE_PRIVATE_KEY: serviceKeys.privateKey,
    DATABASE_URL: '',
    NATS_URL: '',
    INSURANCE_VERIFIER_URL: env.INSURANCE_VERIFIER_URL || insuranceSandbox?.url,
    ...paymentSandbox?.env(),
    ...ksefSandbox?.env(),
  };

  const shared = env.EMBEDDED_SHARED_DATABASE === '0' ? undefined : await openSharedDatabase(dataDir, log);
  const services = {} as Record<ServiceName, RunningService>;
  const startSeconds = {} as Record<ServiceName, number>;
  const seededDir = join(dataDir, 'seeded');
  mkdirSync(seededDir, { recursive: true });
  // Started one after another: PGlite opening is CPU-bound and two cores gain nothing from racing. cms comes
  // first: it owns the shop settings every other service reads as it starts (before, they asked cms's default
  // port, waited for a refusal and ran on defaults until a retry 5 s later).
  for (const name of startOrder) {
    const marker = join(seededDir, name);
    const seed = !existsSync(marker);
    const started = performance.now();
    services[name] = await startService(definitions[name], {
      env: serviceEnv,
      port: 0,
      bus,
      database: shared?.handle(name, definitions[name].schema),
      log: createLogger(name, level),
      seed,
    });
    if (seed) writeFileSync(marker, new Date().toISOString());
    const seconds = (performance.now() - started) / 1000;
    startSeconds[name] = seconds;
    if (seconds > slowStartSeconds)
      log.warn({ service: name, seconds, seed }, 'slow start: the machine is busy or the data folder is large');
    // Every service reads the others' addresses when it calls, so the ones started later are found too.
    serviceEnv[`${name.toUpperCase()}_URL`] = services[name].url;
  }
  // A first start copied every new database from one blank data directory; it is not needed any more.
  releaseBlankPgliteDataDir();

  const config = loadGatewayConfig({
    ...env,
    IDENTITY_PRIVATE_KEY: keys.privateKey,
    ...Object.fromEntries(serviceNames.map((name) => [`${name.toUpperCase()}_URL`, services[name].url])),
  });
  const gateway = createGateway(
    gatewayOptionsFromConfig(config, await createIdentitySigner(keys.privateKey), createLogger('gateway', level)),
  );
  const running = await gateway.start(config.GATEWAY_PORT, config.HOST);
  // Payment providers call back and send shoppers back through the shop's public address.
  serviceEnv.PUBLIC_URL ||= running.url;

  let stopping: Promise<void> | undefined;
  return {
    url: running.url,
    services,
    startSeconds,
    stop() {
      stopping ??= (async () => {
        await running.stop();
        for (const name of [...serviceNames].reverse()) await services[name].stop();
        await shared?.close();
        await bus.close();
        await insuranceSandbox?.stop();
        await paymentSandbox?.stop();
        await ksefSandbox?.stop();
        releaseDataDir();
      })();
      return stopping;
    },
  };
}

/**
 * One PGlite for every service, a schema each: half the memory of a PGlite per service. It is one
 * connection, so no transaction may wait for another service (db/transaction-guard.ts refuses such a call;
 * docs/decisions/service-runtime-and-databases.md). A data folder made with a PGlite per service keeps them.
 */
async function openSharedDatabase(
  dataDir: string,
  log: ReturnType<typeof createLogger>,
): Promise<SharedPglite | undefined> {
  const sharedDir = join(dataDir, 'pglite');
  const before = serviceNames.filter((name) => existsSync(join(dataDir, name, 'PG_VERSION')));
  if (before.length > 0 && !existsSync(join(sharedDir, 'PG_VERSION'))) {
    log.warn(
      { dataDir, services: before },
      'this data folder keeps a database per service, which takes more memory than one shared database: to ' +
        'use one, stop the shop, move the folder away (or set DATA_DIR to a new one) and start again (the demo ' +
        'data is loaded again; what you added is not moved)',
    );
    return undefined;
  }
  return openSharedPglite(sharedDir);
}

async function main() {
  const started = performance.now();
  let shop: EmbeddedShop;
  try {
    shop = await startEmbedded();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirInUse) {
      console.error(error.message);
      process.exit(1);
    }
    if ((error as { code?: string }).code === 'EADDRINUSE') {
      console.error('The gateway port is taken: is the shop already running? Set GATEWAY_PORT to use another.');
      process.exit(1);
    }
    throw error;
  }
  const lines = [
    '',
    `  The shop is running: ${shop.url}/pl/  (English: ${shop.url}/en/)`,
    `  API document:        ${shop.url}/api/docs`,
    `  Health:              ${shop.url}/health/all`,
    `  E-mails:             written to ${join(resolve(process.env.DATA_DIR ?? '.data'), 'mail')}/ as .eml files`,
    ...demoSignIns(process.env),
    `  Started in ${((performance.now() - started) / 1000).toFixed(1)} s; slowest: ${slowest(shop.startSeconds)}`,
    '  Stop with Ctrl+C.',
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  const shutdown = () => {
    shop.stop().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

function slowest(seconds: Record<string, number>): string {
  return Object.entries(seconds)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 3)
    .map(([name, value]) => `${name} ${value.toFixed(1)} s`)
    .join(', ');
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
