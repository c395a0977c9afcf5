import { describe, expect, it } from 'vitest';
import { orderUpdatedMail } from './order-mails';

// The order-updated e-mail of a sent order (issue 17): the carrier and the parcel's number among the
// details, and the carrier's tracking page as a link.

const orderId = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const url = 'https://inpost.pl/sledzenie-przesylek?number=620000000000000000000001';
const sent = (language: 'pl' | 'en', tracking: { carrier: string; trackingNumber: string; url: string | null }) => ({
  orderId,
  number: 'ZF/2026/000400',
  token: 'tok',
  email: 'ewa@example.pl',
  language,
  status: 'sent' as const,
  paymentStatus: 'paid' as const,
  path: `/pl/zamowienie/${orderId}/tok`,
  tracking,
});

describe('the e-mail of a sent order', () => {
  it('links the carrier’s tracking page and names the parcel, in Polish and English', () => {
    const tracking = { carrier: 'inpost', trackingNumber: '620000000000000000000001', url };
    const pl = orderUpdatedMail(sent('pl', tracking) as never, 'https://s/x');
    expect(pl.text).toContain('Przesyłka: InPost 620000000000000000000001');
    expect(pl.text).toContain(`Śledź przesyłkę 620000000000000000000001: ${url}`);
    expect(pl.html).toContain(`<a href="${url.replace('&', '&amp;')}"`);
    expect(pl.html).toContain('>Śledź przesyłkę 620000000000000000000001</a>');
    const en = orderUpdatedMail(sent('en', tracking) as never, 'https://s/x');
    expect(en.text).toContain('Parcel: InPost 620000000000000000000001');
    expect(en.text).toContain(`Track parcel 620000000000000000000001: ${url}`);
  });

  it('names the shop’s own transport without a link, and says nothing of a parcel before it is sent', () => {
    const own = orderUpdatedMail(
      sent('pl', { carrier: 'own_transport', trackingNumber: '', url: null }) as never,
      'https://s/x',
    );
    expect(own.text).toContain('Przesyłka: transport sklepu');
    expect(own.text).not.toContain('Śledź przesyłkę');
    const paid = orderUpdatedMail(
      { ...sent('pl', { carrier: 'inpost', trackingNumber: '1', url }), status: 'in_progress' } as never,
      'https://s/x',
    );
    expect(paid.text).not.toContain('Przesyłka');
    expect(paid.text).not.toContain(url);
  });
});
