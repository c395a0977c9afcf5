import { randomUUID } from 'node:crypto';
import type { EventData, EventDefinition, EventEnvelope } from '@shop/contracts';
import { asc, inArray, isNull } from 'drizzle-orm';
import type { Database, Executor, Schema } from '../db/database';
import { outbox } from '../db/kit-schema';
import type { Logger } from '../logger';
import type { EventBus } from './bus';
import { errorMessage } from './delivery';

// Transactional outbox (DESIGN §6): the event is a row written in the same transaction as the change, so
// both happen or neither; the relay publishes committed rows later, with the event id as message id.

export interface RecordEventOptions {
  /** Defaults to a new uuid v4; give one only to make a retried command record the same event. */
  id?: string;
  occurredAt?: Date;
}

let recorded = 0;
/**
 * How many events this process has recorded so far. ServiceContext.transaction compares it before and after
 * a transaction and kicks the relay only when the count moved: most writes (a cart line) record nothing, and
 * a relay round costs a transaction of its own.
 */
export function eventsRecorded(): number {
  return recorded;
}

/** Validates the data and inserts the event into the outbox in the caller's transaction. */
export async function recordEvent<E extends EventDefinition, S extends Schema>(
  tx: Executor<S>,
  def: E,
  data: EventData<E>,
  options: RecordEventOptions = {},
): Promise<EventEnvelope<EventData<E>>> {
  const parsed = def.data.safeParse(data);
  if (!parsed.success) {
    // The caller built the data: a bug, not a user error, so a plain Error (HTTP 500).
    throw new Error(`Invalid data for event ${def.subject}: ${parsed.error.message}`);
  }
  const occurredAt = options.occurredAt ?? new Date();
  const envelope: EventEnvelope<EventData<E>> = {
    id: options.id ?? randomUUID(),
    type: def.type,
    occurredAt: occurredAt.toISOString(),
    source: def.source,
    data: parsed.data as EventData<E>,
  };
  await tx.insert(outbox).values({ id: envelope.id, subject: def.subject, type: def.type, envelope, occurredAt });
  recorded++;
  return envelope;
}

export interface OutboxRelayOptions<S extends Schema = Schema> {
  db: Database<S>;
  bus: EventBus;
  log: Logger;
  /**
   * Poll period (default 5 s). A commit that recorded events, through ServiceContext.transaction or an inbox
   * handler (subscribe()), kicks the relay at once, so polling only picks up what a crash or a failed publish
   * left behind; polling more often costs idle CPU.
   */
  intervalMs?: number;
  batchSize?: number;
}

/** The relays of each database handle, so a commit made outside ServiceContext.transaction can kick them too. */
const relaysOfDb = new WeakMap<object, Set<OutboxRelay<Schema>>>();

/**
 * Kicks the relay publishing `db`'s outbox, when this process runs one: called after a commit that recorded
 * events outside ServiceContext.transaction (an inbox handler's), so the next step of a chain of events does
 * not wait for the relay's poll.
 */
export function kickRelayOf(db: object): void {
  for (const relay of relaysOfDb.get(db) ?? []) relay.kick();
}

/** Publishes committed outbox rows. Several relays (replicas) may share one PostgreSQL database. */
export class OutboxRelay<S extends Schema = Schema> {
  private readonly db: Database<S>;
  private readonly bus: EventBus;
  private readonly log: Logger;
  private readonly intervalMs: number;
  private readonly batchSize: number;
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;
  private again = false;
  private started = false;
  private stopped = false;
  private failing = false;

  constructor(options: OutboxRelayOptions<S>) {
    this.db = options.db;
    this.bus = options.bus;
    this.log = options.log;
    this.intervalMs = options.intervalMs ?? 5_000;
    this.batchSize = options.batchSize ?? 100;
    const relays = relaysOfDb.get(options.db) ?? new Set();
    relays.add(this as unknown as OutboxRelay<Schema>);
    relaysOfDb.set(options.db, relays);
  }

  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    this.kick();
  }

  /** Publish soon: call it after committing a transaction that recorded events. */
  kick(): void {
    if (!this.started || this.stopped) return;
    if (this.round) {
      this.again = true; // rows committed during this round may have been missed: run once more
      return;
    }
    clearTimeout(this.timer);
    this.timer = undefined;
    this.round = this.runRound().finally(() => {
      this.round = undefined;
      if (this.stopped) return;
      if (this.again) {
        this.again = false;
        this.kick();
      } else {
        this.timer = setTimeout(() => this.kick(), this.intervalMs);
        this.timer.unref();
      }
    });
  }

  /** One round until the backlog is gone or a publish fails; never throws (it runs from a timer). */
  private async runRound(): Promise<void> {
    try {
      let sent: number;
      do sent = await this.publishPending();
      while (sent === this.batchSize && !this.stopped);
      if (this.failing) this.log.info('outbox relay publishing again');
      this.failing = false;
    } catch (error) {
      // Logged once per outage, not every interval.
      if (!this.failing) this.log.error({ err: errorMessage(error) }, 'outbox relay failed; will retry');
      this.failing = true;
    }
  }

  /**
   * Publishes up to one batch of unsent rows in seq order; returns how many were published. Rows locked by
   * another relay are skipped. A failed publish ends the batch: it and the rows after it stay unsent.
   */
  async publishPending(): Promise<number> {
    let failure: unknown;
    const sent = await this.db.transaction(async (tx) => {
      const rows = await tx
        .select({ seq: outbox.seq, subject: outbox.subject, envelope: outbox.envelope })
        .from(outbox)
        .where(isNull(outbox.sentAt))
        .orderBy(asc(outbox.seq))
        .limit(this.batchSize)
        .for('update', { skipLocked: true });
      const published: number[] = [];
      for (const row of rows) {
        try {
          await this.bus.publish(row.subject, row.envelope as EventEnvelope);
        } catch (error) {
          failure = error;
          break;
        }
        published.push(row.seq);
      }
      // If this commit fails the rows are published again next round: the bus drops the duplicate ids.
      if (published.length > 0)
        await tx.update(outbox).set({ sentAt: new Date() }).where(inArray(outbox.seq, published));
      return published.length;
    });
    if (failure !== undefined) throw failure;
    return sent;
  }

  /**
   * Resolves when no round is running or queued, so every row committed before the last kick() has been
   * published (unless publishing failed: that is logged, and the rows wait for the next round).
   */
  async idle(): Promise<void> {
    while (this.round) await this.round;
  }

  /** Stops the timer and waits for a round in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    relaysOfDb.get(this.db)?.delete(this as unknown as OutboxRelay<Schema>);
    clearTimeout(this.timer);
    await this.round;
  }
}
