import { WithdrawalReceived } from '@shop/contracts';
import { defaultShopSettings } from '@shop/contracts/limits';
import { until } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailTestService, type SmtpPeer, startMailTestService, startSmtpPeer } from '../testing/smtp-peer';

// The confirmation of a statement of withdrawal (issue 27) as the consumer's mail server receives it: in the
// order's language, with the statement's content, when it was received in Warsaw time, and what happens next
// (the shop's address to send the goods to, 14 days, the cost of return); once for an event delivered twice.

let peer: SmtpPeer;
let shop: MailTestService;

beforeAll(async () => {
  peer = await startSmtpPeer();
  shop = await startMailTestService(peer);
}, 180_000);
afterAll(async () => {
  await shop?.stop();
  await peer?.close();
});

const statement = (language: 'pl' | 'en', email: string, goodsToReturn = true) => ({
  withdrawalId: crypto.randomUUID(),
  orderId: crypto.randomUUID(),
  orderNumber: 'ZF/2026/000321',
  email,
  name: 'Anna Nowak',
  language,
  // 11:05 UTC in December is 12:05 in Warsaw.
  receivedAt: '2026-12-20T11:05:00.000Z',
  periodEndsOn: '2026-12-28',
  goodsToReturn,
  lines: [
    { name: 'Zefir Miejski C2', optionsLabel: 'M, grafit', quantity: 1 },
    { name: 'Kask Zefir', optionsLabel: '', quantity: 2 },
  ],
});

async function arrivedOnce(data: ReturnType<typeof statement>) {
  const envelope = await shop.publish(WithdrawalReceived, data);
  await shop.deliverAgain(WithdrawalReceived, envelope);
  const [row] = await shop.queuedFor(envelope.id, 1);
  await until(async () => (await shop.rowOf(row!.id)).state === 'sent', 5_000, 'the confirmation sent');
  await shop.bus.idle();
  expect(await shop.queuedFor(envelope.id, 1)).toHaveLength(1);
  const copies = peer.arrivedFor(data.email);
  expect(copies).toHaveLength(1);
  return copies[0]!.mail;
}

describe('the confirmation of a withdrawal, over SMTP', () => {
  it('confirms in Polish what was withdrawn, when it was received and where to send the goods', async () => {
    const mail = await arrivedOnce(statement('pl', 'anna.odstapienie@example.pl'));
    expect(mail.subject).toBe('Potwierdzenie odstąpienia od umowy – zamówienie ZF/2026/000321');
    const text = mail.text ?? '';
    expect(text).toContain('Anna Nowak odstępuje od umowy sprzedaży zawartej w zamówieniu ZF/2026/000321');
    expect(text).toContain('20.12.2026, 12:05 (czas polski)');
    expect(text).toContain('Zefir Miejski C2 (M, grafit) – 1 szt.');
    expect(text).toContain('Kask Zefir – 2 szt.');
    const { company } = defaultShopSettings;
    expect(text).toContain(`na adres: ${company.name}, ${company.street}, ${company.zipCode} ${company.city}`);
    expect(text).toContain('w ciągu 14 dni');
    expect(text).toContain('Bezpośredni koszt odesłania produktów ponosisz Ty');
    expect(typeof mail.html === 'string' && mail.html).toContain('<html lang="pl">');
  });

  it('writes in English to an English order, and asks nothing back for a download', async () => {
    const mail = await arrivedOnce(statement('en', 'anna.withdrawal@example.com', false));
    expect(mail.subject).toBe('Confirmation of withdrawal from the contract – order ZF/2026/000321');
    const text = mail.text ?? '';
    expect(text).toContain('We received the statement on 20/12/2026, 12:05 (Polish time).');
    expect(text).toContain('Kask Zefir – 2 pcs');
    expect(text).not.toContain('send the items back');
  });
});
