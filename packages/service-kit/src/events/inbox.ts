import { type EventData, type EventDefinition, EventEnvelope } from '@shop/contracts';
import type { Database, Schema, Transaction } from '../db/database';
import { inbox } from '../db/kit-schema';
import type { Logger } from '../logger';
import type { Consumer, EventBus, EventHandler } from './bus';
import { eventsRecorded, kickRelayOf } from './outbox';

// Idempotent consumers (DESIGN §6): the inbox row and the handler's changes commit in one transaction,
// so a redelivered event that was already handled finds its row and changes nothing.

export interface SubscribeOptions<E extends EventDefinition, S extends Schema = Schema, P = undefined> {
  /** Durable name, unique per consuming service and purpose; also the inbox's consumer column. */
  durable: string;
  event: E;
  /**
   * Runs before the inbox transaction and hands its answer to the handler: what the handler needs from other
   * services, which it may not ask inside its transaction (db/transaction-guard.ts). Throw to have the event
   * redelivered.
   */
  prepare?: (data: EventData<E>, envelope: EventEnvelope<EventData<E>>) => Promise<P>;
  /** Runs inside the inbox transaction: write through `tx` only. Throw to have the event redelivered. */
  handler: (
    tx: Transaction<S>,
    data: EventData<E>,
    envelope: EventEnvelope<EventData<E>>,
    prepared: P,
  ) => Promise<void>;
  log: Logger;
  /** Runs once the handler's transaction has committed (not for an event already handled): wake a worker. */
  afterCommit?: () => void;
  maxConcurrency?: number;
  ackWaitMs?: number;
}

/** Consumes `event.subject` from the stream of `event.source`, handling each event once per durable. */
export function subscribe<E extends EventDefinition, S extends Schema, P = undefined>(
  bus: EventBus,
  db: Database<S>,
  options: SubscribeOptions<E, S, P>,
): Promise<Consumer> {
  return bus.consume({
    durable: options.durable,
    stream: options.event.source,
    subjects: [options.event.subject],
    handler: inboxHandler(db, options),
    ackWaitMs: options.ackWaitMs,
    maxConcurrency: options.maxConcurrency,
  });
}

/** The bus handler behind subscribe(); exported so tests can wrap it (e.g. to crash after the commit). */
export function inboxHandler<E extends EventDefinition, S extends Schema, P = undefined>(
  db: Database<S>,
  options: SubscribeOptions<E, S, P>,
): EventHandler {
  const { durable, event, handler, log } = options;
  return async ({ envelope: raw, deliveryCount }) => {
    // Invalid input can never succeed: log it and let it be acked instead of redelivered forever.
    const envelope = EventEnvelope.safeParse(raw);
    if (!envelope.success || envelope.data.type !== event.type || envelope.data.source !== event.source) {
      log.error({ durable, eventId: raw.id, type: raw.type }, 'unexpected event envelope; skipped');
      return;
    }
    const data = event.data.safeParse(envelope.data.data);
    if (!data.success) {
      log.error(
        { durable, eventId: raw.id, issues: data.error.issues },
        'event data does not match its schema; skipped',
      );
      return;
    }
    const typed = { ...envelope.data, data: data.data } as EventEnvelope<EventData<E>>;
    const prepared = (options.prepare ? await options.prepare(typed.data, typed) : undefined) as P;
    const recordedBefore = eventsRecorded();
    const handled = await db.transaction(async (tx) => {
      // A concurrent redelivery blocks on this row until the first transaction ends, then inserts nothing.
      const inserted = await tx
        .insert(inbox)
        .values({ consumer: durable, eventId: typed.id })
        .onConflictDoNothing()
        .returning({ eventId: inbox.eventId });
      if (inserted.length === 0) {
        log.debug({ durable, eventId: typed.id, deliveryCount }, 'event already handled');
        return false;
      }
      await handler(tx, typed.data, typed, prepared);
      return true;
    });
    if (!handled) return;
    // The handler's own events (the next step of a chain) go out now, not at the relay's next poll. Another
    // transaction's event may also be counted: that only costs a relay round.
    if (eventsRecorded() !== recordedBefore) kickRelayOf(db);
    options.afterCommit?.();
  };
}
