import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ReviewRejected } from '@shop/contracts';
import { createLogger } from '@shop/service-kit';
import { createLocalBus, type EventBus } from '@shop/service-kit/events';
import { startTestService, type TestService, until } from '@shop/service-kit/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../db/schema';
import { mails } from '../db/schema';
import { notificationsService } from '../service';

// The rejection of a review e-mailed to its author (issue 25): staff's reason, where to correct it, in the
// author's language, once per event; the reason is text in the HTML part, never markup.

let notifications: TestService<typeof schema>;
let bus: EventBus;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-notifications-'));

const rejected = (language: 'pl' | 'en', reason: string) => ({
  id: crypto.randomUUID(),
  type: ReviewRejected.type,
  source: 'cms',
  occurredAt: new Date().toISOString(),
  data: {
    reviewId: 7,
    email: language === 'pl' ? 'ewa@example.pl' : 'jan@example.com',
    firstName: language === 'pl' ? 'Ewa' : null,
    language,
    productName: 'Zefir Miejski C2',
    title: 'Świetny rower',
    reason,
  },
});

const sentFor = async (eventId: string) => {
  const [row] = await notifications.context.db
    .select()
    .from(mails)
    .where(and(eq(mails.eventId, eventId), eq(mails.state, 'sent')));
  return row;
};

beforeAll(async () => {
  bus = createLocalBus({ log: createLogger('test', 'silent') });
  await bus.ensureStream('cms');
  notifications = await startTestService(notificationsService, { bus, env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await notifications?.stop();
  await bus?.close();
});

describe('review rejected e-mail', () => {
  it("tells the author in Polish why, with a link to the account's orders, once per event", async () => {
    const event = rejected('pl', 'Opinia dotyczy dostawy, a nie roweru <script>.');
    await bus.publish(ReviewRejected.subject, event);
    await bus.publish(ReviewRejected.subject, { ...event });
    await until(async () => Boolean(await sentFor(event.id)), 10_000, 'the rejection e-mail');
    const rows = await notifications.context.db.select().from(mails).where(eq(mails.eventId, event.id));
    expect(rows).toHaveLength(1);
    const mail = rows[0]!;
    expect(mail).toMatchObject({ recipient: 'ewa@example.pl', template: 'review-rejected', language: 'pl' });
    expect(mail.subject).toBe('Twoja opinia o produkcie Zefir Miejski C2 nie została opublikowana');
    expect(mail.text).toContain('Powód: Opinia dotyczy dostawy, a nie roweru <script>.');
    expect(mail.text).toContain('/pl/konto/zamowienia');
    expect(mail.html).toContain('Opinia dotyczy dostawy, a nie roweru &lt;script&gt;.');
    expect(mail.html).not.toContain('<script>');
  });

  it('writes in English to an English-speaking author', async () => {
    const event = rejected('en', 'The review is about the delivery, not the bike.');
    await bus.publish(ReviewRejected.subject, event);
    await until(async () => Boolean(await sentFor(event.id)), 10_000, 'the rejection e-mail');
    const mail = await sentFor(event.id);
    expect(mail?.subject).toBe('Your review of Zefir Miejski C2 was not published');
    expect(mail?.recipient).toBe('jan@example.com');
    expect(mail?.text).toContain('Reason: The review is about the delivery, not the bike.');
    expect(mail?.text).toContain('/en/account/orders');
  });
});
