import type { AddressInfo } from 'node:net';
import type { EventDefinition } from '@shop/contracts';
import { createLogger } from '@shop/service-kit';
import { type ConsumerOptions, createLocalBus, type EventBus } from '@shop/service-kit/events';
import { type ManualClock, manualClock, startTestService, type TestService, until } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import type { NotificationsContext } from '../context';
import type * as schema from '../db/schema';
import { mails } from '../db/schema';
import { notificationsService } from '../service';

// The test's SMTP peer (smtp-server on this machine, what arrives parsed by mailparser) and a notifications
// service that sends to it: what a customer's mail server receives, and what happens when it refuses, stays
// silent or drops the connection. The sender opens one connection per message, so the peer takes one
// behaviour per connection from its plan.

export interface Received {
  /** The envelope (MAIL FROM and RCPT TO), as the server saw it. */
  from: string;
  to: string[];
  mail: ParsedMail;
}

/**
 * What the peer does with a connection: `accept` the message; refuse it at the greeting (421), never greet,
 * refuse the recipient for now (450); refuse the message for now (451) or for good (550) once it has come;
 * `drop` the line half-way through the message; stay `silent` after taking it; or take it whole and drop the
 * line before answering (`lost-answer`: the server has it, the sender cannot know).
 */
export type Behaviour =
  | 'accept'
  | 'refuse-greeting'
  | 'no-greeting'
  | 'refuse-recipient'
  | 'refuse-for-now'
  | 'refuse-for-good'
  | 'drop'
  | 'silent'
  | 'lost-answer';

export interface SmtpPeer {
  port: number;
  /** Every message the peer accepted, in order. */
  received: Received[];
  arrivedFor(address: string): Received[];
  /** The behaviours of the next connections, in order; `accept` once they are used up. */
  plan(behaviours: Behaviour[]): void;
  close(): Promise<void>;
}

const refusal = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

/** A peer on `port` (a free one unless given). */
export async function startSmtpPeer(port = 0): Promise<SmtpPeer> {
  const received: Received[] = [];
  let plan: Behaviour[] = [];
  const behaviourOf = new Map<string, Behaviour>();
  const behaviour = (session: SMTPServerSession) => behaviourOf.get(session.id) ?? 'accept';
  const dropLine = (session: SMTPServerSession) => {
    for (const connection of server.connections) if (connection.id === session.id) connection._socket.destroy();
  };

  const server: SMTPServer & { connections: Set<{ id: string; _socket: { destroy(): void } }> } = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onConnect(session, callback) {
      const next = plan.shift() ?? 'accept';
      behaviourOf.set(session.id, next);
      if (next === 'refuse-greeting') return callback(refusal('Too busy, try later', 421));
      if (next === 'no-greeting') return; // the connection opens and nothing is ever said
      callback();
    },
    onRcptTo(_address, session, callback) {
      if (behaviour(session) === 'refuse-recipient') return callback(refusal('Mailbox full, try later', 450));
      callback();
    },
    onData(stream, session, callback) {
      const now = behaviour(session);
      if (now === 'silent') {
        // Takes the message and never answers.
        stream.resume();
        return;
      }
      if (now === 'drop') {
        // Half the message has come when the line goes dead.
        stream.once('data', () => dropLine(session));
        stream.resume();
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          if (now === 'refuse-for-now') return callback(refusal('Mailbox busy, try later', 451));
          if (now === 'refuse-for-good') return callback(refusal('No such mailbox', 550));
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            mail,
          });
          if (now === 'lost-answer') return dropLine(session);
          callback();
        },
        (error) => callback(error),
      );
    },
  }) as never;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    arrivedFor: (address) => received.filter((message) => message.to.includes(address.toLowerCase())),
    plan(behaviours) {
      plan = [...behaviours];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface Envelope {
  id: string;
  type: string;
  source: string;
  occurredAt: string;
  data: Record<string, unknown>;
}

export interface MailTestService {
  notifications: TestService<typeof schema, NotificationsContext>;
  bus: EventBus;
  clock: ManualClock;
  /** Publishes an event (a new id unless given) as its source service would; resolves to its envelope. */
  publish<E extends EventDefinition>(event: E, data: Record<string, unknown>, id?: string): Promise<Envelope>;
  /**
   * Hands a published event once more to every consumer of its subject, as the broker does when an ack was
   * lost (the bus itself drops a second publish of the same id); resolves when they have handled it.
   */
  deliverAgain(event: EventDefinition, envelope: Envelope): Promise<void>;
  /** The e-mails queued for an event, once at least `count` are. */
  queuedFor(eventId: string, count?: number): Promise<(typeof mails.$inferSelect)[]>;
  rowOf(id: string): Promise<typeof mails.$inferSelect>;
  stop(): Promise<void>;
}

/**
 * A notifications service sending to `peer`, on a hand-moved clock, with SMTP time-outs short enough for a
 * test to see one and the sender's poll far apart (it sends when woken by a queued e-mail or by `sendDue()`).
 */
export async function startMailTestService(peer: SmtpPeer, env: Record<string, string> = {}): Promise<MailTestService> {
  const local = createLocalBus({ log: createLogger('test', 'silent') });
  const consumers: ConsumerOptions[] = [];
  // The local bus, remembering its consumers so a test can deliver an event to them again.
  const bus: EventBus = {
    kind: local.kind,
    ensureStream: (stream) => local.ensureStream(stream),
    publish: (subject, envelope) => local.publish(subject, envelope),
    consume(options) {
      consumers.push(options);
      return local.consume(options);
    },
    idle: () => local.idle(),
    close: () => local.close(),
  };
  for (const stream of ['cms', 'accounts', 'orders', 'rma']) await bus.ensureStream(stream);
  const clock = manualClock(new Date());
  const notifications = (await startTestService(notificationsService, {
    bus,
    clock,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${peer.port}/?ignoreTLS=true&connectionTimeout=1000&greetingTimeout=1000&socketTimeout=1000`,
      MAIL_POLL_MS: '600000',
      MAIL_FROM: 'Zefir e-bikes <sklep@zefir.example>',
      PUBLIC_URL: 'https://zefir.example',
      ...env,
    },
  })) as TestService<typeof schema, NotificationsContext>;
  const rowsOf = (eventId: string) => notifications.context.db.select().from(mails).where(eq(mails.eventId, eventId));
  return {
    notifications,
    bus,
    clock,
    async publish(event, data, id = crypto.randomUUID()) {
      const envelope = { id, type: event.type, source: event.source, occurredAt: new Date().toISOString(), data };
      await bus.publish(event.subject, envelope);
      return envelope;
    },
    async deliverAgain(event, envelope) {
      const mine = consumers.filter((consumer) => consumer.subjects.includes(event.subject));
      if (mine.length === 0) throw new Error(`nobody consumes ${event.subject}`);
      await Promise.all(
        mine.map((consumer) => consumer.handler({ subject: event.subject, envelope, deliveryCount: 2 })),
      );
    },
    async queuedFor(eventId, count = 1) {
      let rows: (typeof mails.$inferSelect)[] = [];
      await until(
        async () => {
          rows = await rowsOf(eventId);
          return rows.length >= count;
        },
        5_000,
        `${count} e-mail(s) of event ${eventId}`,
      );
      return rows;
    },
    rowOf: async (id) => (await notifications.context.db.select().from(mails).where(eq(mails.id, id)))[0]!,
    async stop() {
      await notifications.stop();
      await bus.close();
    },
  };
}
