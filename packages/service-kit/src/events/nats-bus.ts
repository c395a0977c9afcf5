import {
  AckPolicy,
  type ConsumerConfig,
  type ConsumerMessages,
  DeliverPolicy,
  JetStreamApiError,
  type JetStreamClient,
  type JetStreamManager,
  type Consumer as JsConsumer,
  type JsMsg,
  jetstream,
  jetstreamManager,
  StorageType,
} from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { EventEnvelope } from '@shop/contracts';
import type { Logger } from '../logger';
import { type Consumer, type ConsumerOptions, type EventBus, streamName } from './bus';
import {
  DEFAULT_ACK_WAIT_MS,
  errorMessage,
  parseEnvelope,
  redeliveryDelayMs,
  Sleeper,
  serviceOfSubject,
  subjectMatches,
} from './delivery';

// Cluster mode: NATS JetStream. One stream per publishing service, durable pull consumers, explicit acks.

export interface NatsBusOptions {
  /** One server or several, comma separated. */
  url: string;
  /** Connection name shown by the server (the service name). */
  name: string;
  log: Logger;
}

const nanos = (ms: number) => ms * 1_000_000;
/** Publishes of the same message id within this window are dropped by JetStream. */
const DUPLICATE_WINDOW_MS = 2 * 60_000;
/** JetStream error: stream name already in use with a different configuration. */
const STREAM_NAME_IN_USE = 10058;
/** How long one pull request waits on the server for messages; stop() cuts it short. */
const FETCH_EXPIRES_MS = 10_000;
/** How often idle() asks the server about the durables. */
const IDLE_POLL_MS = 20;

export async function createNatsBus(options: NatsBusOptions): Promise<EventBus> {
  // Never give up: a broker restart must not take the services down with it.
  const nc = await connect({
    servers: options.url.split(','),
    name: options.name,
    waitOnFirstConnect: true,
    maxReconnectAttempts: -1,
  });
  watchConnection(nc, options.log);
  const [jsm, js] = [await jetstreamManager(nc), jetstream(nc)];
  return new NatsBus(nc, jsm, js, options.log);
}

class NatsBus implements EventBus {
  readonly kind = 'nats' as const;
  private readonly streams = new Map<string, Promise<void>>();
  private readonly consumers = new Set<NatsConsumer>();
  private closed = false;

  constructor(
    private readonly nc: NatsConnection,
    private readonly jsm: JetStreamManager,
    private readonly js: JetStreamClient,
    private readonly log: Logger,
  ) {}

  ensureStream(service: string): Promise<void> {
    // Once per bus and service; a failure is forgotten so the next call tries again.
    let pending = this.streams.get(service);
    if (!pending) {
      pending = this.createStream(service);
      pending.catch(() => this.streams.delete(service));
      this.streams.set(service, pending);
    }
    return pending;
  }

  private async createStream(service: string): Promise<void> {
    const name = streamName(service);
    const subjects = [`shop.${service}.>`];
    const duplicate_window = nanos(DUPLICATE_WINDOW_MS);
    try {
      await this.jsm.streams.add({ name, subjects, storage: StorageType.File, duplicate_window });
    } catch (error) {
      // Exists with another configuration (e.g. an older duplicate window): bring it in line.
      if (!(error instanceof JetStreamApiError) || error.code !== STREAM_NAME_IN_USE) throw error;
      await this.jsm.streams.update(name, { subjects, duplicate_window });
    }
  }

  async publish(subject: string, envelope: EventEnvelope): Promise<void> {
    if (this.closed) throw new Error('The event bus is closed');
    const service = serviceOfSubject(subject);
    // Without a stream JetStream answers "no responders", so the publisher creates its stream first.
    await this.ensureStream(service);
    try {
      const ack = await this.js.publish(subject, JSON.stringify(envelope), {
        msgID: envelope.id,
        expect: { streamName: streamName(service) },
      });
      if (ack.duplicate) this.log.debug({ subject, eventId: envelope.id }, 'duplicate publish dropped by JetStream');
    } catch (error) {
      // The stream may have been deleted under us: create it again on the next attempt.
      this.streams.delete(service);
      throw error;
    }
  }

  async consume(options: ConsumerOptions): Promise<Consumer> {
    if (this.closed) throw new Error('The event bus is closed');
    const stream = streamName(options.stream);
    const setUp = async (again = false) => {
      // Again (after a failure): the server may have lost the stream, so do not trust the cache.
      if (again) this.streams.delete(options.stream);
      await this.ensureStream(options.stream);
      return this.upsertConsumer(stream, options);
    };
    const clientFilter = await setUp();
    const consumer = new NatsConsumer(this.js, stream, options, clientFilter, setUp, this.log);
    this.consumers.add(consumer);
    return {
      stop: async () => {
        await consumer.stop();
        this.consumers.delete(consumer);
      },
    };
  }

  /** Creates or updates the durable; returns subjects to filter in the client when the server cannot. */
  private async upsertConsumer(stream: string, options: ConsumerOptions): Promise<string[] | undefined> {
    const { subjects } = options;
    // Several filter subjects need nats-server 2.10; older servers (Debian's 2.9) get the whole stream and
    // the consumer acks what it did not ask for.
    const multi = subjects.length > 1;
    const serverFilters = !multi || serverAtLeast(this.nc, 2, 10);
    const config: Partial<ConsumerConfig> = {
      ack_policy: AckPolicy.Explicit,
      ack_wait: nanos(options.ackWaitMs ?? DEFAULT_ACK_WAIT_MS),
      max_deliver: -1,
      ...(!multi
        ? { filter_subject: subjects[0] }
        : serverFilters
          ? { filter_subjects: subjects }
          : { filter_subject: `shop.${options.stream}.>` }),
    };
    try {
      await this.jsm.consumers.add(stream, {
        ...config,
        durable_name: options.durable,
        deliver_policy: DeliverPolicy.All,
      });
    } catch (error) {
      // nats-server ≥ 2.10 refuses "create" for an existing durable with another config: update it.
      if (!(error instanceof JetStreamApiError)) throw error;
      await this.jsm.consumers.update(stream, options.durable, config);
    }
    return serverFilters ? undefined : subjects;
  }

  async idle(): Promise<void> {
    // The server knows what is pending or unacknowledged per durable; only this process knows what runs.
    const busy = async (consumer: NatsConsumer) => {
      if (consumer.busy()) return true;
      const info = await this.jsm.consumers.info(consumer.stream, consumer.durable);
      return info.num_pending > 0 || info.num_ack_pending > 0 || consumer.busy();
    };
    while (!this.closed && (await Promise.all([...this.consumers].map(busy))).some(Boolean)) {
      await new Promise((resolve) => setTimeout(resolve, IDLE_POLL_MS));
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.consumers].map((consumer) => consumer.stop()));
    // Drain flushes the last acks before the connection closes.
    if (!this.nc.isClosed()) await this.nc.drain();
  }
}

/**
 * One durable pull consumer. It pulls only as many messages as it has free handler slots, so no message
 * waits in a client buffer while its ack timer runs (it would be redelivered for nothing).
 */
class NatsConsumer {
  private readonly running = new Set<Promise<void>>();
  private readonly sleeper = new Sleeper();
  private readonly max: number;
  private stopping = false;
  private batch: ConsumerMessages | undefined;
  private readonly loop: Promise<void>;

  constructor(
    private readonly js: JetStreamClient,
    readonly stream: string,
    private readonly options: ConsumerOptions,
    private readonly clientFilter: string[] | undefined,
    private readonly setUp: (again: boolean) => Promise<unknown>,
    private readonly log: Logger,
  ) {
    this.max = Math.max(1, options.maxConcurrency ?? 1);
    this.loop = this.run();
  }

  get durable(): string {
    return this.options.durable;
  }

  /** A handler of this consumer is running. */
  busy(): boolean {
    return this.running.size > 0;
  }

  private async run(): Promise<void> {
    let failures = 0;
    let consumer: JsConsumer | undefined;
    while (!this.stopping) {
      if (this.running.size >= this.max) {
        await Promise.race(this.running);
        continue;
      }
      try {
        if (!consumer) {
          // After a failure the stream or durable may be gone (server state lost): create them again.
          if (failures > 0) await this.setUp(true);
          consumer = await this.js.consumers.get(this.stream, this.options.durable);
        }
        const batch = await consumer.fetch({ max_messages: this.max - this.running.size, expires: FETCH_EXPIRES_MS });
        this.batch = batch;
        if (this.stopping) void batch.close().catch(() => {});
        for await (const msg of batch) this.dispatch(msg);
        failures = 0;
      } catch (error) {
        if (this.stopping) break;
        failures++;
        consumer = undefined;
        this.log.warn({ durable: this.options.durable, err: errorMessage(error), failures }, 'event pull failed');
        await this.sleeper.sleep(Math.min(1000 * failures, 10_000));
      } finally {
        this.batch = undefined;
      }
    }
  }

  private dispatch(msg: JsMsg): void {
    const task = this.handle(msg).catch((error) => {
      this.log.error({ durable: this.options.durable, err: errorMessage(error) }, 'event delivery failed');
    });
    this.running.add(task);
    void task.finally(() => this.running.delete(task));
  }

  private async handle(msg: JsMsg): Promise<void> {
    const { durable } = this.options;
    // Pulled while stopping: hand it back at once so another instance takes it.
    if (this.stopping) return msg.nak();
    if (this.clientFilter && !this.clientFilter.some((pattern) => subjectMatches(pattern, msg.subject))) {
      return msg.ack();
    }
    const envelope = parseEnvelope(msg.string());
    if (!envelope) {
      // Redelivering a malformed message cannot help: log it and tell the server never to send it again.
      this.log.error({ durable, subject: msg.subject, seq: msg.seq }, 'message is not an event envelope; terminated');
      // No reason string: nats-server 2.9 ignores a "+TERM <reason>" it does not recognise.
      return msg.term();
    }
    const deliveryCount = msg.info.deliveryCount;
    try {
      await this.options.handler({ subject: msg.subject, envelope, deliveryCount });
    } catch (error) {
      const delayMs = redeliveryDelayMs(deliveryCount);
      this.log.warn(
        { durable, subject: msg.subject, eventId: envelope.id, deliveryCount, delayMs, err: errorMessage(error) },
        'event handler failed; will retry',
      );
      return msg.nak(delayMs);
    }
    try {
      await msg.ackAck();
    } catch (error) {
      // The ack may be lost (connection down): the message comes again and the inbox makes it a no-op.
      this.log.warn({ durable, eventId: envelope.id, err: errorMessage(error) }, 'ack not confirmed');
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.sleeper.wake();
    void this.batch?.close().catch(() => {});
    await this.loop;
    await Promise.all(this.running);
  }
}

function serverAtLeast(nc: NatsConnection, major: number, minor: number): boolean {
  const [a = 0, b = 0] = (nc.info?.version ?? '0.0').split('.').map(Number);
  return a > major || (a === major && b >= minor);
}

function watchConnection(nc: NatsConnection, log: Logger): void {
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect') log.warn({ server: status.server }, 'NATS disconnected');
      else if (status.type === 'reconnect') log.info({ server: status.server }, 'NATS reconnected');
      else if (status.type === 'error') log.error({ err: errorMessage(status.error) }, 'NATS error');
      else if (status.type === 'staleConnection') log.warn('NATS connection stale');
    }
  })().catch(() => {});
}
