import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DeliveredEvent, EventBus } from './bus';
import { createLocalBus } from './local-bus';
import { busContract } from './test-fixtures/bus-contract';
import { envelopeFor, log, newService, until } from './test-fixtures/helpers';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-local-bus-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('local bus in memory', { timeout: 20_000 }, () => {
  busContract({ makeBus: async () => createLocalBus({ log }) });
});

describe('local bus with a directory', { timeout: 20_000 }, () => {
  busContract({ makeBus: async () => createLocalBus({ dir: tempDir(), log }) });
});

describe('local bus durability across restarts', { timeout: 20_000 }, () => {
  const subjectOf = (service: string) => `shop.${service}.note-added`;
  /** The acks of durable 'restart', one JSON line each. */
  const acksOf = (dir: string, service: string) => join(dir, `SHOP_${service.toUpperCase()}.restart.acks.jsonl`);
  const linesOf = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : []);

  /** Consumes with durable 'restart'; the handler decides per delivery. */
  async function consume(
    bus: EventBus,
    service: string,
    handler: (e: DeliveredEvent) => Promise<void> = async () => {},
  ) {
    const received: DeliveredEvent[] = [];
    const consumer = await bus.consume({
      durable: 'restart',
      stream: service,
      subjects: [subjectOf(service)],
      handler: async (event) => {
        received.push(event);
        await handler(event);
      },
    });
    return { received, consumer };
  }

  it('delivers again, after re-creation on the same dir, what was not acked when the process died', async () => {
    const dir = tempDir();
    const service = newService();
    const acked = envelopeFor(service, 'acked');
    const unacked = envelopeFor(service, 'in flight when the process died');
    // The first "process": acks one message, is stuck in the handler of the other, and is never closed.
    const first = createLocalBus({ dir, log });
    await first.publish(subjectOf(service), acked);
    await first.publish(subjectOf(service), unacked);
    const before = await consume(first, service, (e) =>
      e.envelope.id === unacked.id ? new Promise<void>(() => {}) : Promise.resolve(),
    );
    await until(() => before.received.length === 2, 5000, 'both delivered');
    // One handler at a time: the second was handed out after the first's ack was on disk.
    expect(linesOf(acksOf(dir, service))).toHaveLength(1);

    const second = createLocalBus({ dir, log });
    const after = await consume(second, service);
    await until(() => after.received.length === 1, 5000, 'the redelivery');
    expect(after.received[0]!.envelope).toEqual(unacked);
    // Publishing the same id again after the restart is still a duplicate.
    await second.publish(subjectOf(service), acked);
    await second.idle();
    expect(after.received).toHaveLength(1);
    await after.consumer.stop();
    await second.close();

    // Once acked it stays acked: a third bus delivers nothing.
    const third = createLocalBus({ dir, log });
    const last = await consume(third, service);
    await third.idle();
    expect(last.received).toHaveLength(0);
    await third.close();
  });

  it('gives a durable created later everything in the log, and keeps each durable’s progress apart', async () => {
    const dir = tempDir();
    const service = newService();
    const bus = createLocalBus({ dir, log });
    const envelopes = [envelopeFor(service, 'a'), envelopeFor(service, 'b')];
    for (const envelope of envelopes) await bus.publish(subjectOf(service), envelope);
    const first = await consume(bus, service);
    await until(() => first.received.length === 2);
    await bus.close();

    const reopened = createLocalBus({ dir, log });
    const received: DeliveredEvent[] = [];
    const late = await reopened.consume({
      durable: 'late',
      stream: service,
      subjects: [subjectOf(service)],
      handler: async (event) => {
        received.push(event);
      },
    });
    await until(() => received.length === 2, 5000, 'the late durable to catch up');
    expect(received.map((r) => r.envelope)).toEqual(envelopes);
    await late.stop();
    await reopened.close();
  });

  it('compacts a long ack file when loading it, keeping the progress', async () => {
    const dir = tempDir();
    const service = newService();
    const bus = createLocalBus({ dir, log });
    for (let i = 0; i < 1100; i++) await bus.publish(subjectOf(service), envelopeFor(service, `n${i}`));
    const first = await consume(bus, service);
    await until(() => first.received.length === 1100, 10_000, 'all delivered');
    await first.consumer.stop();
    await bus.close();
    const acks = acksOf(dir, service);
    expect(linesOf(acks)).toHaveLength(1100);

    const reopened = createLocalBus({ dir, log });
    const last = envelopeFor(service, 'the only new one');
    await reopened.publish(subjectOf(service), last);
    const after = await consume(reopened, service);
    await reopened.idle();
    expect(after.received.map((r) => r.envelope)).toEqual([last]);
    expect(linesOf(acks)).toEqual(['{"floor":1101}', '{"seq":1101}']);
    await after.consumer.stop();
    await reopened.close();
  });

  it('skips a torn last line (crash mid-write) and keeps appending after it', async () => {
    const dir = tempDir();
    const service = newService();
    const bus = createLocalBus({ dir, log });
    const kept = envelopeFor(service, 'kept');
    await bus.publish(subjectOf(service), kept);
    await bus.close();
    const file = join(dir, `SHOP_${service.toUpperCase()}.messages.jsonl`);
    appendFileSync(file, '{"seq":2,"subject":"shop.x.y","envel');

    const reopened = createLocalBus({ dir, log });
    const next = envelopeFor(service, 'after the torn line');
    await reopened.publish(subjectOf(service), next);
    const { received, consumer } = await consume(reopened, service);
    await until(() => received.length === 2, 5000, 'both intact messages');
    expect(received.map((r) => r.envelope)).toEqual([kept, next]);
    expect(readFileSync(file, 'utf8').split('\n').filter(Boolean)).toHaveLength(3);
    await consumer.stop();
    await reopened.close();
  });

  it('drops a line that is JSON but no event envelope instead of failing forever', async () => {
    const dir = tempDir();
    const service = newService();
    const file = join(dir, `SHOP_${service.toUpperCase()}.messages.jsonl`);
    appendFileSync(file, `${JSON.stringify({ seq: 1, subject: subjectOf(service), envelope: { id: 'nope' } })}\n`);
    const bus = createLocalBus({ dir, log });
    const good = envelopeFor(service);
    await bus.publish(subjectOf(service), good);
    const { received, consumer } = await consume(bus, service);
    await until(() => received.length === 1);
    expect(received[0]!.envelope).toEqual(good);
    await consumer.stop();
    await bus.close();
  });
});
