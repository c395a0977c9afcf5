import { createServer } from 'node:net';
import { ContactMessageReceived, NewsletterSubscribed } from '@shop/contracts';
import { until } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mails } from '../db/schema';
import { queueMail } from '../domain/queue-mail';
import { type MailTestService, type SmtpPeer, startMailTestService, startSmtpPeer } from '../testing/smtp-peer';
import { createMailSender, MAX_MAIL_ATTEMPTS } from './sender';

// The mail sender against a real SMTP server on this machine (testing/smtp-peer.ts): what the customer's mail
// server receives, and what happens when it refuses, stays silent or drops the connection half-way through a
// message. The clock is moved by hand and the sender is asked to send what is due (`sendDue`), so no test
// waits for a retry.

let peer: SmtpPeer;
let shop: MailTestService;

const newsletter = (email: string, language: 'pl' | 'en' = 'pl') =>
  shop.publish(NewsletterSubscribed, { subscriptionId: crypto.randomUUID(), email, language });

/** The queued e-mail of an event, once the event has been handled. */
const queuedMail = async (eventId: string) => (await shop.queuedFor(eventId))[0]!;
const rowOf = (id: string) => shop.rowOf(id);
const arrivedFor = (address: string) => peer.arrivedFor(address);

beforeAll(async () => {
  peer = await startSmtpPeer();
  shop = await startMailTestService(peer);
});
afterAll(async () => {
  await shop?.stop();
  await peer?.close();
});
beforeEach(() => {
  peer.plan([]);
});

describe('e-mail over SMTP', () => {
  it('delivers the message with its envelope, headers, both parts and the recipient’s language', async () => {
    const event = await newsletter('ewa.smtp@example.pl', 'pl');
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
    peer.plan(['refuse-for-now']);
    const event = await newsletter('tomek.later@example.pl');
    const queued = await queuedMail(event.id);
    await until(async () => (await rowOf(queued.id)).attempts === 1 && (await rowOf(queued.id)).lastError !== null);

    const refused = await rowOf(queued.id);
    expect(refused).toMatchObject({ state: 'pending', attempts: 1 });
    expect(refused.lastError).toContain('try later');
    expect(arrivedFor('tomek.later@example.pl')).toHaveLength(0);
    // Not before its time…
    await shop.notifications.context.mailSender.sendDue();
    expect((await rowOf(queued.id)).attempts).toBe(1);
    // …and a minute later it goes.
    shop.clock.advance(60_000);
    await shop.notifications.context.mailSender.sendDue();
    expect(await rowOf(queued.id)).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
    expect(arrivedFor('tomek.later@example.pl')).toHaveLength(1);
    expect(arrivedFor('tomek.later@example.pl')[0]!.mail.messageId).toBe(queued.messageId);
  });

  it('tries again after the connection drops half-way through a message, and the message arrives whole once', async () => {
    peer.plan(['drop']);
    const event = await newsletter('ola.dropped@example.pl', 'en');
    const queued = await queuedMail(event.id);
    await until(async () => (await rowOf(queued.id)).lastError !== null, 5_000, 'the dropped attempt');
    expect(arrivedFor('ola.dropped@example.pl')).toHaveLength(0);

    shop.clock.advance(60_000);
    await shop.notifications.context.mailSender.sendDue();
    expect((await rowOf(queued.id)).state).toBe('sent');
    const arrived = arrivedFor('ola.dropped@example.pl');
    expect(arrived).toHaveLength(1);
    expect(arrived[0]!.mail.subject).toBe('Thank you for subscribing to our newsletter');
    expect(arrived[0]!.mail.html).toContain('<html lang="en">');
  });

  it('tries again when the server takes the message and never answers', async () => {
    peer.plan(['silent']);
    const event = await newsletter('cisza@example.pl');
    const queued = await queuedMail(event.id);
    await until(async () => (await rowOf(queued.id)).lastError !== null, 10_000, 'the attempt timed out');
    expect(await rowOf(queued.id)).toMatchObject({ state: 'pending', attempts: 1 });

    shop.clock.advance(60_000);
    await shop.notifications.context.mailSender.sendDue();
    expect((await rowOf(queued.id)).state).toBe('sent');
    expect(arrivedFor('cisza@example.pl')).toHaveLength(1);
  });

  it('gives up at once when the server refuses for good, and keeps the answer for staff', async () => {
    peer.plan(['refuse-for-good']);
    const event = await newsletter('nikt@example.pl');
    const queued = await queuedMail(event.id);
    await until(async () => (await rowOf(queued.id)).state === 'failed', 5_000, 'the e-mail given up');
    const failed = await rowOf(queued.id);
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toContain('No such mailbox');
    shop.clock.advance(24 * 60 * 60_000);
    await shop.notifications.context.mailSender.sendDue();
    expect(arrivedFor('nikt@example.pl')).toHaveLength(0);
  });

  it('gives up after the last attempt when the server keeps refusing, about a day later', async () => {
    peer.plan(Array.from({ length: MAX_MAIL_ATTEMPTS }, () => 'refuse-for-now' as const));
    const event = await newsletter('uparty@example.pl');
    const queued = await queuedMail(event.id);
    await until(async () => (await rowOf(queued.id)).attempts === 1 && (await rowOf(queued.id)).lastError !== null);
    const started = shop.clock.now().getTime();
    for (let attempt = 2; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
      shop.clock.set(new Date((await rowOf(queued.id)).nextAttemptAt));
      await shop.notifications.context.mailSender.sendDue();
      expect((await rowOf(queued.id)).attempts).toBe(attempt);
    }
    const failed = await rowOf(queued.id);
    expect(failed.state).toBe('failed');
    const hours = (shop.clock.now().getTime() - started) / 3_600_000;
    expect(hours).toBeGreaterThan(20);
    expect(hours).toBeLessThan(26);
    expect(arrivedFor('uparty@example.pl')).toHaveLength(0);
  });

  it('sends one e-mail for an event delivered twice, even while the first is still being refused', async () => {
    peer.plan(['refuse-for-now']);
    const data = {
      messageId: crypto.randomUUID(),
      name: 'Jan Nowak',
      email: 'jan.dwa@example.pl',
      phone: null,
      topic: 'service',
      department: 'serwis@zefir.example',
      message: 'Czy mogę przyjechać w sobotę?',
      language: 'pl',
    };
    const event = await shop.publish(ContactMessageReceived, data);
    await shop.deliverAgain(ContactMessageReceived, event);
    const rowsOfEvent = () => shop.notifications.context.db.select().from(mails).where(eq(mails.eventId, event.id));
    // One of the two was refused, the other sent.
    await until(async () => {
      const rows = await rowsOfEvent();
      return rows.some((row) => row.lastError !== null) && rows.some((row) => row.state === 'sent');
    });
    await shop.bus.idle();
    shop.clock.advance(60_000);
    await shop.notifications.context.mailSender.sendDue();
    const rows = await rowsOfEvent();
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.state === 'sent')).toBe(true);
    expect(arrivedFor('jan.dwa@example.pl')).toHaveLength(1);
    expect(arrivedFor('serwis@zefir.example').filter((m) => m.mail.text?.includes('Jan Nowak'))).toHaveLength(1);
    expect(arrivedFor('serwis@zefir.example').at(-1)!.mail.replyTo?.text).toBe('jan.dwa@example.pl');
  });
  it.each([
    ['refuses at the greeting (421)', 'refuse-greeting', 'Too busy'],
    ['never greets', 'no-greeting', 'Greeting never received'],
    ['refuses the recipient for now (450)', 'refuse-recipient', 'Mailbox full'],
  ] as const)('tries again when the server %s, and delivers once', async (_, behaviour, reason) => {
    const address = `${behaviour}@example.pl`;
    peer.plan([behaviour]);
    const event = await newsletter(address, 'en');
    const queued = await queuedMail(event.id);
    await until(async () => (await rowOf(queued.id)).lastError !== null, 5_000, 'the failed attempt');
    const failed = await rowOf(queued.id);
    expect(failed).toMatchObject({ state: 'pending', attempts: 1 });
    expect(failed.lastError).toContain(reason);
    expect(arrivedFor(address)).toHaveLength(0);

    shop.clock.advance(60_000);
    await shop.notifications.context.mailSender.sendDue();
    expect(await rowOf(queued.id)).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
    expect(arrivedFor(address)).toHaveLength(1);
    expect(arrivedFor(address)[0]!.mail.messageId).toBe(queued.messageId);
  });

  it('sends again, with the same Message-ID, when the line drops after the server took the message', async () => {
    // The one case of a repeat: the server has the message but the sender never heard so. The receiver gets
    // the same Message-ID twice, which mail clients show as one message (docs/decisions/e-mail-delivery.md).
    peer.plan(['lost-answer']);
    const event = await newsletter('bez.odpowiedzi@example.pl');
    const queued = await queuedMail(event.id);
    await until(async () => (await rowOf(queued.id)).lastError !== null, 5_000, 'the unanswered attempt');
    expect(await rowOf(queued.id)).toMatchObject({ state: 'pending', attempts: 1 });

    shop.clock.advance(60_000);
    await shop.notifications.context.mailSender.sendDue();
    expect((await rowOf(queued.id)).state).toBe('sent');
    const arrived = arrivedFor('bez.odpowiedzi@example.pl');
    expect(arrived).toHaveLength(2);
    expect(arrived.map((message) => message.mail.messageId)).toEqual([queued.messageId, queued.messageId]);
  });
  it('leaves an e-mail whose sender died mid-send to another once its lease is over, and it arrives once', async () => {
    const { context } = shop.notifications;
    const eventId = crypto.randomUUID();
    await queueMail(context, context.db, {
      eventId,
      template: 'newsletter-welcome',
      language: 'pl',
      to: 'porzucony@example.pl',
      content: { subject: 'Witamy', text: 'Witamy w newsletterze!', html: '<p>Witamy w newsletterze!</p>' },
    });
    const queued = await queuedMail(eventId);
    // Another replica's sender takes it and dies before the server answers: its send never ends.
    const dying = createMailSender({
      db: context.db,
      transport: { kind: 'smtp', send: () => new Promise(() => {}), close() {} },
      clock: shop.clock,
      log: context.log,
      everyMs: 600_000,
    });
    void dying.sendDue();
    await until(async () => (await rowOf(queued.id)).attempts === 1, 5_000, 'the e-mail taken by the dying sender');
    await context.mailSender.sendDue();
    expect(await rowOf(queued.id)).toMatchObject({ state: 'pending', attempts: 1 });
    expect(arrivedFor('porzucony@example.pl')).toHaveLength(0);

    shop.clock.advance(2 * 60_000);
    await context.mailSender.sendDue();
    expect(await rowOf(queued.id)).toMatchObject({ state: 'sent', attempts: 2 });
    expect(arrivedFor('porzucony@example.pl')).toHaveLength(1);
  });
});

describe('e-mail while the mail server is down', () => {
  it('keeps the e-mail while nothing answers on the port, and delivers it once the server is back', async () => {
    // A port nobody listens on: the connection is refused at once.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as { port: number };
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const down = await startMailTestService({ port } as SmtpPeer);
    let back: SmtpPeer | undefined;
    try {
      const event = await down.publish(NewsletterSubscribed, {
        subscriptionId: crypto.randomUUID(),
        email: 'czeka@example.pl',
        language: 'pl',
      });
      const [queued] = await down.queuedFor(event.id);
      await until(async () => (await down.rowOf(queued!.id)).lastError !== null, 5_000, 'the refused connection');
      const refused = await down.rowOf(queued!.id);
      expect(refused).toMatchObject({ state: 'pending', attempts: 1 });
      expect(refused.lastError).toContain('ECONNREFUSED');

      back = await startSmtpPeer(port);
      down.clock.advance(60_000);
      await down.notifications.context.mailSender.sendDue();
      expect(await down.rowOf(queued!.id)).toMatchObject({ state: 'sent', attempts: 2 });
      expect(back.arrivedFor('czeka@example.pl')).toHaveLength(1);
      expect(back.arrivedFor('czeka@example.pl')[0]!.mail.subject).toBe('Dziękujemy za zapis do newslettera');
    } finally {
      await down.stop();
      await back?.close();
    }
  });
});
