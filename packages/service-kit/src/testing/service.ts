import type { Identity } from '@shop/contracts';
import { IDENTITY_HEADER } from '@shop/contracts';
import { isNull } from 'drizzle-orm';
import type { Clock, ServiceContext } from '../context';
import { outbox, type Schema } from '../db';
import { createLocalBus, type EventBus } from '../events';
import { createIdentitySigner, generateIdentityKeys, type IdentityKeys } from '../identity';
import { createLogger } from '../logger';
import { type RunningService, type ServiceDefinition, startService } from '../service';
import { openTestDatabase } from './database';
import { until } from './infra';

let keys: Promise<IdentityKeys> | undefined;
/** One key pair per test worker: generating is cheap, but there is no need to do it per test. */
export const testIdentityKeys = () => {
  keys ??= generateIdentityKeys();
  return keys;
};

let serviceKeys: Promise<IdentityKeys> | undefined;
/** The key pair services sign their calls to each other with (SERVICE_PRIVATE_KEY / SERVICE_PUBLIC_KEY). */
export const testServiceKeys = () => {
  serviceKeys ??= generateIdentityKeys();
  return serviceKeys;
};

export interface CallOptions {
  identity?: Identity | null;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface TestService<S extends Schema, C extends ServiceContext<S> = ServiceContext<S>>
  extends RunningService<S, C> {
  /** Calls the service as the gateway would, signing `identity` (a guest of the storefront by default). */
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers as loosely as a caller would
  call(method: string, path: string, options?: CallOptions): Promise<{ status: number; body: any; headers: Headers }>;
  /**
   * Resolves once every event this service committed is published (no unsent outbox row) and its bus is
   * idle(): await it before asserting that an event was handled once, or that nothing (more) happened.
   */
  eventsIdle(): Promise<void>;
}

export const guest: Identity = { app: 'storefront', role: 'GUEST', sessionId: 'test-session-0000000000' };

/** Starts a service on an in-memory PGlite and an in-memory bus (or the ones given), on a free port. */
export async function startTestService<S extends Schema, C extends ServiceContext<S>>(
  definition: ServiceDefinition<S, C>,
  options: { bus?: EventBus; env?: Record<string, string>; databaseUrl?: string; seed?: boolean; clock?: Clock } = {},
): Promise<TestService<S, C>> {
  const { publicKey, privateKey } = await testIdentityKeys();
  const service = await testServiceKeys();
  const signer = await createIdentitySigner(privateKey);
  const log = createLogger(definition.name, process.env.LOG_LEVEL ?? 'silent');
  // In memory unless a PostgreSQL URL is given: nothing of a test run lands in .data/.
  const database = await openTestDatabase({ schema: definition.schema, url: options.databaseUrl });
  const running = await startService(definition, {
    env: {
      IDENTITY_PUBLIC_KEY: publicKey,
      SERVICE_PUBLIC_KEY: service.publicKey,
      SERVICE_PRIVATE_KEY: service.privateKey,
      // The shop settings are read from cms at start: a test's service never reaches a cms running on this
      // machine (it runs on the defaults) unless the test gives CMS_URL. fetch refuses port 1 at once.
      CMS_URL: 'http://127.0.0.1:1',
      ...options.env,
    },
    port: 0,
    database,
    bus: options.bus ?? createLocalBus({ log }),
    log,
    seed: options.seed,
    clock: options.clock,
  });
  return {
    ...running,
    async stop() {
      await running.stop();
      await database.close();
    },
    async eventsIdle() {
      // The relay is the service's own; its work shows in the outbox, polled here with a deadline.
      const unsent = () => running.context.db.select({ seq: outbox.seq }).from(outbox).where(isNull(outbox.sentAt));
      await until(async () => (await unsent()).length === 0, 10_000, `${definition.name}'s outbox to be published`);
      await running.context.bus.idle();
    },
    async call(method, path, { identity = guest, body, headers = {} } = {}) {
      const init: RequestInit = { method, headers: { ...headers } };
      const h = init.headers as Record<string, string>;
      if (identity) h[IDENTITY_HEADER] = await signer.sign(identity);
      if (body !== undefined) {
        h['content-type'] ??= 'application/json';
        init.body = typeof body === 'string' ? body : JSON.stringify(body);
      }
      const response = await fetch(`${running.url}${path}`, init);
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {}
      return { status: response.status, body: parsed, headers: response.headers };
    },
  };
}
