import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventEnvelope } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import type { Consumer, EventBus, EventHandler } from './bus';
import { inboxHandler, type SubscribeOptions, subscribe } from './inbox';
import { createLocalBus } from './local-bus';
import { createNatsBus } from './nats-bus';
import { OutboxRelay, recordEvent } from './outbox';
import {
  deleteStreams,
  log,
  NATS_URL,
  natsAvailable,
  newService,
  noteAdded,
  openTestDb,
  postgresAvailable,
  recordAndDie,
  testDatabaseUrl,
  until,
} from './test-fixtures/helpers';
import * as schema from './test-fixtures/schema';

// The whole path of DESIGN §6: change + outbox row in one transaction → relay → bus → inbox + handler in
// one transaction. Run on the embedded stack (local bus, PGlite) and the cluster stack (NATS, PostgreSQL).

type Db = DatabaseHandle<typeof schema>;

interface Stack {
  db: Db;
  makeBus(): Promise<EventBus>;
  /** Where a child process finds the same database; reopen() gives the parent its handle afterwards. */
  crashTarget(): Promise<{ args: { url?: string; dataDir?: string }; reopen(): Promise<Db> }>;
  cleanup(services: string[]): Promise<void>;
}

const natsAndPostgres = (await natsAvailable()) && (await postgresAvailable());

function flowSuite(name: string, skip: boolean, setUp: () => Promise<Stack & { close(): Promise<void> }>) {
  describe.skipIf(skip)(name, { timeout: 20_000 }, () => {
    let stack: Stack & { close(): Promise<void> };
    const buses: EventBus[] = [];
    const consumers: Consumer[] = [];
    const relays: OutboxRelay[] = [];
    const services: string[] = [];

    beforeAll(async () => {
      stack = await setUp();
    }, 60_000);
    afterEach(async () => {
      await Promise.all(relays.splice(0).map((r) => r.stop()));
      await Promise.all(consumers.splice(0).map((c) => c.stop()));
      await Promise.all(buses.splice(0).map((b) => b.close()));
      await stack.cleanup(services.splice(0));
    });
    afterAll(() => stack?.close());

    /** A fresh service (own stream), a bus, a started relay and a subscriber that writes a note per event. */
    async function scenario(
      options: {
        failFirst?: boolean;
        wrap?: (handler: EventHandler) => EventHandler;
        /** The relay's poll period (50 ms unless a test must see that nothing waits for it). */
        intervalMs?: number;
      } = {},
    ) {
      const service = newService();
      services.push(service);
      const event = noteAdded(service);
      const durable = `notes-${service}`;
      const bus = await stack.makeBus();
      buses.push(bus);
      const relay = new OutboxRelay({ db: stack.db.db, bus, log, intervalMs: options.intervalMs ?? 50 });
      relays.push(relay);
      const handled: EventEnvelope[] = [];
      const deliveries: string[] = [];
      const subscription: SubscribeOptions<typeof event, typeof schema> = {
        durable,
        event,
        log,
        ackWaitMs: 500,
        handler: async (tx, data, envelope) => {
          handled.push(envelope);
          await tx.insert(schema.notes).values({ id: randomUUID(), text: data.text, writer: durable });
          if (options.failFirst && handled.length === 1) throw new Error('handler fails after writing');
          // The next step of a chain: an event recorded by the handler, in its transaction.
          if (data.text === 'chain') await recordEvent(tx, event, { noteId: randomUUID(), text: 'chained' });
        },
      };
      const inner = inboxHandler(stack.db.db, subscription);
      const handler = options.wrap ? options.wrap(inner) : inner;
      const tracked: EventHandler = async (delivered) => {
        deliveries.push(delivered.envelope.id);
        await handler(delivered);
      };
      const consumer = await bus.consume({
        durable,
        stream: service,
        subjects: [event.subject],
        ackWaitMs: 500,
        handler: tracked,
      });
      consumers.push(consumer);
      /** Commits a note and its event in one transaction, then kicks the relay. */
      const write = async (text: string) => {
        const noteId = randomUUID();
        const envelope = await stack.db.db.transaction(async (tx) => {
          await tx.insert(schema.notes).values({ id: noteId, text, writer: 'publisher' });
          return recordEvent(tx, event, { noteId, text });
        });
        relay.kick();
        return envelope;
      };
      const inboxRows = async (eventId: string) =>
        (await stack.db.db.select().from(schema.inbox).where(eq(schema.inbox.eventId, eventId))).length;
      const notesBy = async (writer: string) =>
        (await stack.db.db.select().from(schema.notes).where(eq(schema.notes.writer, writer))).length;
      return { service, event, durable, bus, relay, handled, deliveries, write, inboxRows, notesBy };
    }

    it('delivers an event written in a transaction exactly once', async () => {
      const s = await scenario();
      s.relay.start();
      const envelope = await s.write('once');
      // Published by the round the commit kicked, then handled and acked: nothing is left for the bus to
      // deliver again once ackWait has passed.
      await s.relay.idle();
      await s.bus.idle();
      expect(s.deliveries).toEqual([envelope.id]);
      expect(s.handled.map((e) => e.id)).toEqual([envelope.id]);
      expect(s.handled[0]!.data).toEqual({ noteId: expect.any(String), text: 'once' });
      expect(await s.inboxRows(envelope.id)).toBe(1);
      expect(await s.notesBy(s.durable)).toBe(1);
    });

    it('publishes an event a handler recorded at once, not at the relay’s next poll', async () => {
      // A poll an hour away: only the kick after the handler's commit can publish the chained event in time.
      const s = await scenario({ intervalMs: 3_600_000 });
      s.relay.start();
      await s.relay.idle();
      await s.write('chain');
      await until(() => s.handled.length === 2, 5000, 'the chained event');
      expect(s.handled.map((e) => (e.data as { text: string }).text)).toEqual(['chain', 'chained']);
      await s.bus.idle();
    });

    it('rolls back the handler’s changes when it throws, and the redelivery succeeds', async () => {
      const s = await scenario({ failFirst: true });
      s.relay.start();
      const envelope = await s.write('retry me');
      // The first back-off is 1 s.
      await until(() => s.handled.length === 2, 5000, 'the redelivery');
      await s.bus.idle();
      expect(s.deliveries).toEqual([envelope.id, envelope.id]);
      expect(await s.inboxRows(envelope.id)).toBe(1);
      expect(await s.notesBy(s.durable)).toBe(1); // the first attempt's note was rolled back
    });

    it('makes the redelivery a no-op when the consumer died after its commit but before its ack', async () => {
      let first = true;
      const s = await scenario({
        // Commit the inbox transaction, then "die": throwing here means no ack, so the bus delivers again.
        wrap: (inner) => async (delivered) => {
          await inner(delivered);
          if (first) {
            first = false;
            throw new Error('crashed before the ack');
          }
        },
      });
      s.relay.start();
      const envelope = await s.write('crash after commit');
      await until(() => s.deliveries.length === 2, 5000, 'the redelivery');
      await s.bus.idle();
      expect(s.deliveries).toHaveLength(2);
      expect(s.handled).toHaveLength(1);
      expect(await s.inboxRows(envelope.id)).toBe(1);
      expect(await s.notesBy(s.durable)).toBe(1);
    });

    it('publishes nothing for a rolled-back transaction', async () => {
      const s = await scenario();
      let rolledBack: EventEnvelope | undefined;
      await expect(
        stack.db.db.transaction(async (tx) => {
          rolledBack = await recordEvent(tx, s.event, { noteId: randomUUID(), text: 'never' });
          throw new Error('business rule failed');
        }),
      ).rejects.toThrow('business rule failed');
      const rows = await stack.db.db.select().from(schema.outbox).where(eq(schema.outbox.id, rolledBack!.id));
      expect(rows).toHaveLength(0);
      // A committed event afterwards is the barrier: once it arrived, the rolled-back one would have too.
      s.relay.start();
      const barrier = await s.write('barrier');
      await until(() => s.handled.length === 1, 5000, 'the barrier');
      expect(s.deliveries).toEqual([barrier.id]);
    });

    it('delivers once when the relay publishes the same row again (crash before marking it sent)', async () => {
      const s = await scenario();
      const envelope = await s.write('published twice');
      expect(await s.relay.publishPending()).toBe(1);
      await stack.db.db.execute(sql`update outbox set sent_at = null where id = ${envelope.id}`);
      expect(await s.relay.publishPending()).toBe(1);
      const barrier = await s.write('barrier');
      expect(await s.relay.publishPending()).toBe(1);
      await until(() => s.handled.length === 2, 5000, 'both events');
      expect(s.deliveries).toEqual([envelope.id, barrier.id]);
    });

    it('shares the backlog between two relays without publishing a row twice', async () => {
      const s = await scenario();
      for (let i = 0; i < 30; i++) await s.write(`n${i}`);
      const other = new OutboxRelay({ db: stack.db.db, bus: s.bus, log, batchSize: 5 });
      const mine = new OutboxRelay({ db: stack.db.db, bus: s.bus, log, batchSize: 5 });
      const drain = async (relay: OutboxRelay) => {
        let total = 0;
        for (let n = await relay.publishPending(); n > 0; n = await relay.publishPending()) total += n;
        return total;
      };
      const [a, b] = await Promise.all([drain(mine), drain(other)]);
      expect(a + b).toBe(30);
      await until(() => s.handled.length === 30, 10_000, 'all events');
    });

    it('publishes on restart what a service killed between commit and publish had committed', async () => {
      const service = newService();
      services.push(service);
      const target = await stack.crashTarget();
      const eventId = await recordAndDie({ ...target.args, service });
      const db = await target.reopen();
      try {
        const [row] = await db.db.select().from(schema.outbox).where(eq(schema.outbox.id, eventId));
        expect(row?.sentAt).toBeNull();
        const bus = await stack.makeBus();
        buses.push(bus);
        const handled: string[] = [];
        const consumer = await subscribe(bus, db.db, {
          durable: `notes-${service}`,
          event: noteAdded(service),
          log,
          handler: async (_tx, _data, envelope) => {
            handled.push(envelope.id);
          },
        });
        consumers.push(consumer);
        const relay = new OutboxRelay({ db: db.db, bus, log });
        expect(await relay.publishPending()).toBeGreaterThanOrEqual(1);
        await until(() => handled.length === 1, 5000, 'the recovered event');
        await bus.idle();
        expect(handled).toEqual([eventId]);
        await consumer.stop();
      } finally {
        if (db !== stack.db) await db.close();
      }
    }, 60_000);
  });
}

flowSuite('outbox and inbox on the local bus with PGlite', false, async () => {
  const dirs: string[] = [];
  const db = await openTestDb({});
  return {
    db,
    makeBus: async () => createLocalBus({ log }),
    crashTarget: async () => {
      // PGlite allows one process per data directory: the parent prepares it, closes it, and reopens it
      // only after the child was killed.
      const dataDir = mkdtempSync(join(tmpdir(), 'shop-events-pglite-'));
      dirs.push(dataDir);
      await (await openTestDb({ dataDir })).close();
      return { args: { dataDir }, reopen: () => openTestDb({ dataDir }) };
    },
    cleanup: async () => {},
    close: async () => {
      await db.close();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
});

flowSuite('outbox and inbox on NATS JetStream with PostgreSQL', !natsAndPostgres, async () => {
  const database = testDatabaseUrl();
  const db = await openTestDb({ url: database.url });
  return {
    db,
    makeBus: () => createNatsBus({ url: NATS_URL, name: 'events-test', log }),
    crashTarget: async () => ({ args: { url: database.url }, reopen: async () => db }),
    cleanup: deleteStreams,
    close: async () => {
      await db.close();
      await database.drop();
    },
  };
});
