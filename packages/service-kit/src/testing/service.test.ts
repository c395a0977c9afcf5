import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventHandler } from '../events/bus';
import { inboxHandler } from '../events/inbox';
import { recordEvent } from '../events/outbox';
import { log, migrationsFolder, noteAdded } from '../events/test-fixtures/helpers';
import * as schema from '../events/test-fixtures/schema';
import { createRouter } from '../http/router';
import { startTestService, type TestService } from './service';

// A service test waits for the events its calls recorded, not for time.

const noteAddedByRma = noteAdded('rma');
const handled: string[] = [];
/** Handlers wait for it, so the test knows the events are not handled yet when it asks. */
let release = () => {};
const held = new Promise<void>((resolve) => {
  release = resolve;
});
let rma: TestService<typeof schema>;

beforeAll(async () => {
  rma = await startTestService({
    name: 'rma',
    schema,
    migrationsFolder,
    routes: (context) => {
      const router = createRouter();
      router.post('/api/rma/notes', async (ctx) => {
        const noteId = randomUUID();
        await context.transaction(async (tx) => {
          await tx.insert(schema.notes).values({ id: noteId, text: 'returned', writer: 'publisher' });
          await recordEvent(tx, noteAddedByRma, { noteId, text: 'returned' });
        });
        ctx.status = 201;
      });
      return [router];
    },
    consumers: (context) => {
      const durable = 'rma-notes';
      const inbox = inboxHandler(context.db, {
        durable,
        event: noteAddedByRma,
        log,
        handler: async (_tx, data) => {
          handled.push(data.noteId);
        },
      });
      // Held before the inbox transaction, so the service's own writes are not held up with it.
      const handler: EventHandler = async (event) => {
        await held;
        await inbox(event);
      };
      return [context.bus.consume({ durable, stream: 'rma', subjects: [noteAddedByRma.subject], handler })];
    },
  });
});
afterAll(() => rma?.stop());

describe('eventsIdle', () => {
  it('resolves once the events the calls recorded are published and handled', async () => {
    for (let i = 0; i < 3; i++) expect((await rma.call('POST', '/api/rma/notes')).status).toBe(201);
    let idle = false;
    const waiting = rma.eventsIdle().then(() => {
      idle = true;
    });
    // An eventsIdle() that did not wait would be over once the event loop turned.
    await new Promise((resolve) => setImmediate(resolve));
    expect(idle).toBe(false);
    release();
    await waiting;
    expect(handled).toHaveLength(3);
  });
});
