import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InsuranceExtended } from '@shop/contracts';
import { createLogger } from '@shop/service-kit';
import { createLocalBus, type EventBus } from '@shop/service-kit/events';
import { startTestService, type TestService, until } from '@shop/service-kit/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../db/schema';
import { mails } from '../db/schema';
import { notificationsService } from '../service';

// The buyer of the insurance extension product (issue 25) is told, from cms's `insurance-extended`, each
// bike's new last insured day in the order's language — or that no policy has the frame typed — once per event.

let notifications: TestService<typeof schema>;
let bus: EventBus;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-notifications-'));

const extended = (language: 'pl' | 'en', extensions: unknown[]) => ({
  id: crypto.randomUUID(),
  type: InsuranceExtended.type,
  source: 'cms',
  occurredAt: new Date().toISOString(),
  data: {
    orderId: crypto.randomUUID(),
    orderNumber: 'ZAM/2026/000123',
    email: language === 'pl' ? 'ewa@example.pl' : 'jan@example.com',
    language,
    extensions,
  },
});
const applied = (coverToBefore: string, coverToAfter: string) => ({
  state: 'applied',
  frameNumber: 'ZF2026D00001',
  policyNumber: 'ZEF/2026/100001',
  productName: 'Zefir Miejski C1',
  coverToBefore,
  coverToAfter,
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

describe('insurance extension e-mail', () => {
  it('tells the buyer in Polish the new last insured day, once per event', async () => {
    // Two units for one frame: two years, the e-mail names the day it now ends.
    const event = extended('pl', [applied('2027-11-20', '2028-11-20'), applied('2028-11-20', '2029-11-20')]);
    await bus.publish(InsuranceExtended.subject, event);
    await bus.publish(InsuranceExtended.subject, { ...event });
    await until(async () => Boolean(await sentFor(event.id)), 10_000, 'the extension e-mail');
    const rows = await notifications.context.db.select().from(mails).where(eq(mails.eventId, event.id));
    expect(rows).toHaveLength(1);
    const mail = rows[0]!;
    expect(mail).toMatchObject({ recipient: 'ewa@example.pl', template: 'insurance-extended', language: 'pl' });
    expect(mail.subject).toBe('Ubezpieczenie roweru przedłużone – zamówienie ZAM/2026/000123');
    expect(mail.text).toContain('ZF2026D00001');
    expect(mail.text).toContain('ZEF/2026/100001');
    expect(mail.text).toContain('20.11.2029 (było do 20.11.2027)');
    expect(mail.text).not.toContain('20.11.2028');
    expect(mail.text).toContain('/pl/ubezpieczenie');
  });

  it('writes in English, and says when no policy has the frame typed', async () => {
    const event = extended('en', [
      applied('2027-11-20', '2028-11-20'),
      { state: 'unknown_frame', frameNumber: 'ZFTYPO00001' },
    ]);
    await bus.publish(InsuranceExtended.subject, event);
    await until(async () => Boolean(await sentFor(event.id)), 10_000, 'the extension e-mail');
    const mail = await sentFor(event.id);
    expect(mail?.subject).toBe('Your bike’s insurance is extended – order ZAM/2026/000123');
    expect(mail?.recipient).toBe('jan@example.com');
    expect(mail?.text).toContain('20.11.2028 (was 20.11.2027)');
    expect(mail?.text).toContain('We found no running policy for the frame number ZFTYPO00001');
  });
});
