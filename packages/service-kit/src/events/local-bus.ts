import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { EventEnvelope } from '@shop/contracts';
import type { Logger } from '../logger';
import { type Consumer, type ConsumerOptions, type EventBus, streamName } from './bus';
import {
  DEFAULT_ACK_WAIT_MS,
  errorMessage,
  parseEnvelope,
  redeliveryDelayMs,
  serviceOfSubject,
  subjectMatches,
} from './delivery';
import { appendLine, readLines, replaceLines, safeFileName } from './local-files';

// Embedded mode (every service in one process): the JetStream semantics without a broker. Per stream an
// ordered log; per durable its acks. With `dir` both are append-only JSON-lines files, so what was
// published but not acked when the process died is delivered again after a restart. One process per dir.

export interface LocalBusOptions {
  /** Directory for the logs; absent means memory only. */
  dir?: string;
  log: Logger;
}

export function createLocalBus(options: LocalBusOptions): EventBus {
  return new LocalBus(options.dir, options.log);
}

interface StoredMessage {
  seq: number;
  subject: string;
  /** The envelope as JSON: each delivery parses its own copy, as from the wire. */
  body: string;
}

interface Stream {
  messages: StoredMessage[];
  ids: Set<string>;
  file?: string;
}

/** A delivery not yet acked: when it may be delivered again, and which delivery is the current one. */
interface Pending {
  deliveryCount: number;
  dueAt: number;
  delivery: number;
}

/** An ack file with more lines than this is rewritten as floor + acks above it when loaded. */
const COMPACT_AFTER_LINES = 1000;

class Durable {
  readonly acked = new Set<number>();
  readonly pending = new Map<number, Pending>();
  readonly consumers: LocalConsumer[] = [];
  /** Every seq below it is acked (or not for this durable's subjects). */
  floor = 1;
  /** Next seq never delivered since this bus was created. */
  cursor = 1;
  timer: NodeJS.Timeout | undefined;
  deliveries = 0;

  constructor(
    readonly stream: Stream,
    readonly subjects: string[],
    readonly file: string | undefined,
  ) {}

  wants(message: StoredMessage): boolean {
    return this.subjects.some((pattern) => subjectMatches(pattern, message.subject));
  }
}

class LocalConsumer {
  readonly running = new Set<Promise<void>>();
  stopped = false;
  /**
   * Runs the handler in the subscriber's async context, as a NATS consumer's would run, not in the publisher's
   * (a relay publishes from inside its transaction: db/transaction-guard.ts would count the handler in it).
   */
  readonly inOwnContext = AsyncLocalStorage.snapshot();
  constructor(
    readonly options: ConsumerOptions,
    readonly max: number,
  ) {}
}

class LocalBus implements EventBus {
  readonly kind = 'local' as const;
  private readonly streams = new Map<string, Stream>();
  private readonly durables = new Map<string, Durable>();
  private readonly idleWaiters: Array<() => void> = [];
  private closed = false;

  constructor(
    private readonly dir: string | undefined,
    private readonly log: Logger,
  ) {
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    for (const file of readdirSync(dir)) {
      if (file.endsWith('.messages.jsonl')) this.loadStream(file.slice(0, -'.messages.jsonl'.length));
    }
  }

  async ensureStream(service: string): Promise<void> {
    this.stream(streamName(service));
  }

  async publish(subject: string, envelope: EventEnvelope): Promise<void> {
    if (this.closed) throw new Error('The event bus is closed');
    const name = streamName(serviceOfSubject(subject));
    const stream = this.stream(name);
    if (stream.ids.has(envelope.id)) return; // the same event published again (relay retry): drop it
    const message = { seq: (stream.messages.at(-1)?.seq ?? 0) + 1, subject, body: JSON.stringify(envelope) };
    // Written before it counts as published, so a crash after publish() resolved cannot lose it.
    if (stream.file) appendLine(stream.file, { seq: message.seq, subject, envelope });
    stream.messages.push(message);
    stream.ids.add(envelope.id);
    for (const durable of this.durables.values()) if (durable.stream === stream) this.schedule(durable);
  }

  async consume(options: ConsumerOptions): Promise<Consumer> {
    if (this.closed) throw new Error('The event bus is closed');
    const name = streamName(options.stream);
    const key = `${name}/${options.durable}`;
    let durable = this.durables.get(key);
    if (!durable) {
      const file = this.dir ? join(this.dir, `${name}.${safeFileName(options.durable)}.acks.jsonl`) : undefined;
      durable = new Durable(this.stream(name), options.subjects, file);
      if (file) loadAcks(durable, file, this.log);
      this.durables.set(key, durable);
    }
    const consumer = new LocalConsumer(options, Math.max(1, options.maxConcurrency ?? 1));
    durable.consumers.push(consumer);
    this.schedule(durable);
    const owner = durable;
    return {
      stop: async () => {
        consumer.stopped = true;
        const index = owner.consumers.indexOf(consumer);
        if (index >= 0) owner.consumers.splice(index, 1);
        await Promise.all(consumer.running);
        this.notifyIfIdle();
      },
    };
  }

  idle(): Promise<void> {
    return new Promise((resolve) => {
      this.idleWaiters.push(resolve);
      this.notifyIfIdle();
    });
  }

  /**
   * Idle: no durable that has a consumer holds a delivery (running, or waiting for its redelivery) or a
   * message it wants and was never given. A durable without consumers delivers nothing, so it never waits.
   */
  private isIdle(): boolean {
    if (this.closed) return true;
    for (const durable of this.durables.values()) {
      if (durable.consumers.length === 0) continue;
      if (durable.pending.size > 0) return false;
      const { messages } = durable.stream;
      const last = messages.at(-1)?.seq ?? 0;
      for (let seq = durable.cursor; seq <= last; seq++) {
        const message = findMessage(messages, seq);
        if (message && !durable.acked.has(seq) && durable.wants(message)) return false;
      }
    }
    return true;
  }

  private notifyIfIdle(): void {
    if (this.idleWaiters.length === 0 || !this.isIdle()) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  async close(): Promise<void> {
    this.closed = true;
    const running: Promise<void>[] = [];
    for (const durable of this.durables.values()) {
      clearTimeout(durable.timer);
      for (const consumer of durable.consumers.splice(0)) {
        consumer.stopped = true;
        running.push(...consumer.running);
      }
    }
    await Promise.all(running);
    this.notifyIfIdle();
  }

  private stream(name: string): Stream {
    let stream = this.streams.get(name);
    if (!stream) {
      stream = { messages: [], ids: new Set(), file: this.dir ? join(this.dir, `${name}.messages.jsonl`) : undefined };
      this.streams.set(name, stream);
    }
    return stream;
  }

  private loadStream(name: string): void {
    const stream = this.stream(name);
    for (const line of readLines(stream.file!, this.log)) {
      const { seq, subject, envelope } = line as { seq: number; subject: string; envelope: EventEnvelope };
      stream.messages.push({ seq, subject, body: JSON.stringify(envelope) });
      stream.ids.add(envelope.id);
    }
  }

  /** Runs delivery soon (never inside the caller's stack) and never lets an error escape a timer. */
  private schedule(durable: Durable, delayMs = 0): void {
    clearTimeout(durable.timer);
    durable.timer = setTimeout(() => {
      durable.timer = undefined;
      try {
        this.deliver(durable);
      } catch (error) {
        this.log.error({ err: errorMessage(error) }, 'local bus delivery failed');
        this.schedule(durable, 1000);
      }
      this.notifyIfIdle();
    }, delayMs);
    durable.timer.unref();
  }

  /** Hands due messages to consumers with free slots, then sleeps until the next redelivery is due. */
  private deliver(durable: Durable): void {
    if (this.closed) return;
    for (;;) {
      const consumer = durable.consumers.find((c) => c.running.size < c.max);
      if (!consumer) break;
      const message = this.nextMessage(durable);
      if (!message) break;
      this.start(durable, consumer, message);
      // Round-robin between consumers of the same durable.
      durable.consumers.push(...durable.consumers.splice(durable.consumers.indexOf(consumer), 1));
    }
    // With every slot busy, the handler that finishes reschedules; a timer now would only spin.
    if (!durable.consumers.some((c) => c.running.size < c.max)) return;
    let next = Number.POSITIVE_INFINITY;
    for (const pending of durable.pending.values()) next = Math.min(next, pending.dueAt);
    if (Number.isFinite(next)) this.schedule(durable, Math.max(0, next - Date.now()));
  }

  private nextMessage(durable: Durable): StoredMessage | undefined {
    const { messages } = durable.stream;
    const now = Date.now();
    // Redeliveries first (lowest seq), then messages never delivered.
    let due: number | undefined;
    for (const [seq, pending] of durable.pending)
      if (pending.dueAt <= now && (due === undefined || seq < due)) due = seq;
    if (due !== undefined) return findMessage(messages, due);
    for (;;) {
      const message = findMessage(messages, durable.cursor);
      if (!message) {
        if (durable.cursor > (messages.at(-1)?.seq ?? 0)) return undefined;
        durable.cursor++; // a gap (torn line skipped at load)
        continue;
      }
      durable.cursor++;
      if (!durable.acked.has(message.seq) && durable.wants(message)) return message;
    }
  }

  private start(durable: Durable, consumer: LocalConsumer, message: StoredMessage): void {
    const { durable: name, handler, ackWaitMs = DEFAULT_ACK_WAIT_MS } = consumer.options;
    const previous = durable.pending.get(message.seq);
    const pending: Pending = {
      deliveryCount: (previous?.deliveryCount ?? 0) + 1,
      // Not acked by then (handler hung, consumer gone): deliver it again, as JetStream does.
      dueAt: Date.now() + ackWaitMs,
      delivery: ++durable.deliveries,
    };
    durable.pending.set(message.seq, pending);
    const envelope = parseEnvelope(message.body);
    if (!envelope) {
      this.log.error({ durable: name, subject: message.subject, seq: message.seq }, 'not an event envelope; dropped');
      this.ack(durable, message.seq);
      return;
    }
    const { deliveryCount } = pending;
    const task = Promise.resolve()
      .then(() => consumer.inOwnContext(() => handler({ subject: message.subject, envelope, deliveryCount })))
      .then(
        () => this.ack(durable, message.seq),
        (error) => {
          const delayMs = redeliveryDelayMs(deliveryCount);
          this.log.warn(
            {
              durable: name,
              subject: message.subject,
              eventId: envelope.id,
              deliveryCount,
              delayMs,
              err: errorMessage(error),
            },
            'event handler failed; will retry',
          );
          // A nak of a delivery that was already superseded (ack wait ran out) changes nothing.
          if (durable.pending.get(message.seq)?.delivery === pending.delivery) pending.dueAt = Date.now() + delayMs;
        },
      )
      .catch((error) => this.log.error({ durable: name, err: errorMessage(error) }, 'event ack failed'))
      .finally(() => {
        consumer.running.delete(task);
        if (!consumer.stopped) this.schedule(durable);
        this.notifyIfIdle();
      });
    consumer.running.add(task);
  }

  private ack(durable: Durable, seq: number): void {
    if (durable.acked.has(seq) || seq < durable.floor) return;
    if (durable.file) appendLine(durable.file, { seq });
    durable.pending.delete(seq);
    durable.acked.add(seq);
    advanceFloor(durable);
  }
}

function advanceFloor(durable: Durable): void {
  const { messages } = durable.stream;
  const last = messages.at(-1)?.seq ?? 0;
  while (durable.floor <= last) {
    const message = findMessage(messages, durable.floor);
    if (message && !durable.acked.has(message.seq) && durable.wants(message)) break;
    durable.acked.delete(durable.floor);
    durable.floor++;
  }
}

/** Seqs are dense except where a torn line was skipped, so the index is almost always seq - 1. */
function findMessage(messages: StoredMessage[], seq: number): StoredMessage | undefined {
  const guess = messages[Math.min(seq - 1, messages.length - 1)];
  if (!guess || guess.seq === seq) return guess;
  return messages.find((m) => m.seq === seq);
}

function loadAcks(durable: Durable, file: string, log: Logger): void {
  const lines = readLines(file, log) as { seq?: number; floor?: number }[];
  for (const line of lines) {
    if (line.floor) durable.floor = Math.max(durable.floor, line.floor);
    if (line.seq) durable.acked.add(line.seq);
  }
  advanceFloor(durable);
  durable.cursor = durable.floor;
  if (lines.length > COMPACT_AFTER_LINES) {
    replaceLines(file, [{ floor: durable.floor }, ...[...durable.acked].map((seq) => ({ seq }))]);
  }
}
