import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { afterAll, describe, expect, it } from 'vitest';
import { type DeliveredEvent, streamName } from './bus';
import { createNatsBus } from './nats-bus';
import { busContract } from './test-fixtures/bus-contract';
import { deleteStreams, envelopeFor, log, NATS_URL, natsAvailable, newService, until } from './test-fixtures/helpers';

const available = await natsAvailable();

describe.skipIf(!available)('NATS JetStream bus', { timeout: 20_000 }, () => {
  busContract({
    makeBus: () => createNatsBus({ url: NATS_URL, name: 'events-test', log }),
    cleanup: deleteStreams,
  });

  const services: string[] = [];
  afterAll(() => deleteStreams(services));

  it('creates one file stream per service with a two-minute duplicate window', async () => {
    const bus = await createNatsBus({ url: NATS_URL, name: 'events-test', log });
    const service = newService();
    services.push(service);
    await bus.ensureStream(service);
    await bus.ensureStream(service); // idempotent
    const nc = await connect({ servers: NATS_URL });
    const info = await (await jetstreamManager(nc)).streams.info(streamName(service));
    expect(info.config).toMatchObject({ subjects: [`shop.${service}.>`], storage: 'file', duplicate_window: 120e9 });
    await nc.close();
    await bus.close();
  });

  it('terminates a message that is not an event envelope and goes on with the next', async () => {
    const bus = await createNatsBus({ url: NATS_URL, name: 'events-test', log });
    const service = newService();
    services.push(service);
    const subject = `shop.${service}.note-added`;
    await bus.ensureStream(service);
    // Someone publishes garbage on the subject, bypassing the bus.
    const nc = await connect({ servers: NATS_URL });
    await jetstream(nc).publish(subject, 'not json at all');
    await jetstream(nc).publish(subject, JSON.stringify({ id: 'not-a-uuid' }));
    const good = envelopeFor(service);
    await bus.publish(subject, good);
    const received: DeliveredEvent[] = [];
    const consumer = await bus.consume({
      durable: 'garbage',
      stream: service,
      subjects: [subject],
      handler: async (event) => {
        received.push(event);
      },
    });
    await until(() => received.length === 1, 5000, 'the valid event');
    expect(received[0]!.envelope).toEqual(good);
    // Terminated means settled: nothing is left pending for the durable.
    const jsm = await jetstreamManager(nc);
    // (nats-server 2.9 ignored a term carrying a reason string: it stayed pending and came back.)
    await until(async () => (await jsm.consumers.info(streamName(service), 'garbage')).num_ack_pending === 0);
    await consumer.stop();
    await nc.close();
    await bus.close();
  });

  it('updates an existing durable when consume() is called with other options', async () => {
    const bus = await createNatsBus({ url: NATS_URL, name: 'events-test', log });
    const service = newService();
    services.push(service);
    const subject = `shop.${service}.note-added`;
    const handler = async () => {};
    const options = { durable: 'changing', stream: service, subjects: [subject], handler };
    await (await bus.consume({ ...options, ackWaitMs: 30_000 })).stop();
    await (await bus.consume({ ...options, ackWaitMs: 5_000 })).stop();
    const nc = await connect({ servers: NATS_URL });
    const info = await (await jetstreamManager(nc)).consumers.info(streamName(service), 'changing');
    expect(info.config.ack_wait).toBe(5e9);
    await nc.close();
    await bus.close();
  });
});
