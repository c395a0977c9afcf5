import type { Server } from 'node:http';
import { defaultServicePorts } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBus } from '../events/local-bus';
import { createHttpApp, requireInternal } from '../http/app';
import { createMetrics } from '../http/metrics';
import { createRouter } from '../http/router';
import { createServiceCaller } from '../http/service-caller';
import { createIdentityVerifier, generateIdentityKeys, SERVICE_ISSUER } from '../identity';
import { createLogger } from '../logger';
import { closeServer } from '../service';
import { openTestDatabase } from '../testing/database';
import type { DatabaseHandle } from './database';
import { guardTransactions, transactionHolder } from './transaction-guard';

// No transaction waits for another service (the shared PGlite would wait forever): the caller refuses a call
// made inside one at once, in every mode, and lets the same call through before or after it.

const log = createLogger('test', 'silent');
let server: Server;
let env: Record<string, string | undefined>;
let handle: DatabaseHandle;
let asked = 0;

beforeAll(async () => {
  const service = await generateIdentityKeys();
  const router = createRouter();
  router.get('/internal/catalog/sitemap', (ctx) => {
    requireInternal(ctx);
    asked++;
    ctx.body = { products: [], collections: [] };
  });
  const app = createHttpApp({
    name: 'catalog',
    log,
    verifier: await createIdentityVerifier((await generateIdentityKeys()).publicKey),
    serviceVerifier: await createIdentityVerifier(service.publicKey, SERVICE_ISSUER),
    metrics: createMetrics('guard-test'),
    routers: [router],
    ready: async () => {},
  });
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  env = { CATALOG_URL: `http://127.0.0.1:${port}`, SERVICE_PRIVATE_KEY: service.privateKey };
  handle = await openTestDatabase({ schema: {} });
  guardTransactions(handle.db, 'orders');
});
afterAll(async () => {
  await closeServer(server);
  await handle.close();
});

describe('a transaction never waits for another service', () => {
  it('refuses a call made inside a transaction, naming both ends, and sends nothing', async () => {
    const caller = createServiceCaller({ env, ports: defaultServicePorts, log });
    const before = asked;
    const inside = handle.db.transaction(async () => {
      await caller.get('/internal/catalog/sitemap', {});
    });
    await expect(inside).rejects.toMatchObject({ code: 'internal' });
    await expect(inside).rejects.toThrow('orders called catalog (GET /internal/catalog/sitemap) inside its database');
    // Nested (a savepoint) is inside too.
    const nested = handle.db.transaction((tx) => tx.transaction(() => caller.get('/internal/catalog/sitemap', {})));
    await expect(nested).rejects.toMatchObject({ code: 'internal' });
    expect(asked).toBe(before);
  });

  it('lets the same call through before and after the transaction', async () => {
    const caller = createServiceCaller({ env, ports: defaultServicePorts, log });
    const first = await caller.get('/internal/catalog/sitemap', {});
    await handle.db.transaction(async () => {});
    const second = await caller.get('/internal/catalog/sitemap', {});
    expect([first.ok, second.ok]).toEqual([true, true]);
    expect(transactionHolder()).toBeUndefined();
  });

  it('runs an event handler in its consumer’s context, not in the transaction that published the event', async () => {
    const bus = createLocalBus({ log });
    const seen: Array<string | undefined> = [];
    await bus.ensureStream('orders');
    const consumer = await bus.consume({
      durable: 'guard-test',
      stream: 'orders',
      subjects: ['shop.orders.>'],
      handler: async () => {
        seen.push(transactionHolder());
      },
    });
    await handle.db.transaction(async () => {
      // As the outbox relay publishes: from inside its own transaction.
      await bus.publish('shop.orders.order-created', {
        id: '5d9c7c1e-3a53-4f0e-9a39-0a5d8a1e2b10',
        type: 'order-created',
        source: 'orders',
        occurredAt: new Date().toISOString(),
        data: {},
      });
    });
    await bus.idle();
    expect(seen).toEqual([undefined]);
    await consumer.stop();
    await bus.close();
  });
});
