import { afterEach, expect, it } from 'vitest';
import type { Consumer, DeliveredEvent, EventBus, EventHandler } from '../bus';
import { envelopeFor, newService, until } from './helpers';

// What every EventBus must do, run against the local bus and against NATS JetStream alike.

export interface BusContractOptions {
  makeBus(): Promise<EventBus>;
  /** Removes what the tests created on the broker (streams of these services). */
  cleanup?(services: string[]): Promise<void>;
}

export function busContract({ makeBus, cleanup }: BusContractOptions): void {
  const buses: EventBus[] = [];
  const consumers: Consumer[] = [];
  const services: string[] = [];

  afterEach(async () => {
    await Promise.all(consumers.splice(0).map((c) => c.stop()));
    await Promise.all(buses.splice(0).map((b) => b.close()));
    await cleanup?.(services.splice(0));
  });

  async function setUp() {
    const bus = await makeBus();
    buses.push(bus);
    const service = newService();
    services.push(service);
    await bus.ensureStream(service);
    return { bus, service, subject: `shop.${service}.note-added` };
  }

  /** A consumer that records what it received; `handler` can make deliveries fail or hang. */
  async function record(
    bus: EventBus,
    stream: string,
    subjects: string[],
    options: Partial<Parameters<EventBus['consume']>[0]> = {},
  ) {
    const received: DeliveredEvent[] = [];
    const inner: EventHandler = options.handler ?? (async () => {});
    const consumer = await bus.consume({
      durable: 'contract',
      stream,
      subjects,
      ...options,
      handler: async (event) => {
        received.push(event);
        await inner(event);
      },
    });
    consumers.push(consumer);
    return { received, consumer };
  }

  it('delivers what was published before the durable consumer first started', async () => {
    const { bus, service, subject } = await setUp();
    const first = envelopeFor(service, 'one');
    const second = envelopeFor(service, 'two');
    await bus.publish(subject, first);
    await bus.publish(subject, second);
    const { received } = await record(bus, service, [subject]);
    await until(() => received.length === 2, 5000, 'two deliveries');
    expect(received.map((r) => r.envelope)).toEqual([first, second]);
    expect(received.map((r) => r.deliveryCount)).toEqual([1, 1]);
  });

  it('drops a second publish of the same envelope id', async () => {
    const { bus, service, subject } = await setUp();
    const envelope = envelopeFor(service);
    const barrier = envelopeFor(service, 'barrier');
    await bus.publish(subject, envelope);
    await bus.publish(subject, envelope);
    await bus.publish(subject, barrier);
    const { received } = await record(bus, service, [subject]);
    await until(() => received.some((r) => r.envelope.id === barrier.id), 5000, 'the barrier event');
    expect(received.map((r) => r.envelope.id)).toEqual([envelope.id, barrier.id]);
  });

  it('redelivers after a handler failed, with a growing delivery count', async () => {
    const { bus, service, subject } = await setUp();
    let calls = 0;
    const { received } = await record(bus, service, [subject], {
      handler: async () => {
        if (++calls === 1) throw new Error('first attempt fails');
      },
    });
    await bus.publish(subject, envelopeFor(service));
    // Not idle while the failed delivery waits for its redelivery (the first back-off is 1 s), and nothing
    // comes again once the successful one is acked.
    await bus.idle();
    expect(received.map((r) => r.deliveryCount)).toEqual([1, 2]);
  });

  it('gives a delivery not acked within ackWait to another consumer of the same durable', async () => {
    const { bus, service, subject } = await setUp();
    // Consumer A takes the message and never finishes (a stuck or dead instance).
    let release = () => {};
    const hung = new Promise<void>((resolve) => {
      release = resolve;
    });
    const a = await record(bus, service, [subject], { ackWaitMs: 500, handler: () => hung });
    await bus.publish(subject, envelopeFor(service));
    await until(() => a.received.length === 1, 5000, 'the first delivery');
    const b = await record(bus, service, [subject], { ackWaitMs: 500 });
    await until(() => b.received.length === 1, 5000, 'the redelivery after ack wait');
    expect(b.received[0]!.deliveryCount).toBe(2);
    release();
  });

  it('shares one durable between its consumers and gives every durable each message', async () => {
    const { bus, service, subject } = await setUp();
    const one = await record(bus, service, [subject], { durable: 'shared' });
    const two = await record(bus, service, [subject], { durable: 'shared' });
    const other = await record(bus, service, [subject], { durable: 'other' });
    const sent = Array.from({ length: 6 }, (_, i) => envelopeFor(service, `n${i}`));
    for (const envelope of sent) await bus.publish(subject, envelope);
    await until(() => one.received.length + two.received.length === 6 && other.received.length === 6);
    const shared = [...one.received, ...two.received].map((r) => r.envelope.id).sort();
    expect(shared).toEqual(sent.map((e) => e.id).sort());
  });

  it('receives only the subjects asked for, also with several subjects', async () => {
    const { bus, service } = await setUp();
    const [a, b, c] = ['a', 'b', 'c'].map((type) => `shop.${service}.${type}`) as [string, string, string];
    const { received } = await record(bus, service, [a, c]);
    for (const subject of [a, b, c]) await bus.publish(subject, envelopeFor(service, subject));
    await bus.idle();
    expect(received.map((r) => r.subject)).toEqual([a, c]);
  });

  it('runs at most maxConcurrency handlers at once, and stop() waits for them', async () => {
    const { bus, service, subject } = await setUp();
    let running = 0;
    let peak = 0;
    let release = () => {};
    const busy = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { consumer } = await record(bus, service, [subject], {
      maxConcurrency: 3,
      handler: async () => {
        peak = Math.max(peak, ++running);
        await busy;
        running--;
      },
    });
    for (let i = 0; i < 9; i++) await bus.publish(subject, envelopeFor(service));
    await until(() => running === 3, 5000, 'three handlers at once');
    let stopped = false;
    const stopping = consumer.stop().then(() => {
      stopped = true;
    });
    // A stop() that did not wait would be over once the event loop turned.
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(running).toBe(0);
    expect(peak).toBe(3);
  });
}
