import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PreorderConfirmed, PreorderLinkSent } from '@shop/contracts';
import { createLogger } from '@shop/service-kit';
import { createLocalBus, type EventBus } from '@shop/service-kit/events';
import { startTestService, type TestService, until } from '@shop/service-kit/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../db/schema';
import { mails } from '../db/schema';
import { notificationsService } from '../service';

// The season's preorder link e-mail (SPEC §4), from orders' `preorder-link-sent`, in the dealer's language:
// it names the season, the price guarantee day, how many days the link works and until when. And the
// confirmation of a preorder (issue 23): the amount due in PLN, the rate with its table, the transfer details.

let notifications: TestService<typeof schema>;
let bus: EventBus;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-preorder-mails-'));

async function deliver(data: Record<string, unknown>, event: { subject: string; type: string } = PreorderLinkSent) {
  const id = crypto.randomUUID();
  await bus.publish(event.subject, {
    id,
    type: event.type,
    source: 'orders',
    occurredAt: new Date().toISOString(),
    data,
  });
  let row: typeof mails.$inferSelect | undefined;
  await until(
    async () => {
      [row] = await notifications.context.db
        .select()
        .from(mails)
        .where(and(eq(mails.eventId, id), eq(mails.state, 'sent')));
      return row !== undefined;
    },
    5_000,
    'the preorder link e-mail',
  );
  const file = readdirSync(join(dataDir, 'mail')).find((name) =>
    name.includes((row!.messageId ?? '').replace(/[^\w.@-]/g, '')),
  );
  const eml = readFileSync(join(dataDir, 'mail', file!), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  return { row: row!, eml: decodeQuotedPrintable(eml) };
}

/** The e-mail's text with its quoted-printable bytes (Polish letters) turned back into UTF-8. */
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

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

const sent = {
  seasonId: 3,
  customerId: crypto.randomUUID(),
  email: 'zakupy@rowerowo.example.pl',
  firstName: 'Jan',
  dealerName: 'Rowerowo Sp. z o.o.',
  priceGuaranteeUntil: '2026-03-31',
  validDays: 21,
  expiresAt: new Date(Date.UTC(2026, 11, 17, 13, 30)).toISOString(),
};

describe('the preorder link e-mail', () => {
  it('is written in Polish to a Polish dealer, with the days, the last moment and the link', async () => {
    const { row, eml } = await deliver({
      ...sent,
      language: 'pl',
      seasonName: 'Sezon 2027',
      path: '/pl/preordery?t=abc123',
    });
    expect(row).toMatchObject({
      template: 'preorder-link',
      recipient: 'zakupy@rowerowo.example.pl',
      subject: 'Przedsprzedaż: Sezon 2027',
    });
    expect(eml).toContain('https://sklep.zefir.example/pl/preordery?t=abc123');
    expect(eml).toContain('Link jest aktywny przez 21 dni, do 17.12.2026, 14:30 (czasu polskiego).');
    expect(eml).toContain('odebrane do 31.03.2026');
    expect(eml).toContain('Rowerowo Sp. z o.o.');
  });

  it('is written in English to an English-speaking dealer', async () => {
    const { row, eml } = await deliver({
      ...sent,
      email: 'orders@bikeco.example.com',
      language: 'en',
      seasonName: 'Season 2027',
      validDays: 1,
      path: '/en/preorders?t=xyz789',
    });
    expect(row).toMatchObject({ template: 'preorder-link', subject: 'Preorder: Season 2027' });
    expect(eml).toContain('https://sklep.zefir.example/en/preorders?t=xyz789');
    expect(eml).toContain('The link is active for 1 day, until 17.12.2026, 14:30 (Polish time).');
    expect(eml).toContain('collected by 31.03.2026');
  });
});

describe('the preorder confirmation e-mail', () => {
  const confirmed = {
    orderId: crypto.randomUUID(),
    number: 'ZF/2026/000777',
    email: 'orders@bikeco.example.com',
    total: { amount: 1_234_567, currency: 'EUR' },
    amountPln: { amount: 5_238_391, currency: 'PLN' },
    rate: {
      ratePln: '4.243100',
      source: 'NBP',
      table: '229/A/NBP/2026',
      effectiveAt: '2026-11-25T11:45:00.000Z',
    },
    transfer: { account: 'PL61 1090 1014 0000 0712 1981 2874', recipient: 'Zefir sp. z o.o.', title: 'ZF/2026/000777' },
  };

  it('states the PLN amount, the rate and its table, and where to transfer, in Polish', async () => {
    const { row, eml } = await deliver({ ...confirmed, language: 'pl', path: '/pl/zamowienie/x/y' }, PreorderConfirmed);
    expect(row).toMatchObject({ template: 'preorder-confirmed', subject: 'Przedsprzedaż ZF/2026/000777 potwierdzona' });
    expect(eml).toMatch(/Do zapłaty: 52\s383,91\szł/);
    expect(eml).toContain('1 EUR = 4,2431 PLN (NBP, 229/A/NBP/2026, 25.11.2026)');
    expect(eml).toContain('Numer konta: PL61 1090 1014 0000 0712 1981 2874');
    expect(eml).toContain('Tytuł przelewu: ZF/2026/000777');
  });

  it('is written in English to an English-speaking dealer', async () => {
    const { row, eml } = await deliver({ ...confirmed, language: 'en', path: '/en/order/x/y' }, PreorderConfirmed);
    expect(row).toMatchObject({ subject: 'Preorder ZF/2026/000777 confirmed' });
    expect(eml).toContain('Amount due: ');
    expect(eml).toContain('https://sklep.zefir.example/en/order/x/y');
  });
});
