import { join } from 'node:path';
import { defaultServicePorts, type ExchangeRate, type ServiceName, type ShopSettings } from '@shop/contracts';
import { assertTestClockAllowed, type Clock, systemClock } from './clock';
import { loadConfig, serviceConfigShape } from './config';
import {
  type Database,
  type DatabaseHandle,
  guardTransactions,
  openDatabase,
  type Schema,
  type Transaction,
} from './db';
import { createLocalBus, createNatsBus, type EventBus, eventsRecorded, OutboxRelay } from './events';
import { createExchangeRatesFollower, type ExchangeRatesFollower } from './exchange-rates';
import { createFileStore, type FileStore } from './files/file-store';
import { createServiceCaller, type ServiceCaller } from './http/service-caller';
import { createLogger, type Logger } from './logger';
import type { ServiceDefinition, StartOptions } from './service';
import { createShopSettingsFollower, type ShopSettingsFollower } from './shop-settings';

export { type Clock, systemClock } from './clock';

/**
 * Everything one running service works with, built once at start and passed to its routes, consumers and
 * use cases (as Vendure passes its RequestContext): what the kit opened, and through `onStop` whatever the
 * service opens itself. A service adds its own parts (settings, caches, adapters) in
 * `ServiceDefinition.context`, never in module-level state.
 */
export interface ServiceContext<S extends Schema = Schema> {
  name: ServiceName;
  db: Database<S>;
  bus: EventBus;
  log: Logger;
  env: Record<string, string | undefined>;
  clock: Clock;
  /** Calls other services' /internal routes as this service, typed from the internal table. */
  services: ServiceCaller;
  /**
   * The shop's settings as staff last set them (free-courier threshold, payment methods, opening hours, …):
   * read from cms at start and kept current by its shop-settings-changed event; the SPEC §9 defaults until
   * cms has answered (shop-settings.ts).
   */
  shopSettings(): ShopSettings;
  /**
   * The exchange rates to PLN in force (NBP table A or staff's override): read from payments at start and kept
   * current by its exchange-rates-changed event; none until payments has answered (exchange-rates.ts).
   */
  exchangeRates(): ExchangeRate[];
  /**
   * The file store of DESIGN §9 (attachments, media, downloads, documents): FILES_DIR, else
   * DATA_DIR/files/<service>; files checked by content (`readUpload`, `sendStoredFile` in service-kit/files).
   */
  files: FileStore;
  /** Runs `work` in one transaction; events it recorded are published right after the commit. */
  transaction<T>(work: (tx: Transaction<S>) => Promise<T>): Promise<T>;
  /** Closes `close` when the service stops: after HTTP, consumers and relay, in reverse order of adding. */
  onStop(close: () => void | Promise<void>): void;
}

export interface OpenedContext<S extends Schema, C extends ServiceContext<S>> {
  context: C;
  config: ReturnType<typeof loadConfig<typeof serviceConfigShape>>;
  log: Logger;
  database: DatabaseHandle<S>;
  /** Publishes what transactions record in the outbox; started by whoever serves the context. */
  relay: OutboxRelay;
  /** What `shopSettings()` answers; set following by whoever serves the context. */
  shopSettings: ShopSettingsFollower;
  /** What `exchangeRates()` answers; set following by whoever serves the context. */
  exchangeRates: ExchangeRatesFollower;
  /** Closes what `onStop` registered, then the database and bus the kit opened, in reverse order. */
  close(): Promise<void>;
}

/**
 * Opens what a service works with (database, migrated; bus; caller; clock) and builds its context, without
 * HTTP or consumers: `startService` serves it, and a use-case test can take it directly.
 */
export async function openServiceContext<S extends Schema, C extends ServiceContext<S>>(
  definition: ServiceDefinition<S, C>,
  options: StartOptions<S> = {},
): Promise<OpenedContext<S, C>> {
  const env = options.env ?? process.env;
  const config = loadConfig(serviceConfigShape, env);
  assertTestClockAllowed(config);
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
  guardTransactions(database.db, definition.name);

  const bus =
    options.bus ??
    (config.NATS_URL
      ? await createNatsBus({ url: config.NATS_URL, name: definition.name, log })
      : createLocalBus({ dir: join(config.DATA_DIR, 'bus'), log }));
  if (!options.bus) owned.push(() => bus.close());
  await bus.ensureStream(definition.name);

  const relay = new OutboxRelay({ db: database.db, bus, log });
  const shopSettings = createShopSettingsFollower();
  const exchangeRates = createExchangeRatesFollower();
  const closers: Array<() => void | Promise<void>> = [];
  const kit: ServiceContext<S> = {
    name: definition.name,
    db: database.db,
    bus,
    log,
    env,
    clock: options.clock ?? systemClock,
    services: createServiceCaller({ env, ports: defaultServicePorts, log }),
    shopSettings: () => shopSettings.current(),
    exchangeRates: () => exchangeRates.current().items,
    files: createFileStore(config.FILES_DIR ?? join(config.DATA_DIR, 'files', definition.name)),
    async transaction(work) {
      const before = eventsRecorded();
      const result = await database.db.transaction(work);
      // Another transaction's event may also be counted: that only costs a relay round; never a miss.
      if (eventsRecorded() !== before) relay.kick();
      return result;
    },
    onStop: (close) => closers.push(close),
  };
  const close = async () => {
    for (const done of closers.splice(0).reverse()) await done();
    for (const done of owned.splice(0).reverse()) await done();
  };
  try {
    const context = definition.context ? await definition.context(kit) : (kit as C);
    if (options.seed) await definition.seed?.(context);
    return { context, config, log, database, relay, shopSettings, exchangeRates, close };
  } catch (error) {
    await close();
    throw error;
  }
}
