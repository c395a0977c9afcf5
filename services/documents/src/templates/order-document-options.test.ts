import { defaultShopSettings, type OrderForDocument } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { orderDocument } from './order-document';

// An order document prints the options a line chose beside its variant (issue 24), escaped like any text.

const line: OrderForDocument['lines'][number] = {
  kind: 'item',
  sku: 'ZF-STICK',
  name: 'Naklejki na ramę z własnym logo',
  optionsLabel: '',
  options: [
    { name: 'Plik z logo', text: 'logo <firma>.png' },
    { name: 'Liczba kolorów nadruku', text: '2' },
  ],
  quantity: 5,
  unitNet: 7_236,
  vatRate: 23,
  net: 36_179,
  vat: 8_321,
  gross: 44_500,
};

const address: OrderForDocument['billing'] = {
  firstName: 'Anna',
  lastName: 'Nowak',
  companyName: null,
  street: 'Polna 1',
  zipCode: '00-001',
  city: 'Warszawa',
  country: 'PL',
};

const order: OrderForDocument = {
  id: '0b7f3c52-5d1e-4c55-9d0f-7a1c2b3d4e60',
  number: 'ZF/2026/000901',
  createdAt: '2026-11-24T10:00:00.000Z',
  type: 'STANDARD',
  status: 'new',
  customerType: 'retail',
  paymentMethod: 'transfer',
  currency: 'PLN',
  email: 'anna@example.pl',
  phone: null,
  billing: address,
  delivery: address,
  comments: '',
  promoCode: null,
  discount: 0,
  lines: [line],
  vatRates: [{ vatRate: 23, net: 36_179, vat: 8_321, gross: 44_500 }],
  totals: { net: 36_179, vat: 8_321, gross: 44_500 },
};

describe('an order document', () => {
  it('prints each chosen option under its line, escaped', () => {
    const { html } = orderDocument({
      order,
      lang: 'pl',
      brand: 'Zefir',
      seller: defaultShopSettings.company,
      transfer: { account: 'PL61109010140000071219812874', recipient: 'Zefir' },
      transferDueWorkingDays: 7,
      printedAt: new Date('2026-11-26T10:00:00Z'),
    });
    expect(html).toContain('Plik z logo: logo &lt;firma&gt;.png');
    expect(html).toContain('Liczba kolorów nadruku: 2');
    expect(html).not.toContain('<firma>');
  });
});
