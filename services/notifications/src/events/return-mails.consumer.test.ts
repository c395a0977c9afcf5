import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EventDefinition, ReturnCreated, ReturnMessagePosted, ReturnUpdated } from '@shop/contracts';
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
const dataDir = mkdtempSync(join(tmpdir(), 'shop-return-mails-'));
const returnId = '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

async function publish<E extends EventDefinition>(event: E, data: Record<string, unknown>) {
  const envelope = {
    id: crypto.randomUUID(),
    type: event.type,
    source: 'rma',
    occurredAt: new Date().toISOString(),
    data,
  };
  await bus.publish(event.subject, envelope);
  return envelope.id;
}

async function mailsOf(eventId: string, count: number) {
  let rows: (typeof mails.$inferSelect)[] = [];
  await until(
    async () => {
      rows = await notifications.context.db
        .select()
        .from(mails)
        .where(and(eq(mails.eventId, eventId), eq(mails.state, 'sent')));
      return rows.length >= count;
    },
    5_000,
    `the e-mails of event ${eventId}`,
  );
  return rows.map((row) => {
    const file = readdirSync(join(dataDir, 'mail')).find((name) =>
      name.includes((row.messageId ?? '').replace(/[^\w.@-]/g, '')),
    );
    return { row, eml: decodeQuotedPrintable(readFileSync(join(dataDir, 'mail', file!), 'utf8')) };
  });
}

const base = (overrides: Record<string, unknown> = {}) => ({
  returnId,
  number: 'RMA/2026/00042',
  customerId: '7b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  email: 'anna@example.pl',
  language: 'pl',
  status: 'new',
  path: `/pl/reklamacje/${returnId}`,
  ...overrides,
});

beforeAll(async () => {
  bus = createLocalBus({ log: createLogger('test', 'silent') });
  await bus.ensureStream('rma');
  notifications = await startTestService(notificationsService, {
    bus,
    env: { DATA_DIR: dataDir, PUBLIC_URL: 'https://sklep.zefir.example/' },
  });
}, 120_000);
afterAll(async () => {
  await notifications?.stop();
  await bus?.close();
});

describe('return e-mails', () => {
  it('confirms a new return to the customer in Polish and tells the service mailbox', async () => {
    const mails = await mailsOf(await publish(ReturnCreated, base()), 2);
    const customer = mails.find((mail) => mail.row.template === 'return-created')!;
    expect(customer.row).toMatchObject({
      recipient: 'anna@example.pl',
      language: 'pl',
      subject: 'Przyjęliśmy zgłoszenie RMA/2026/00042',
    });
    expect(customer.eml).toContain(`https://sklep.zefir.example/pl/reklamacje/${returnId}`);
    expect(customer.eml).toContain('Status: Nowe');
    const staff = mails.find((mail) => mail.row.template === 'return-created-staff')!;
    expect(staff.row).toMatchObject({ recipient: 'serwis@zefir.example', subject: 'Nowe zgłoszenie RMA/2026/00042' });
  });

  it('writes an English customer about a status change and staff’s answer, the answer as text', async () => {
    const english = { language: 'en', email: 'tom@example.com', path: `/en/rma/${returnId}`, status: 'in_progress' };
    const [updated] = await mailsOf(await publish(ReturnUpdated, base({ ...english, change: 'status' })), 1);
    expect(updated!.row).toMatchObject({
      subject: 'Your return RMA/2026/00042 has changed',
      recipient: 'tom@example.com',
    });
    expect(updated!.eml).toContain('Status: In progress');

    const text = 'We will pick it up <b>tomorrow</b>.';
    const [answer] = await mailsOf(await publish(ReturnMessagePosted, base({ ...english, author: 'staff', text })), 1);
    expect(answer!.row).toMatchObject({
      template: 'return-message',
      subject: 'New message on your return RMA/2026/00042',
    });
    expect(answer!.eml).toContain('We will pick it up &lt;b&gt;tomorrow&lt;/b&gt;.');
    expect(answer!.eml).not.toContain('<b>tomorrow</b></');
  });

  it('sends the customer’s own message to the service mailbox, not back to the customer', async () => {
    const [mail] = await mailsOf(
      await publish(ReturnMessagePosted, base({ author: 'customer', text: 'Kiedy odbiór?' })),
      1,
    );
    expect(mail!.row).toMatchObject({
      template: 'return-message-staff',
      recipient: 'serwis@zefir.example',
      subject: 'Nowa wiadomość klienta w zgłoszeniu RMA/2026/00042',
    });
    expect(mail!.eml).toContain('Kiedy odbiór?');
  });
});
