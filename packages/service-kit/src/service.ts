import { createServer, type RequestListener, type Server } from 'node:http';
import type Router from '@koa/router';
import {
  defaultServicePorts,
  type RevisedExchangeRates,
  type RevisedShopSettings,
  type ServiceName,
} from '@shop/contracts';
import { ConfigError } from './config';
import { type Clock, openServiceContext, type ServiceContext } from './context';
import type { DatabaseHandle, Schema } from './db';
import type { Consumer, EventBus } from './events';
import { conversionRate, readRatesFromOwner } from './exchange-rates';
import { createHttpApp } from './http/app';
import { createMetrics } from './http/metrics';
import type { ShopState } from './http/state';
import { createIdentityVerifier, SERVICE_ISSUER } from './identity';
import type { Logger } from './logger';
import { readFromOwner } from './shop-settings';

export interface ServiceDefinition<S extends Schema = Schema, C extends ServiceContext<S> = ServiceContext<S>> {
  name: ServiceName;
  schema: S;
  /** Absolute path of the service's drizzle migrations. */
  migrationsFolder: string;
  /**
   * The service's own context, built once from the kit's: add settings, caches and adapters here, and
   * register with `kit.onStop` whatever must be closed. Without it the kit's context is the service's.
   */
  context?(kit: ServiceContext<S>): C | Promise<C>;
  routes(context: C): Router<ShopState>[];
  /** Durable event consumers and background loops started with the service. */
  consumers?(context: C): Promise<Consumer>[];
  /**
   * How the service reads the shop settings at start. Only their owner (cms) gives one, reading its own
   * store; every other service asks the owner's internal route.
   */
  readShopSettings?(context: C): () => Promise<RevisedShopSettings>;
  /** Likewise the exchange rates: only their owner (payments) reads its own store. */
  readExchangeRates?(context: C): () => Promise<RevisedExchangeRates>;
  /** Demo data for embedded mode; must be safe to run on every start. */
  seed?(context: C): Promise<void>;
}

export interface StartOptions<S extends Schema> {
  env?: Record<string, string | undefined>;
  clock?: Clock;
  /** 0 picks a free port. Defaults to PORT, else the service's 81xx port. */
  port?: number;
  database?: DatabaseHandle<S>;
  bus?: EventBus;
  log?: Logger;
  seed?: boolean;
}

export interface RunningService<S extends Schema = Schema, C extends ServiceContext<S> = ServiceContext<S>> {
  name: ServiceName;
  url: string;
  port: number;
  context: C;
  stop(): Promise<void>;
}

/** Opens what the service needs (database, bus), migrates, starts consumers, relay and HTTP. */
export async function startService<S extends Schema, C extends ServiceContext<S>>(
  definition: ServiceDefinition<S, C>,
  options: StartOptions<S> = {},
): Promise<RunningService<S, C>> {
  const opened = await openServiceContext(definition, options);
  const { context, relay, config, log } = opened;
  relay.start();
  const consumers = await Promise.all(definition.consumers?.(context) ?? []);
  const settings = await opened.shopSettings.follow({
    service: definition.name,
    bus: context.bus,
    log,
    read: definition.readShopSettings?.(context) ?? readFromOwner(context.services),
  });
  const rates = await opened.exchangeRates.follow({
    service: definition.name,
    bus: context.bus,
    log,
    read: definition.readExchangeRates?.(context) ?? readRatesFromOwner(context.services),
  });

  const app = createHttpApp({
    name: definition.name,
    log,
    verifier: await createIdentityVerifier(config.IDENTITY_PUBLIC_KEY),
    serviceVerifier: config.SERVICE_PUBLIC_KEY
      ? await createIdentityVerifier(config.SERVICE_PUBLIC_KEY, SERVICE_ISSUER)
      : undefined,
    metrics: createMetrics(definition.name),
    routers: definition.routes(context),
    ready: () => opened.database.ping(),
    testClock: config.TEST_CLOCK_HEADER,
    conversionRate: (currency) => conversionRate(currency, context.shopSettings(), context.exchangeRates()),
  });
  const port = options.port ?? config.PORT ?? defaultServicePorts[definition.name];
  const server = await listen(app.callback(), port, config.HOST);
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  log.info({ port: boundPort, database: opened.database.kind, bus: context.bus.kind }, 'service started');

  let stopping: Promise<void> | undefined;
  return {
    name: definition.name,
    url: `http://${config.HOST}:${boundPort}`,
    port: boundPort,
    context,
    stop() {
      stopping ??= (async () => {
        await closeServer(server);
        await Promise.all(consumers.map((consumer) => consumer.stop()));
        await settings.stop();
        await rates.stop();
        await relay.stop();
        await opened.close();
        log.info('service stopped');
      })();
      return stopping;
    },
  };
}

function listen(handler: RequestListener, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(handler);
    server.keepAliveTimeout = 65_000;
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
    // Connections still busy after the grace period are cut, so shutdown always ends.
    setTimeout(() => server.closeAllConnections(), 5_000).unref();
  });
}

/**
 * Entry point of a service process (cluster mode): start from the environment (SEED_DEMO_DATA=true also
 * loads the demo data), stop gracefully on SIGTERM/SIGINT.
 */
export async function runServiceMain<S extends Schema, C extends ServiceContext<S>>(
  definition: ServiceDefinition<S, C>,
): Promise<void> {
  let running: RunningService<S, C>;
  try {
    const seed = ['1', 'true', 'yes'].includes(process.env.SEED_DEMO_DATA ?? '');
    running = await startService(definition, { seed });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`${definition.name}: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const shutdown = (signal: string) => {
    running.context.log.info({ signal }, 'shutting down');
    running.stop().then(
      () => process.exit(0),
      (error) => {
        running.context.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}
