import { defaultShopSettings, type OrderForDocument } from '@shop/contracts';
import { createLogger } from '@shop/service-kit';
import { afterAll, describe, expect, it } from 'vitest';
import { createPdfRenderer, type PdfRenderer } from '../render/pdf-renderer';
import { chromiumPath, describeWithChromium, pdfPages, pdfText } from '../testing/chromium';
import { groupedIban, orderDocument } from './order-document';
import { printedDateTime } from './print-dates';
import { REPORT_MESSAGE_MAX_CHARS, shortenedMessage } from './service-report';
import { serviceReportText } from './service-report.text';

// The parts of the service report and the order document that need no browser: where a message is cut, how
// an IBAN is grouped, Warsaw time, and what the pro forma says about discounts and other payment methods;
// and, with Chromium, that a short dealer order fits one page.

describe('shortenedMessage', () => {
  const words = serviceReportText.pl;
  it('keeps a message of up to the limit whole and cuts one character more, saying how many were left out', () => {
    const whole = 'ą'.repeat(REPORT_MESSAGE_MAX_CHARS);
    expect(shortenedMessage(whole, words)).toBe(whole);
    const longer = `${whole}ę`;
    expect(shortenedMessage(longer, words)).toBe(`${whole} [… skrócono, pominięto 1 znaków]`);
  });

  it('counts characters, not UTF-16 units (an emoji is one)', () => {
    const emoji = '🚲'.repeat(REPORT_MESSAGE_MAX_CHARS);
    expect(shortenedMessage(emoji, words)).toBe(emoji);
  });
});

describe('printed dates and accounts', () => {
  it('writes a moment as Warsaw time, winter and summer', () => {
    expect(printedDateTime('2026-11-26T09:05:00Z')).toBe('26.11.2026 10:05');
    expect(printedDateTime('2026-07-01T22:30:00Z')).toBe('02.07.2026 00:30');
  });

  it('groups an IBAN in fours after the country and check digits', () => {
    expect(groupedIban('PL61109010140000071219812874')).toBe('PL61 1090 1014 0000 0712 1981 2874');
    expect(groupedIban('PL61 1090 1014 0000 0712 1981 2874')).toBe('PL61 1090 1014 0000 0712 1981 2874');
  });
});

describe('orderDocument', () => {
  const order: OrderForDocument = {
    id: '0b7f3c52-5d1e-4c55-9d0f-7a1c2b3d4e5f',
    number: 'ZF/2026/000900',
    createdAt: '2026-11-24T10:00:00.000Z',
    type: 'STANDARD',
    status: 'new',
    customerType: 'b2b',
    paymentMethod: 'transfer',
    currency: 'EUR',
    email: 'buyer@example.com',
    phone: null,
    billing: {
      firstName: 'Jan',
      lastName: 'Nowak',
      companyName: 'Räder <GmbH>',
      vatId: 'DE123456789',
      street: 'Hauptstraße 1',
      zipCode: '10115',
      city: 'Berlin',
      country: 'DE',
    },
    delivery: {
      firstName: 'Jan',
      lastName: 'Nowak',
      companyName: 'Räder <GmbH>',
      street: 'Hauptstraße 1',
      zipCode: '10115',
      city: 'Berlin',
      country: 'DE',
    },
    comments: '',
    promoCode: 'JESIEN',
    discount: 1_000,
    lines: [
      {
        kind: 'item',
        sku: 'ZF-1',
        name: 'Kask',
        optionsLabel: '',
        quantity: 1,
        unitNet: 8_130,
        vatRate: 23,
        net: 7_317,
        vat: 1_683,
        gross: 9_000,
      },
    ],
    vatRates: [{ vatRate: 23, net: 7_317, vat: 1_683, gross: 9_000 }],
    totals: { net: 7_317, vat: 1_683, gross: 9_000 },
  };
  const print = (changes: Partial<OrderForDocument>, lang: 'pl' | 'en' = 'en') =>
    orderDocument({
      order: { ...order, ...changes },
      lang,
      brand: 'Zefir',
      seller: defaultShopSettings.company,
      transfer: { account: 'PL61109010140000071219812874', recipient: 'Zefir' },
      transferDueWorkingDays: 7,
      printedAt: new Date('2026-11-26T10:00:00Z'),
    });

  it('says the line values are after the promo code, in the order currency, and names an EU VAT ID', () => {
    const { html } = print({});
    expect(html).toContain('Line values after the discount of code JESIEN (€10.00)');
    expect(html).toContain('EU VAT ID: DE123456789');
    expect(html).toContain('€90.00');
    expect(html).toContain('Räder &lt;GmbH&gt;');
    expect(html).not.toContain('<GmbH>');
    // The delivery address equals the billing one: printed once.
    expect(html).not.toContain('Delivery address');
  });

  it('prints no account or transfer title for an order paid another way', () => {
    const { html } = print({ paymentMethod: 'cash', discount: 0, promoCode: null }, 'pl');
    expect(html).toContain('Faktura pro forma');
    expect(html).not.toContain('Numer konta');
    expect(html).not.toContain('Tytuł przelewu');
    expect(html).not.toContain('po rabacie');
  });

  it('confirms a preorder instead of asking for payment: no pro forma before it is confirmed', () => {
    const pl = print({ type: 'PREORDER', paymentMethod: 'preorder', discount: 0, promoCode: null }, 'pl');
    expect(pl.html).toContain('Potwierdzenie zamówienia przedsprzedażowego');
    expect(pl.html).toContain('Nie jest to faktura ani wezwanie do zapłaty');
    expect(pl.html).toContain('Wartość zamówienia');
    expect(pl.html).not.toContain('Faktura pro forma');
    expect(pl.html).not.toContain('Do zapłaty');
    expect(pl.html).not.toContain('Numer konta');
    expect(pl.fileName).toBe('preorder-confirmation-ZF-2026-000900-pl.pdf');
    const en = print({ type: 'PREORDER', paymentMethod: 'preorder' }, 'en');
    expect(en.html).toContain('Preorder confirmation');
    expect(en.html).toContain('Order value');
    expect(en.html).not.toContain('Amount due');
  });

  describeWithChromium('on paper', () => {
    let renderer: PdfRenderer | undefined;
    afterAll(() => renderer?.close());

    it.each(['pl', 'en'] as const)(
      'prints a four-line dealer order with its delivery address, comment, VAT summary and payment on one page (%s)',
      async (lang) => {
        renderer ??= createPdfRenderer({ executablePath: chromiumPath, log: createLogger('documents-test', 'silent') });
        const line = (i: number) => ({
          ...order.lines[0]!,
          sku: `ZF-10${i}-01`,
          name: `Zefir Trekking ${i} rower elektryczny z długą nazwą`,
          optionsLabel: 'Rama: M · Akumulator: 720 Wh',
          quantity: 2,
        });
        const pdf = await renderer.render(
          print(
            {
              lines: [line(1), line(2), line(3), { ...line(4), kind: 'delivery', name: 'courier', sku: '' }],
              delivery: { ...order.delivery, street: 'Nebenstraße 2', city: 'Potsdam' },
              comments: 'Bitte nach 14 Uhr liefern, Rampe auf der Hofseite.',
              phone: '+49 30 000000',
            },
            lang,
          ),
        );
        expect(pdfPages(pdf)).toBe(1);
        const text = pdfText(pdf).replace(/\s+/g, ' ');
        expect(text).toContain(lang === 'pl' ? 'Do zapłaty' : 'Amount due');
        expect(text).toContain('PL61 1090 1014');
      },
    );
  });
});
