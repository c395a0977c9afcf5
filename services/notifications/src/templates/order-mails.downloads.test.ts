import { defaultShopSettings } from '@shop/contracts/limits';
import { describe, expect, it } from 'vitest';
import { orderCreatedMail, orderUpdatedMail } from './order-mails';

// The order e-mails for what ships nothing (issue 24): the paid order's download links with their expiry
// and downloads left, what a service or a download starts once paid, and "no delivery".

const orderId = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const link = '/api/orders/downloads/0c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e3f?s=sekret';

const paid = {
  orderId,
  number: 'ZF/2026/000300',
  token: 'tok',
  email: 'ewa@example.pl',
  language: 'pl' as const,
  status: 'in_progress' as const,
  paymentStatus: 'paid' as const,
  path: `/pl/zamowienie/${orderId}/tok`,
  downloads: [{ name: 'Instrukcja serwisowa (PDF)', path: link, expiresAt: '2026-12-03T10:00:00.000Z', uses: 5 }],
};

const placed = (language: 'pl' | 'en') => ({
  orderId,
  number: 'ZF/2026/000300',
  token: 'tok',
  customerId: null,
  email: 'ewa@example.pl',
  language,
  type: 'STANDARD' as const,
  status: 'new' as const,
  paymentMethod: 'online_tpay' as const,
  deliveryMethod: 'NONE' as const,
  total: { amount: 19_800, currency: 'PLN' as const },
  items: [
    {
      name: 'Instrukcja serwisowa (PDF)',
      quantity: 1,
      unitPrice: { amount: 4_900, currency: 'PLN' as const },
      type: 'download',
    },
    { name: 'Przegląd roweru', quantity: 1, unitPrice: { amount: 14_900, currency: 'PLN' as const }, type: 'service' },
  ],
  referralCode: null,
  path: `/pl/zamowienie/${orderId}/tok`,
});

describe('order e-mails of downloads and services', () => {
  it('lists a paid order’s download links with their expiry and uses, after the shop’s address', () => {
    const mail = orderUpdatedMail(paid, 'https://sklep.pl/x', undefined, 'https://sklep.pl');
    expect(mail.text).toContain(`Pobierz: Instrukcja serwisowa (PDF): https://sklep.pl${link}`);
    expect(mail.text).toContain('Link działa do 03.12.2026, 5 pobrań.');
    expect(mail.html).toContain(`href="https://sklep.pl${link}"`);
    const english = orderUpdatedMail({ ...paid, language: 'en' }, 'https://shop/x', undefined, 'https://shop');
    expect(english.text).toContain('Your files to download:');
    expect(english.text).toContain('The link works until 03.12.2026, for 5 downloads.');
    expect(orderUpdatedMail({ ...paid, downloads: undefined }, 'https://s/x').text).not.toContain('Pobierz');
  });

  it('says what services and downloads start once paid, and that nothing is shipped', () => {
    const pl = orderCreatedMail(placed('pl'), 'https://s/x', defaultShopSettings).text;
    expect(pl).toContain('Przegląd roweru: usługa rusza po zaksięgowaniu płatności');
    expect(pl).toContain('Instrukcja serwisowa (PDF): link do pobrania wyślemy e-mailem');
    expect(pl).toContain('Sposób dostawy: Bez wysyłki');
    const en = orderCreatedMail(placed('en'), 'https://s/x', defaultShopSettings).text;
    expect(en).toContain('Przegląd roweru: the service starts once the payment is booked');
    expect(en).toContain('Delivery method: No delivery');
  });
});
