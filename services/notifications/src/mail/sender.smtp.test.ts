import type { AddressInfo } from 'node:net';
import { ContactMessageReceived, NewsletterSubscribed } from '@shop/contracts';
import { createLogger } from '@shop/service-kit';
import { createLocalBus, type EventBus } from '@shop/service-kit/events';
import { type ManualClock, manualClock, startTestService, type TestService, until } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationsContext } from '../context';
import type * as schema from '../db/schema';
import { mails } from '../db/schema';
import { notificationsService } from '../service';
import { MAX_MAIL_ATTEMPTS } from './sender';

// The mail sender against a real SMTP server on this machine (smtp-server as the peer, what arrives parsed by
// mailparser): what the customer's mail server receives, and what happens when it refuses, stays silent or
// drops the connection half-way through a message. The clock is moved by hand and the sender is asked to send
// what is due (`sendDue`), so no test waits for a retry.

interface Received {
  from: string;
  to: string[];
  mail: ParsedMail;
}

/** What the peer does with the next messages, in order; `accept` once the list is used up. */
type Behaviour = 'accept' | 'refuse-for-now' | 'refuse-for-good' | 'drop' | 'silent';

const received: Received[] = [];
let plan: Behaviour[] = [];

const peer = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const behaviour = plan.shift() ?? 'accept';
    if (behaviour === 'silent') {
      // Takes the message and never answers.
      stream.resume();
      return;
    }
    if (behaviour === 'drop') {
      // Half the message has come when the line goes dead.
      stream.once('data', () => {
        for (const connection of peer.connections) connection._socket.destroy();
      });
      stream.resume();
      return;
    }
    simpleParser(stream).then(
      (mail) => {
        if (behaviour === 'refuse-for-now')
          return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
        if (behaviour === 'refuse-for-good')
          return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          mail,
        });
        callback();
      },
      (error) => callback(error),
    );
  },
});

let notifications: TestService<typeof schema, NotificationsContext>;
let bus: EventBus;
let clock: ManualClock;

const newsletter = (email: string, language: 'pl' | 'en' = 'pl') => ({
  id: crypto.randomUUID(),
  type: NewsletterSubscribed.type,
  source: 'cms',
  occurredAt: new Date().toISOString(),
  data: { subscriptionId: crypto.randomUUID(), email, language },
});

/** The queued e-mail of an event, once the event has been handled. */
async function queuedMail(eventId: string) {
  let row: typeof mails.$inferSelect | undefined;
  await until(
    async () => {
      [row] = await notifications.context.db.select().from(mails).where(eq(mails.eventId, eventId));
      return row !== undefined;
    },
    5_000,
    `the e-mail of event ${eventId}`,
  );
  return row!;
}

const rowOf = async (id: string) => (await notifications.context.db.select().from(mails).where(eq(mails.id, id)))[0]!;

const arrivedFor = (address: string) => received.filter((message) => message.to.includes(address));

beforeAll(async () => {
  await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
  const { port } = peer.server.address() as AddressInfo;
  bus = createLocalBus({ log: createLogger('test', 'silent') });
  await bus.ensureStream('cms');
  clock = manualClock(new Date());
  notifications = (await startTestService(notificationsService, {
    bus,
    clock,
    env: {
      // Time-outs short enough for a test to see one; the poll far apart, so only sendDue() sends.
      SMTP_URL: `smtp://127.0.0.1:${port}/?ignoreTLS=true&greetingTimeout=1000&socketTimeout=1000`,
      MAIL_POLL_MS: '600000',
      MAIL_FROM: 'Zefir e-bikes <sklep@zefir.example>',
      PUBLIC_URL: 'https://zefir.example',
    },
  })) as TestService<typeof schema, NotificationsContext>;
});
afterAll(async () => {
  await notifications?.stop();
  await bus?.close();
  await new Promise<void>((resolve) => peer.close(() => resolve()));
});
beforeEach(() => {
  plan = [];
});

describe('e-mail over SMTP', () => {
  it('delivers the message with its envelope, headers, both parts and the recipient’s language', async () => {
    const event = newsletter('ewa.smtp@example.pl', 'pl');
    await bus.publish(NewsletterSubscribed.subject, event);
    const queued = await queuedMail(event.id);
    await until(async () => (await rowOf(queued.id)).state === 'sent', 5_000, 'the e-mail sent');

    const arrived = arrivedFor('ewa.smtp@example.pl')[0]!;
    expect(arrived.from).toBe('sklep@zefir.example');
    expect(arrived.mail.messageId).toBe(queued.messageId);
    expect(arrived.mail.messageId).toMatch(/^<[0-9a-f-]{36}@zefir\.example>$/);
    expect(arrived.mail.from?.text).toBe('"Zefir e-bikes" <sklep@zefir.example>');
    expect(arrived.mail.subject).toBe('Dziękujemy za zapis do newslettera');
    expect(arrived.mail.text).toContain('Dziękujemy za zapisanie się do naszego newslettera.');
    expect(arrived.mail.html).toContain('<h1');
    expect(arrived.mail.html).toContain('Witamy w newsletterze!');
    expect(arrived.mail.html).toContain('<html lang="pl">');
    const row = await rowOf(queued.id);
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row.sentAt).not.toBeNull();
  });

  it('tries again later when the server refuses for now, and delivers once', async () => {
    plan = ['refuse-for-now'];
    const event = newsletter('tomek.later@example.pl');
    await bus.publish(NewsletterSubscribed.subject, event);
    const queued = await queuedMail(event.id);
    await until(async () => (await rowOf(queued.id)).attempts === 1 && (await rowOf(queued.id)).lastError !== null);

    const refused = await rowOf(queued.id);
    expect(refused).toMatchObject({ state: 'pending', attempts: 1 });
    expect(refused.lastError).toContain('try later');
    expect(arrivedFor('tomek.later@example.pl')).toHaveLength(0);
    // Not before its time…
    await notifications.context.mailSender.sendDue();
    expect((await rowOf(queued.id)).attempts).toBe(1);
    // …and a minute later it goes.
    clock.advance(60_000);
    await notifications.context.mailSender.sendDue();
    expect(await rowOf(queued.id)).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
    expect(arrivedFor('tomek.later@example.pl')).toHaveLength(1);
    expect(arrivedFor('tomek.later@example.pl')[0]!.mail.messageId).toBe(queued.messageId);
  });

  it('tries again after the connection drops half-way through a message, and the message arrives whole once', async () => {
    plan = ['drop'];
    const event = newsletter('ola.dropped@example.pl', 'en');
    await bus.publish(NewsletterSubscribed.subject, event);
    const queued = await queuedMail(event.id);
    await until(async () => (await rowOf(queued.id)).lastError !== null, 5_000, 'the dropped attempt');
    expect(arrivedFor('ola.dropped@example.pl')).toHaveLength(0);

    clock.advance(60_000);
    await notifications.context.mailSender.sendDue();
    expect((await rowOf(queued.id)).state).toBe('sent');
    const arrived = arrivedFor('ola.dropped@example.pl');
    expect(arrived).toHaveLength(1);
    expect(arrived[0]!.mail.subject).toBe('Thank you for subscribing to our newsletter');
    expect(arrived[0]!.mail.html).toContain('<html lang="en">');
  });

  it('tries again when the server takes the message and never answers', async () => {
    plan = ['silent'];
    const event = newsletter('cisza@example.pl');
    await bus.publish(NewsletterSubscribed.subject, event);
    const queued = await queuedMail(event.id);
    await until(async () => (await rowOf(queued.id)).lastError !== null, 10_000, 'the attempt timed out');
    expect(await rowOf(queued.id)).toMatchObject({ state: 'pending', attempts: 1 });

    clock.advance(60_000);
    await notifications.context.mailSender.sendDue();
    expect((await rowOf(queued.id)).state).toBe('sent');
    expect(arrivedFor('cisza@example.pl')).toHaveLength(1);
  });

  it('gives up at once when the server refuses for good, and keeps the answer for staff', async () => {
    plan = ['refuse-for-good'];
    const event = newsletter('nikt@example.pl');
    await bus.publish(NewsletterSubscribed.subject, event);
    const queued = await queuedMail(event.id);
    await until(async () => (await rowOf(queued.id)).state === 'failed', 5_000, 'the e-mail given up');
    const failed = await rowOf(queued.id);
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toContain('No such mailbox');
    clock.advance(24 * 60 * 60_000);
    await notifications.context.mailSender.sendDue();
    expect(arrivedFor('nikt@example.pl')).toHaveLength(0);
  });

  it('gives up after the last attempt when the server keeps refusing, about a day later', async () => {
    plan = Array.from({ length: MAX_MAIL_ATTEMPTS }, () => 'refuse-for-now' as const);
    const event = newsletter('uparty@example.pl');
    await bus.publish(NewsletterSubscribed.subject, event);
    const queued = await queuedMail(event.id);
    await until(async () => (await rowOf(queued.id)).attempts === 1 && (await rowOf(queued.id)).lastError !== null);
    const started = clock.now().getTime();
    for (let attempt = 2; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
      clock.set(new Date((await rowOf(queued.id)).nextAttemptAt));
      await notifications.context.mailSender.sendDue();
      expect((await rowOf(queued.id)).attempts).toBe(attempt);
    }
    const failed = await rowOf(queued.id);
    expect(failed.state).toBe('failed');
    const hours = (clock.now().getTime() - started) / 3_600_000;
    expect(hours).toBeGreaterThan(20);
    expect(hours).toBeLessThan(26);
    expect(arrivedFor('uparty@example.pl')).toHaveLength(0);
  });

  it('sends one e-mail for an event delivered twice, even while the first is still being refused', async () => {
    plan = ['refuse-for-now'];
    const event = {
      id: crypto.randomUUID(),
      type: ContactMessageReceived.type,
      source: 'cms',
      occurredAt: new Date().toISOString(),
      data: {
        messageId: crypto.randomUUID(),
        name: 'Jan Nowak',
        email: 'jan.dwa@example.pl',
        phone: null,
        topic: 'service',
        department: 'serwis@zefir.example',
        message: 'Czy mogę przyjechać w sobotę?',
        language: 'pl',
      },
    };
    await bus.publish(ContactMessageReceived.subject, event);
    await bus.publish(ContactMessageReceived.subject, { ...event });
    const rowsOfEvent = () => notifications.context.db.select().from(mails).where(eq(mails.eventId, event.id));
    // One of the two was refused, the other sent.
    await until(async () => {
      const rows = await rowsOfEvent();
      return rows.some((row) => row.lastError !== null) && rows.some((row) => row.state === 'sent');
    });
    await bus.idle();
    clock.advance(60_000);
    await notifications.context.mailSender.sendDue();
    const rows = await rowsOfEvent();
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.state === 'sent')).toBe(true);
    expect(arrivedFor('jan.dwa@example.pl')).toHaveLength(1);
    expect(arrivedFor('serwis@zefir.example').filter((m) => m.mail.text?.includes('Jan Nowak'))).toHaveLength(1);
    expect(arrivedFor('serwis@zefir.example').at(-1)!.mail.replyTo?.text).toBe('jan.dwa@example.pl');
  });
});
