import { createServer, type RequestListener, type Server } from 'node:http';
import { join } from 'node:path';
import type Router from '@koa/router';
import { defaultServicePorts, type ServiceName } from '@shop/contracts';
import { ConfigError, loadConfig, serviceConfigShape } from './config';
import { type Database, type DatabaseHandle, openDatabase, type Schema, type Transaction } from './db';
import { type Consumer, createLocalBus, createNatsBus, type EventBus, eventsRecorded, OutboxRelay } from './events';
import { createHttpApp } from './http/app';
import { createMetrics } from './http/metrics';
import { createServiceCaller, type ServiceCaller } from './http/service-caller';
import type { ShopState } from './http/state';
import { createIdentityVerifier, SERVICE_ISSUER } from './identity';
import { createLogger, type Logger } from './logger';

export interface ServiceDeps<S extends Schema = Schema> {
  name: ServiceName;
  db: Database<S>;
  bus: EventBus;
  log: Logger;
  env: Record<string, string | undefined>;
  /** Calls other services' /internal routes as this service. */
  services: ServiceCaller;
  /** Runs `work` in one transaction; events it recorded are published right after the commit. */
  transaction<T>(work: (tx: Transaction<S>) => Promise<T>): Promise<T>;
}

export interface ServiceDefinition<S extends Schema = Schema> {
  name: ServiceName;
  schema: S;
  /** Absolute path of the service's drizzle migrations. */
  migrationsFolder: string;
  routes(deps: ServiceDeps<S>): Router<ShopState>[];
  /** Durable event consumers started with the service. */
  consumers?(deps: ServiceDeps<S>): Promise<Consumer>[];
  /** Demo data for embedded mode; must be safe to run on every start. */
  seed?(deps: ServiceDeps<S>): Promise<void>;
}

export interface StartOptions<S extends Schema> {
  env?: Record<string, string | undefined>;
  /** 0 picks a free port. Defaults to PORT, else the service's 81xx port. */
  port?: number;
  database?: DatabaseHandle<S>;
  bus?: EventBus;
  log?: Logger;
  seed?: boolean;
}

export interface RunningService<S extends Schema = Schema> {
  name: ServiceName;
  url: string;
  port: number;
  deps: ServiceDeps<S>;
  stop(): Promise<void>;
}

/** Opens what the service needs (database, bus), migrates, starts consumers, relay and HTTP. */
export async function startService<S extends Schema>(
  definition: ServiceDefinition<S>,
  options: StartOptions<S> = {},
): Promise<RunningService<S>> {
  const env = options.env ?? process.env;
  const config = loadConfig(serviceConfigShape, env);
  const log = options.log ?? createLogger(definition.name, config.LOG_LEVEL);
  const owned: Array<() => Promise<void>> = [];

  const database =
    options.database ??
    (await openDatabase({
      schema: definition.schema,
      url: config.DATABASE_URL,
      dataDir: join(config.DATA_DIR, definition.name),
    }));
  if (!options.database) owned.push(() => database.close());
  await database.migrate(definition.migrationsFolder);

  const bus =
    options.bus ??
    (config.NATS_URL
      ? await createNatsBus({ url: config.NATS_URL, name: definition.name, log })
      : createLocalBus({ dir: join(config.DATA_DIR, 'bus'), log }));
  if (!options.bus) owned.push(() => bus.close());
  await bus.ensureStream(definition.name);

  const relay = new OutboxRelay({ db: database.db, bus, log });
  const deps: ServiceDeps<S> = {
    name: definition.name,
    db: database.db,
    bus,
    log,
    env,
    services: createServiceCaller({ env, ports: defaultServicePorts, log }),
    async transaction(work) {
      const before = eventsRecorded();
      const result = await database.db.transaction(work);
      // Another transaction's event may also be counted: that only costs a relay round; never a miss.
      if (eventsRecorded() !== before) relay.kick();
      return result;
    },
  };

  if (options.seed) await definition.seed?.(deps);
  relay.start();
  const consumers = await Promise.all(definition.consumers?.(deps) ?? []);

  const app = createHttpApp({
    name: definition.name,
    log,
    verifier: await createIdentityVerifier(config.IDENTITY_PUBLIC_KEY),
    serviceVerifier: config.SERVICE_PUBLIC_KEY
      ? await createIdentityVerifier(config.SERVICE_PUBLIC_KEY, SERVICE_ISSUER)
      : undefined,
    metrics: createMetrics(definition.name),
    routers: definition.routes(deps),
    ready: () => database.ping(),
  });
  const port = options.port ?? config.PORT ?? defaultServicePorts[definition.name];
  const server = await listen(app.callback(), port, config.HOST);
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  log.info({ port: boundPort, database: database.kind, bus: bus.kind }, 'service started');

  let stopping: Promise<void> | undefined;
  return {
    name: definition.name,
    url: `http://${config.HOST}:${boundPort}`,
    port: boundPort,
    deps,
    stop() {
      stopping ??= (async () => {
        await closeServer(server);
        await Promise.all(consumers.map((consumer) => consumer.stop()));
        await relay.stop();
        for (const close of owned.reverse()) await close();
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
export async function runServiceMain<S extends Schema>(definition: ServiceDefinition<S>): Promise<void> {
  let running: RunningService<S>;
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
    running.deps.log.info({ signal }, 'shutting down');
    running.stop().then(
      () => process.exit(0),
      (error) => {
        running.deps.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}
