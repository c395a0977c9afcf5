import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ContactMessageReceived } from '@shop/contracts';
import { createLogger } from '@shop/service-kit';
import { createLocalBus, type EventBus } from '@shop/service-kit/events';
import { startTestService, type TestService, until } from '@shop/service-kit/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../db/schema';
import { mails } from '../db/schema';
import { notificationsService } from '../service';

let notifications: TestService<typeof schema>;
let bus: EventBus;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-notifications-contact-'));

const envelope = (data: Partial<Record<string, unknown>> = {}) => ({
  id: crypto.randomUUID(),
  type: ContactMessageReceived.type,
  source: 'cms',
  occurredAt: new Date().toISOString(),
  data: {
    messageId: crypto.randomUUID(),
    name: 'Łukasz Żółć',
    email: 'lukasz@example.pl',
    phone: '+48 601 234 567',
    topic: 'service',
    message: 'Hamulec piszczy.\n\nCzy mogę przyjechać w sobotę?',
    language: 'pl',
    department: 'serwis@zefir.example',
    ...data,
  },
});

/** Quoted-printable to text: soft line breaks joined, =XX turned back into bytes, read as UTF-8. */
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The .eml files sent to `recipient`, decoded so the text reads as written. */
const mailTo = (recipient: string) =>
  readdirSync(join(dataDir, 'mail'))
    .map((file) => readFileSync(join(dataDir, 'mail', file), 'utf8'))
    .filter((eml) => eml.split(/\r?\n/).includes(`To: ${recipient}`))
    .map(decodeQuotedPrintable);

const mailOfEvent = (eventId: string) =>
  notifications.context.db
    .select()
    .from(mails)
    .where(and(eq(mails.eventId, eventId), eq(mails.state, 'sent')));

beforeAll(async () => {
  bus = createLocalBus({ log: createLogger('test', 'silent') });
  await bus.ensureStream('cms');
  notifications = await startTestService(notificationsService, { bus, env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await notifications?.stop();
  await bus?.close();
});

describe('contact form e-mails', () => {
  it('forwards the message to its department and confirms to the sender, once each even if the event repeats', async () => {
    const event = envelope();
    await bus.publish(ContactMessageReceived.subject, event);
    await until(async () => (await mailOfEvent(event.id)).length === 2, 5_000, 'both e-mails');
    await bus.publish(ContactMessageReceived.subject, { ...event });
    // A later event is handled after the repeated one by both consumers: once both its e-mails are written,
    // the repeat was handled too.
    const later = envelope({ email: 'ola@example.pl', topic: 'retail', department: 'sklep@zefir.example' });
    await bus.publish(ContactMessageReceived.subject, later);
    await until(async () => (await mailOfEvent(later.id)).length === 2, 5_000, 'the later e-mails');

    const rows = await mailOfEvent(event.id);
    expect(rows.map((row) => [row.template, row.recipient, row.language]).sort()).toEqual([
      ['contact-message-confirmation', 'lukasz@example.pl', 'pl'],
      ['contact-message-department', 'serwis@zefir.example', 'pl'],
    ]);
    const [department] = mailTo('serwis@zefir.example');
    expect(department).toContain('lukasz@example.pl');
    expect(department).toContain('tel. +48 601 234 567');
    expect(department).toContain('Czy mogę przyjechać w sobotę?');
    // Answering from the department's mailbox goes to the customer; answering the copy goes to the department.
    expect(department).toMatch(/^Reply-To: lukasz@example\.pl$/m);
    const [confirmation] = mailTo('lukasz@example.pl');
    expect(confirmation).toMatch(/^Reply-To: serwis@zefir\.example$/m);
    expect(confirmation).toMatch(/Subject: =\?UTF-8\?/);
    expect(confirmation).toContain('(pon.–pt. 8:00–16:00)');
  });

  it('writes the confirmation in English to an English sender and marks a dangerous product report urgent', async () => {
    const dangerous = envelope({
      email: 'john@example.com',
      language: 'en',
      topic: 'danger',
      department: 'bezpieczenstwo@zefir.example',
    });
    await bus.publish(ContactMessageReceived.subject, dangerous);
    await until(async () => (await mailOfEvent(dangerous.id)).length === 2, 5_000, 'both e-mails');
    const rows = await mailOfEvent(dangerous.id);
    expect(rows.find((row) => row.recipient === 'john@example.com')?.subject).toBe('We have received your message');
    expect(rows.find((row) => row.recipient === 'bezpieczenstwo@zefir.example')?.subject).toMatch(/^PILNE: /);
    expect(mailTo('john@example.com')[0]).toContain('Dangerous product report');
    expect(mailTo('john@example.com')[0]).toContain('(Mon–Fri 8:00–16:00)');
  });
});
