import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EventDefinition, OrderCreated, ProposalSent } from '@shop/contracts';
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
const dataDir = mkdtempSync(join(tmpdir(), 'shop-quote-mails-'));
const orderId = '3f0c2b1a-9d8e-4c7b-a6f5-0e1d2c3b4a59';

/** Quoted-printable to text: soft line breaks joined, =XX turned back into bytes, read as UTF-8. */
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const envelopeOf = <E extends EventDefinition>(event: E, data: Record<string, unknown>) => ({
  id: crypto.randomUUID(),
  type: event.type,
  source: 'orders',
  occurredAt: new Date().toISOString(),
  data,
});

async function mailOf(eventId: string) {
  let rows: (typeof mails.$inferSelect)[] = [];
  await until(
    async () => {
      rows = await notifications.context.db
        .select()
        .from(mails)
        .where(and(eq(mails.eventId, eventId), eq(mails.state, 'sent')));
      return rows.length > 0;
    },
    5_000,
    `the e-mail of event ${eventId}`,
  );
  const row = rows[0]!;
  const file = readdirSync(join(dataDir, 'mail')).find((name) =>
    name.includes((row.messageId ?? '').replace(/[^\w.@-]/g, '')),
  );
  return { rows, eml: decodeQuotedPrintable(readFileSync(join(dataDir, 'mail', file!), 'utf8')) };
}

const created = (overrides: Record<string, unknown> = {}) => ({
  orderId,
  number: 'ZF/2026/000123',
  token: 'tok-abc',
  customerId: null,
  email: 'anna@example.pl',
  language: 'pl',
  type: 'STANDARD',
  status: 'new',
  paymentMethod: 'transfer',
  deliveryMethod: 'COURIER',
  total: { amount: 499_900, currency: 'PLN' },
  items: [
    { name: 'Zefir City 28', quantity: 1, unitPrice: { amount: 489_900, currency: 'PLN' } },
    { name: 'Zapięcie U-lock', quantity: 2, unitPrice: { amount: 5_000, currency: 'PLN' } },
  ],
  referralCode: null,
  path: `/pl/zamowienie/${orderId}/tok-abc`,
  ...overrides,
});

beforeAll(async () => {
  bus = createLocalBus({ log: createLogger('test', 'silent') });
  await bus.ensureStream('orders');
  notifications = await startTestService(notificationsService, {
    bus,
    env: { DATA_DIR: dataDir, PUBLIC_URL: 'https://sklep.zefir.example/' },
  });
});
afterAll(async () => {
  await notifications?.stop();
  await bus?.close();
});

// Issue 23: a request for an offer is confirmed with its own e-mail (nothing to pay), and a sent proposal
// carries its agreed prices, its last day and its link.

describe('quote e-mails', () => {
  it('confirms a request for an offer in Polish, saying nothing is to be paid', async () => {
    const envelope = envelopeOf(OrderCreated, created({ type: 'REQUEST' }));
    await bus.publish(OrderCreated.subject, envelope);
    const { rows, eml } = await mailOf(envelope.id);
    expect(rows[0]).toMatchObject({ template: 'request-received', subject: 'Zapytanie ofertowe ZF/2026/000123' });
    expect(eml).toContain('niczego nie płacisz');
    expect(eml).not.toContain('Razem do zapłaty');
    expect(eml).toContain(`https://sklep.zefir.example/pl/zamowienie/${orderId}/tok-abc`);
  });

  it('sends the proposal with its prices, note, last day and link, in English for an English customer', async () => {
    const envelope = envelopeOf(ProposalSent, {
      orderId,
      number: 'ZF/2026/000124',
      email: 'tom@example.com',
      language: 'en',
      firstName: 'Tom',
      validUntil: '2026-12-31',
      note: 'Fleet price for 10 bikes',
      total: { amount: 300_000, currency: 'PLN' },
      items: [{ name: 'Zefir City 28', quantity: 3, unitPrice: { amount: 100_000, currency: 'PLN' } }],
      path: `/en/order/${orderId}/tok-abc`,
    });
    await bus.publish(ProposalSent.subject, envelope);
    const { rows, eml } = await mailOf(envelope.id);
    expect(rows[0]).toMatchObject({ template: 'proposal-sent', subject: 'Your offer ZF/2026/000124', language: 'en' });
    expect(eml).toContain('Hello Tom,');
    expect(eml).toContain('Zefir City 28 × 3 pcs');
    expect(eml).toContain('Note: Fleet price for 10 bikes');
    expect(eml).toContain('valid until 31.12.2026 inclusive');
    expect(eml).toContain(`https://sklep.zefir.example/en/order/${orderId}/tok-abc`);
  });
});
