import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultShopSettings, type EventDefinition, OrderCreated, OrderUpdated } from '@shop/contracts';
import { createLogger } from '@shop/service-kit';
import { createLocalBus, type EventBus } from '@shop/service-kit/events';
import { startTestService, type TestService, until } from '@shop/service-kit/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../db/schema';
import { mails } from '../db/schema';
import { notificationsService } from '../service';
import { orderCreatedMail, orderUpdatedMail } from '../templates/order-mails';

let notifications: TestService<typeof schema>;
let bus: EventBus;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-order-mails-'));
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

describe('order e-mails', () => {
  it('confirms a Polish order with its lines, total, methods and the guest status link', async () => {
    const envelope = envelopeOf(OrderCreated, created());
    await bus.publish(OrderCreated.subject, envelope);
    const { rows, eml } = await mailOf(envelope.id);
    expect(rows[0]).toMatchObject({
      template: 'order-created',
      language: 'pl',
      recipient: 'anna@example.pl',
      subject: 'Potwierdzenie zamówienia ZF/2026/000123',
    });
    expect(eml).toContain('Zefir City 28 × 1 szt.: 4\u00a0899,00\u00a0zł');
    expect(eml).toContain('Zapięcie U-lock × 2 szt.: 100,00\u00a0zł');
    expect(eml).toContain('Razem do zapłaty: 4\u00a0999,00\u00a0zł');
    expect(eml).toContain('Sposób płatności: Przelew bankowy');
    expect(eml).toContain('Sposób dostawy: Kurier');
    expect(eml).toContain('7 dni roboczych');
    expect(eml).toContain(`https://sklep.zefir.example/pl/zamowienie/${orderId}/tok-abc`);
  });

  it('writes to an English customer in English, the EUR total as they see it', async () => {
    const envelope = envelopeOf(
      OrderCreated,
      created({
        email: 'tom@example.com',
        language: 'en',
        paymentMethod: 'online_tpay',
        status: 'reserved',
        deliveryMethod: 'PICKUP',
        total: { amount: 118_050, currency: 'EUR' },
        items: [{ name: 'Battery 36V', quantity: 1, unitPrice: { amount: 118_050, currency: 'EUR' } }],
        path: `/en/order/${orderId}/tok-abc`,
      }),
    );
    await bus.publish(OrderCreated.subject, envelope);
    const { rows, eml } = await mailOf(envelope.id);
    expect(rows[0]).toMatchObject({ subject: 'Order confirmation ZF/2026/000123', language: 'en' });
    expect(eml).toContain('Total to pay: €1\u00a0180.50');
    expect(eml).toContain('Payment method: Online payment (Tpay)');
    expect(eml).toContain('Delivery method: Personal pickup');
    expect(eml).toContain('retry it on the order page');
    expect(eml).toContain(`<a href="https://sklep.zefir.example/en/order/${orderId}/tok-abc"`);
  });

  it('tells the customer about a failed payment, and a redelivered event sends nothing twice', async () => {
    const envelope = envelopeOf(OrderUpdated, {
      orderId,
      number: 'ZF/2026/000123',
      token: 'tok-abc',
      email: 'anna@example.pl',
      language: 'pl',
      status: 'ready_to_pay',
      paymentStatus: 'unpaid',
      path: `/pl/zamowienie/${orderId}/tok-abc`,
    });
    await bus.publish(OrderUpdated.subject, envelope);
    await bus.publish(OrderUpdated.subject, envelope);
    const { eml } = await mailOf(envelope.id);
    expect(eml).toContain('Status zamówienia: Czeka na płatność');
    expect(eml).toContain('Płatność: Nieopłacone');
    expect(eml).toContain('Możesz ponowić płatność na stronie zamówienia.');
    expect(eml).toContain(`https://sklep.zefir.example/pl/zamowienie/${orderId}/tok-abc`);
    // A later event on the same subject is handled after the duplicate; by then the duplicate is counted.
    const later = envelopeOf(OrderUpdated, { ...envelope.data, status: 'in_progress', paymentStatus: 'paid' });
    await bus.publish(OrderUpdated.subject, later);
    const paid = await mailOf(later.id);
    expect(paid.eml).toContain('Otrzymaliśmy Twoją płatność. Dziękujemy!');
    expect(paid.rows[0]).toMatchObject({ subject: 'Zmiana statusu zamówienia ZF/2026/000123' });
    const again = await notifications.context.db
      .select()
      .from(mails)
      .where(and(eq(mails.eventId, envelope.id), eq(mails.state, 'sent')));
    expect(again).toHaveLength(1);
  });
});

describe('amounts in e-mails', () => {
  const totalLine = (amount: number, currency: string, language: string) =>
    orderCreatedMail(created({ language, total: { amount, currency } }) as never, 'https://s/x', defaultShopSettings)
      .text.split('\n')
      .find((line) => line.startsWith('Razem do zapłaty') || line.startsWith('Total to pay'));

  it('are written as the shop writes prices', () => {
    expect(totalLine(1_234_567, 'PLN', 'pl')).toBe('Razem do zapłaty: 12\u00a0345,67\u00a0zł');
    expect(totalLine(5, 'PLN', 'en')).toBe('Total to pay: 0.05\u00a0PLN');
    expect(totalLine(99_900, 'EUR', 'en')).toBe('Total to pay: €999.00');
    expect(totalLine(99_900, 'EUR', 'pl')).toBe('Razem do zapłaty: 999,00\u00a0€');
    // Every other language reads the English e-mail.
    expect(totalLine(99_900, 'EUR', 'de')).toBe('Total to pay: €999.00');
  });
});

describe('what the order e-mails say', () => {
  const updated = {
    orderId,
    number: 'ZF/2026/000200',
    token: 'tok',
    email: 'jan@example.pl',
    language: 'pl' as const,
    status: 'cancelled' as const,
    paymentStatus: 'unpaid' as const,
    path: '/pl/zamowienie/x/tok',
  };

  it('asks for a transfer within the working days the shop sets', () => {
    const mail = (language: string, transferDueWorkingDays: number) =>
      orderCreatedMail(created({ language }) as never, 'https://s/x', {
        ...defaultShopSettings,
        transferDueWorkingDays,
      }).text;
    expect(mail('pl', 5)).toContain('prosimy o nią w ciągu 5 dni roboczych.');
    expect(mail('pl', 1)).toContain('prosimy o nią w ciągu 1 dnia roboczego.');
    expect(mail('en', 5)).toContain('please pay within 5 working days.');
    expect(mail('en', 1)).toContain('please pay within 1 working day.');
  });

  it('explains a cancellation, a payment to sort out and a parcel on its way', () => {
    expect(orderUpdatedMail(updated, 'https://s/x').text).toContain('Zamówienie zostało anulowane.');
    const contact = orderUpdatedMail({ ...updated, paymentStatus: 'contact_us' }, 'https://s/x');
    expect(contact.text).toContain('Skontaktuj się z nami, a wyjaśnimy to.');
    expect(contact.text).toContain('Płatność: Skontaktuj się z nami');
    const sent = orderUpdatedMail({ ...updated, language: 'en', status: 'sent', paymentStatus: 'paid' }, 'https://s/x');
    expect(sent.subject).toBe('Update on your order ZF/2026/000200');
    expect(sent.text).toContain('Your order is on its way.');
    expect(sent.text).toContain('Order status: Sent');
  });

  it('tells an installment buyer that the bank decides first, and escapes what the shop did not write', () => {
    const mail = orderCreatedMail(
      {
        ...created({ paymentMethod: 'installment_eraty', status: 'reserved' }),
        items: [{ name: 'Rower <Zefir> & co', quantity: 1, unitPrice: { amount: 100, currency: 'PLN' } }],
      } as never,
      'https://s/x',
      defaultShopSettings,
    );
    expect(mail.text).toContain('po pozytywnej decyzji kredytowej');
    expect(mail.text).toContain('Sposób płatności: Raty Santander (eRaty)');
    expect(mail.html).toContain('Rower &lt;Zefir&gt; &amp; co');
    expect(mail.html).not.toContain('<Zefir>');
  });
});
