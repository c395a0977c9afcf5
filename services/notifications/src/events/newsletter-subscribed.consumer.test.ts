import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NewsletterSubscribed } from '@shop/contracts';
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
const dataDir = mkdtempSync(join(tmpdir(), 'shop-notifications-'));

const envelope = (email: string, language: 'pl' | 'en') => ({
  id: crypto.randomUUID(),
  type: NewsletterSubscribed.type,
  source: 'cms',
  occurredAt: new Date().toISOString(),
  data: { subscriptionId: crypto.randomUUID(), email, language },
});

const mailOfEvent = (eventId: string) =>
  notifications.context.db
    .select()
    .from(mails)
    .where(and(eq(mails.eventId, eventId), eq(mails.state, 'sent')));
const mailFile = (name: string) => readFileSync(join(dataDir, 'mail', name), 'utf8');

beforeAll(async () => {
  bus = createLocalBus({ log: createLogger('test', 'silent') });
  await bus.ensureStream('cms');
  notifications = await startTestService(notificationsService, { bus, env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await notifications?.stop();
  await bus?.close();
});

describe('newsletter welcome e-mail', () => {
  it('writes one Polish e-mail for one event, even when the event comes twice', async () => {
    const event = envelope('ewa@example.pl', 'pl');
    await bus.publish(NewsletterSubscribed.subject, event);
    await until(
      async () => (await notifications.context.db.select().from(mails).where(eq(mails.state, 'sent'))).length === 1,
    );
    // The relay publishing the same event again (it died before marking it sent) must not send again.
    await bus.publish(NewsletterSubscribed.subject, { ...event });
    // A later event is handled after the repeated one: once its e-mail is written, the repeat was handled too.
    const later = envelope('ola@example.pl', 'pl');
    await bus.publish(NewsletterSubscribed.subject, later);
    await until(async () => (await mailOfEvent(later.id)).length === 1, 5_000, 'the later e-mail');

    const rows = (await notifications.context.db.select().from(mails).where(eq(mails.state, 'sent'))).filter(
      (row) => row.eventId !== later.id,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ recipient: 'ewa@example.pl', template: 'newsletter-welcome', eventId: event.id });
    const files = readdirSync(join(dataDir, 'mail')).filter((file) => !mailFile(file).includes('To: ola@example.pl'));
    expect(files).toHaveLength(1);
    const eml = mailFile(files[0]!);
    expect(eml).toContain('To: ewa@example.pl');
    expect(eml).toMatch(/Subject: =\?UTF-8\?|Subject: Dzi/);
  });

  it('lists written e-mails on the dev mail page', async () => {
    const john = envelope('john@example.com', 'en');
    await bus.publish(NewsletterSubscribed.subject, john);
    await until(async () => (await mailOfEvent(john.id)).length === 1, 5_000, 'the e-mail to John');
    const list = await notifications.call('GET', '/api/dev/mail');
    expect(list.body.total).toBe(3); // Ewa's and Ola's from the test above, then John's
    const newest = await notifications.call('GET', `/api/dev/mail/${list.body.items[0].id}`);
    expect(newest.status).toBe(200);
    expect(newest.body).toContain('Thank you for subscribing');
    expect((await notifications.call('GET', '/api/dev/mail/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);

    // Shown as a page: the headers, the text, and the HTML in a frame that runs nothing.
    const page = await notifications.call('GET', `/api/dev/mail/${list.body.items[0].id}/view`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.body).toContain('<h1>Thank you for subscribing to our newsletter</h1>');
    expect(page.body).toContain('<th scope="row">To</th><td>john@example.com</td>');
    expect(page.body).toMatch(
      /<iframe title="HTML part" sandbox srcdoc="&lt;!doctype html&gt;&lt;html lang=&quot;en&quot;&gt;/,
    );
    expect(page.body).toContain('<pre>Welcome to our newsletter!');
    expect((await notifications.call('GET', '/api/dev/mail/unknown.eml/view')).status).toBe(404);
  });
});
