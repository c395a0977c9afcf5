import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GiftCardIssued } from '@shop/contracts';
import { formatMoney } from '@shop/contracts/format';
import { documentsService } from '@shop/documents';
import { createLogger } from '@shop/service-kit';
import { createLocalBus, type EventBus } from '@shop/service-kit/events';
import { startTestService, type TestService, until } from '@shop/service-kit/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chromiumPath, describeWithChromium } from '../../../documents/src/testing/chromium';
import type * as schema from '../db/schema';
import { mails } from '../db/schema';
import { notificationsService } from '../service';

// The gift card's e-mail (docs/decisions/gift-cards.md), from orders' `gift-card-issued`: the recipient gets the
// code, value and validity with the printable card attached (printed by the real documents service); a buyer
// who named someone else gets a note without the code.

let notifications: TestService<typeof schema>;
// biome-ignore lint/suspicious/noExplicitAny: another service's schema
let documents: TestService<any, any>;
let bus: EventBus;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-gift-card-mails-'));

const issued = {
  giftCardId: crypto.randomUUID(),
  code: 'AB12CD34EF56GH78',
  value: { amount: 50_000, currency: 'PLN' },
  expiresAt: '2027-11-26T10:00:00.000Z',
  recipientEmail: 'ola@example.com',
  buyerEmail: 'anna.nowak@example.com',
  buyerName: 'Anna Nowak',
  message: 'Na nowe przygody!',
  language: 'pl',
  orderNumber: 'ZF/2026/000123',
};

async function deliver(data: Record<string, unknown>) {
  const id = crypto.randomUUID();
  await bus.publish(GiftCardIssued.subject, {
    id,
    type: GiftCardIssued.type,
    source: 'orders',
    occurredAt: new Date().toISOString(),
    data,
  });
  let rows: Array<typeof mails.$inferSelect> = [];
  await until(
    async () => {
      rows = await notifications.context.db
        .select()
        .from(mails)
        .where(and(eq(mails.eventId, id), eq(mails.state, 'sent')));
      return rows.length === (data.recipientEmail === data.buyerEmail ? 1 : 2);
    },
    30_000,
    'the gift card e-mails',
  );
  const emlOf = (row: typeof mails.$inferSelect) => {
    const file = readdirSync(join(dataDir, 'mail')).find((name) =>
      name.includes(row.messageId.replace(/[^\w.@-]/g, '')),
    );
    return readFileSync(join(dataDir, 'mail', file!), 'utf8');
  };
  return rows.map((row) => ({ row, eml: emlOf(row) }));
}

describeWithChromium('gift card e-mails', () => {
  beforeAll(async () => {
    bus = createLocalBus({ log: createLogger('test', 'silent') });
    await bus.ensureStream('orders');
    documents = await startTestService(documentsService, { env: { CHROMIUM_PATH: chromiumPath, DATA_DIR: dataDir } });
    notifications = await startTestService(notificationsService, {
      bus,
      env: { DATA_DIR: dataDir, PUBLIC_URL: 'https://sklep.zefir.example/', DOCUMENTS_URL: documents.url },
    });
  }, 120_000);
  afterAll(async () => {
    await notifications?.stop();
    await documents?.stop();
    await bus?.close();
  });

  it('sends the card to its recipient with the PDF attached, and the buyer a note without the code', async () => {
    const sent = await deliver(issued);
    const card = sent.find(({ row }) => row.recipient === 'ola@example.com')!;
    expect(card.row).toMatchObject({
      template: 'gift-card',
      subject: `Karta podarunkowa o wartości ${formatMoney({ amount: 50_000, currency: 'PLN' }, 'pl')}`,
    });
    expect(card.row.text).toContain('AB12-CD34-EF56-GH78');
    expect(card.row.text).toContain('26.11.2027');
    expect(card.row.text).toContain('Anna Nowak przesyła Ci kartę podarunkową');
    expect(card.row.text).toContain('Na nowe przygody!');
    expect(card.eml).toMatch(/Content-Type: application\/pdf; name=karta-podarunkowa-gh78\.pdf/);
    expect(card.eml).toContain('Content-Disposition: attachment');

    const note = sent.find(({ row }) => row.recipient === 'anna.nowak@example.com')!;
    expect(note.row.template).toBe('gift-card-sent');
    expect(note.row.text).toContain('ola@example.com');
    expect(note.row.text).not.toContain('AB12');
    expect(note.eml).not.toContain('application/pdf');
  }, 60_000);

  it('writes in English for an English order, and once to a buyer who is also the recipient', async () => {
    const sent = await deliver({
      ...issued,
      giftCardId: crypto.randomUUID(),
      language: 'en',
      recipientEmail: issued.buyerEmail,
      value: { amount: 11_900, currency: 'EUR' },
      message: '',
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.row.subject).toBe(`A gift card worth ${formatMoney({ amount: 11_900, currency: 'EUR' }, 'en')}`);
    expect(sent[0]!.row.text).toContain('Card code');
    expect(sent[0]!.eml).toContain('gift-card-gh78.pdf');
  }, 60_000);
});
