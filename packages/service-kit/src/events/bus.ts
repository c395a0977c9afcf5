import type { EventEnvelope } from '@shop/contracts';

// One interface, two implementations: NATS JetStream (cluster mode, tests against the real broker) and
// a local bus (embedded mode) with the same guarantees: at-least-once delivery to durable consumers,
// explicit ack, redelivery of what was not acked, duplicates of a message id dropped on publish.

export interface DeliveredEvent {
  subject: string;
  envelope: EventEnvelope;
  /** How many times this message has been delivered to this consumer, 1 the first time. */
  deliveryCount: number;
}

export type EventHandler = (event: DeliveredEvent) => Promise<void>;

export interface ConsumerOptions {
  /** Durable name, unique per consuming service and purpose, e.g. 'notifications-newsletter'. */
  durable: string;
  /** The publishing service: its stream holds the subjects. */
  stream: string;
  /** Subjects to receive, e.g. ['shop.cms.newsletter-subscribed']. */
  subjects: string[];
  /** Resolves → ack. Throws → nak, redelivered after a back-off. */
  handler: EventHandler;
  /** How long a delivery may stay unacknowledged before it is sent again (a consumer that died). */
  ackWaitMs?: number;
  /** Handlers running at once for this consumer. */
  maxConcurrency?: number;
}

export interface Consumer {
  /** Stops taking new messages and waits for the ones being handled. */
  stop(): Promise<void>;
}

export interface EventBus {
  readonly kind: 'nats' | 'local';
  /** Creates (or updates) the stream of a publishing service: subjects shop.<service>.> */
  ensureStream(service: string): Promise<void>;
  /** Publishes with the envelope id as message id; a second publish of the same id is dropped. */
  publish(subject: string, envelope: EventEnvelope): Promise<void>;
  consume(options: ConsumerOptions): Promise<Consumer>;
  /**
   * Resolves once this bus's consumers have nothing running, due or waiting to be redelivered: everything
   * published so far is handled and acked. Tests await it before asserting that nothing (more) happened.
   */
  idle(): Promise<void>;
  /** Drains consumers and the connection; the bus is unusable afterwards. */
  close(): Promise<void>;
}

export function streamName(service: string): string {
  return `SHOP_${service.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}
