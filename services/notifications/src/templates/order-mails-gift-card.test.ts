import { formatMoney } from '@shop/contracts/format';
import { defaultShopSettings } from '@shop/contracts/limits';
import { describe, expect, it } from 'vitest';
import { orderCreatedMail } from './order-mails';

// The order confirmation of an order a gift card paid part of (docs/decisions/gift-cards.md): the e-mail says
// what the card paid and what is left to pay, so a transfer is made for the rest only.

const order = {
  orderId: '6d5c4b3a-3333-4f2e-8d1c-0b9a8f7e6d5c',
  number: 'ZF/2026/000321',
  token: 'token',
  customerId: null,
  email: 'anna.nowak@example.com',
  language: 'pl' as const,
  type: 'STANDARD' as const,
  status: 'new' as const,
  paymentMethod: 'transfer' as const,
  deliveryMethod: 'COURIER' as const,
  total: { amount: 104_300, currency: 'PLN' as const },
  giftCard: { amount: 50_000, currency: 'PLN' as const },
  items: [{ name: 'Godzina pracy serwisu', quantity: 7, unitPrice: { amount: 14_900, currency: 'PLN' as const } }],
  referralCode: null,
  path: '/pl/zamowienie/x/token',
};

describe('the order confirmation of an order partly paid by a gift card', () => {
  it('says what the card paid and what is left to pay, in Polish and English', () => {
    const pl = orderCreatedMail(order, 'https://sklep.example/pl/zamowienie/x/token', defaultShopSettings);
    expect(pl.text).toMatch(/Zapłacono kartą podarunkową: −500,00\szł/);
    expect(pl.text).toMatch(/Pozostało do zapłaty: 543,00\szł/);
    const en = orderCreatedMail(
      { ...order, language: 'en' },
      'https://shop.example/en/order/x/token',
      defaultShopSettings,
    );
    expect(en.text).toContain(`Paid by gift card: −${formatMoney(order.giftCard, 'en')}`);
    expect(en.text).toContain(`Left to pay: ${formatMoney({ amount: 54_300, currency: 'PLN' }, 'en')}`);
  });

  it('says nothing of a card when none paid', () => {
    const { giftCard: _none, ...plain } = order;
    expect(orderCreatedMail(plain, 'https://sklep.example/', defaultShopSettings).text).not.toContain('kartą');
  });
});
