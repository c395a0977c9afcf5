import { defaultShopSettings } from '@shop/contracts/limits';
import { describe, expect, it } from 'vitest';
import { orderCreatedMail } from './order-mails';

// The order confirmation names what the shopper chose beside the variant (issue 24): a bike's engraving,
// its fitting choices and insurance, a sticker set's logo file.

const order = (language: 'pl' | 'en') =>
  ({
    orderId: '6d1f3c7e-1b2a-4c3d-8e9f-0a1b2c3d4e5f',
    number: 'ZF/2026/000124',
    token: 'tok',
    customerId: null,
    email: 'anna@example.pl',
    language,
    type: 'STANDARD',
    status: 'new',
    paymentMethod: 'transfer',
    deliveryMethod: 'COURIER',
    total: { amount: 500_700, currency: 'PLN' },
    items: [
      {
        name: 'Zefir City 28',
        quantity: 1,
        unitPrice: { amount: 500_700, currency: 'PLN' },
        optionsLabel: 'Rama: M, Kolor: grafitowy',
        options: [
          { name: 'Zamontuj przed wysyłką', text: 'Dzwonek, Nóżka' },
          { name: 'Bezpłatne ubezpieczenie na 12 miesięcy', text: 'Tak' },
          { name: 'Grawer na ramie', text: 'Anna <3' },
        ],
      },
      { name: 'Dzwonek', quantity: 1, unitPrice: { amount: 4_900, currency: 'PLN' } },
    ],
    referralCode: null,
    path: '/pl/zamowienie/x/tok',
  }) as never;

describe('the order confirmation', () => {
  it('lists each line with its variant and the options chosen beside it, escaped in the HTML part', () => {
    const mail = orderCreatedMail(order('pl'), 'https://s/x', defaultShopSettings);
    expect(mail.text).toContain(
      'Zefir City 28 (Rama: M, Kolor: grafitowy; Zamontuj przed wysyłką: Dzwonek, Nóżka; Bezpłatne ubezpieczenie na 12 miesięcy: Tak; Grawer na ramie: Anna <3) × 1 szt.',
    );
    expect(mail.text).toContain('Dzwonek × 1 szt.');
    expect(mail.html).toContain('Grawer na ramie: Anna &lt;3');
    expect(mail.html).not.toContain('Anna <3');
  });
});
