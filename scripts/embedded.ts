// Embedded mode (DESIGN §3): the gateway and every service in one Node process, each its own Koa app on
// its own port, PGlite databases under .data/<service>/ and the in-process bus under .data/bus/.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { demoSignIns } from '@shop/accounts/seed';
import { startInsuranceSandbox } from '@shop/cms/insurance-sandbox';
import { type ServiceName, serviceNames } from '@shop/contracts';
import { createGateway } from '@shop/gateway';
import { gatewayOptionsFromConfig, loadGatewayConfig } from '@shop/gateway/config';
import { startPaymentSandbox } from '@shop/payments/sandbox';
import {
  ConfigError,
  createIdentitySigner,
  createLogger,
  generateIdentityKeys,
  type RunningService,
  startService,
} from '@shop/service-kit';
import { createLocalBus } from '@shop/service-kit/events';
import { loadServiceDefinitions } from './lib/services';

export interface EmbeddedShop {
  url: string;
  services: Record<ServiceName, RunningService>;
  stop(): Promise<void>;
}

/** Starts the whole shop in this process. Demo data is loaded on the first start of each database. */
export async function startEmbedded(env: Record<string, string | undefined> = process.env): Promise<EmbeddedShop> {
  const dataDir = resolve(env.DATA_DIR ?? '.data');
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
  };

  const services = {} as Record<ServiceName, RunningService>;
  const seededDir = join(dataDir, 'seeded');
  mkdirSync(seededDir, { recursive: true });
  // Started one after another: PGlite opening is CPU-bound and two cores gain nothing from racing.
  for (const name of serviceNames) {
    const marker = join(seededDir, name);
    const seed = !existsSync(marker);
    services[name] = await startService(definitions[name], {
      env: serviceEnv,
      port: 0,
      bus,
      log: createLogger(name, level),
      seed,
    });
    if (seed) writeFileSync(marker, new Date().toISOString());
    // Every service reads the others' addresses when it calls, so the ones started later are found too.
    serviceEnv[`${name.toUpperCase()}_URL`] = services[name].url;
  }

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
    stop() {
      stopping ??= (async () => {
        await running.stop();
        for (const name of [...serviceNames].reverse()) await services[name].stop();
        await bus.close();
        await insuranceSandbox?.stop();
        await paymentSandbox?.stop();
      })();
      return stopping;
    },
  };
}

async function main() {
  let shop: EmbeddedShop;
  try {
    shop = await startEmbedded();
  } catch (error) {
    if (error instanceof ConfigError) {
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

if (import.meta.url === `file://${process.argv[1]}`) await main();
