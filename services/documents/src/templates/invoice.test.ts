import type { InvoiceForDocument } from '@shop/contracts';
import { createLogger } from '@shop/service-kit';
import { afterAll, describe, expect, it } from 'vitest';
import { createPdfRenderer, type PdfRenderer } from '../render/pdf-renderer';
import { chromiumPath, describeWithChromium, pdfText } from '../testing/chromium';
import { invoice } from '../testing/invoice-fixture';
import { invoiceDocument } from './invoice';

// The invoice's printable view (issue 26), on paper in both languages: every element a buyer reads, the KSeF
// number or OFFLINE under KOD I and CERTYFIKAT under KOD II of an offline invoice (the links are orders'),
// PLN amounts of an EUR invoice with the NBP rate, the split-payment mark and a correction's reference. Text
// the buyer typed is escaped.

describe('invoiceDocument', () => {
  it('escapes what the buyer typed and names the file by the number and language', async () => {
    const document = await invoiceDocument({ invoice, lang: 'pl', brand: 'Zefir' });
    expect(document.html).toContain('Rowery &lt;Kowalski&gt; &amp; s-ka');
    expect(document.html).not.toContain('<Kowalski>');
    expect(document.fileName).toBe('FV-2026-000123-pl.pdf');
    expect(document.html.match(/<img src="data:image\/svg\+xml;base64,/g)).toHaveLength(1);
    const noNip = await invoiceDocument({ invoice: { ...invoice, verification: null }, lang: 'en', brand: 'Zefir' });
    expect(noNip.html).not.toContain('<img');
  });

  describeWithChromium('on paper', () => {
    let renderer: PdfRenderer | undefined;
    afterAll(() => renderer?.close());
    const print = async (printed: InvoiceForDocument, lang: 'pl' | 'en') => {
      renderer ??= createPdfRenderer({ executablePath: chromiumPath, log: createLogger('documents-test', 'silent') });
      const document = await invoiceDocument({ invoice: printed, lang, brand: 'Zefir' });
      return pdfText(await renderer.render(document)).replace(/\s+/g, ' ');
    };

    it('prints an accepted invoice in Polish with everything a buyer reads and its KSeF number', async () => {
      const text = await print(invoice, 'pl');
      for (const expected of [
        'Faktura VAT nr FV/2026/000123',
        'Data wystawienia: 01.02.2026 Data dostawy / otrzymania zapłaty: 30.01.2026',
        'ZF/2026/000900',
        'Sprzedawca',
        'Zefir Sp. z o.o.',
        'NIP: 5250000009',
        'Nabywca',
        'Rowery <Kowalski> & s-ka',
        'NIP: 5842739576',
        'Akumulator 720 Wh',
        'ZF-BAT-720',
        'MECHANIZM PODZIELONEJ PŁATNOŚCI',
        'Podsumowanie według stawek VAT',
        '23%',
        'Przelew bankowy',
        'Zapłacono 30.01.2026',
        'PL61 1090 1014 0000 0712 1981 2874',
        '5250000009-20260201-0123456789AB-CD',
        'Zeskanuj kod, aby sprawdzić fakturę w KSeF',
      ])
        expect(text).toContain(expected);
      expect(text).not.toContain('OFFLINE');
    });

    it('prints a queued EUR correction in English with OFFLINE under the code, the rate and PLN amounts', async () => {
      const correction: InvoiceForDocument = {
        ...invoice,
        kind: 'KOR',
        number: 'FK/2026/000007',
        state: 'offline',
        currency: 'EUR',
        total: { amount: -10_000, currency: 'EUR' },
        totalPln: { amount: -42_310, currency: 'PLN' },
        refersTo: [{ number: 'FV/2026/000120', ksefNumber: '5250000009-20260130-AAAAAAAAAAAA-01' }],
        ksefNumber: null,
        splitPayment: false,
        lines: [
          {
            name: 'Zwrot',
            sku: null,
            unit: 'szt.',
            quantity: 1,
            unitGross: -10_000,
            discount: 0,
            gross: -10_000,
            vatRate: 23,
            annex15: false,
          },
        ],
        rateTotals: [{ vatRate: 23, net: -8_130, vat: -1_870, gross: -10_000, vatPln: -7_912 }],
        rate: { ratePln: '4.2310', tableNo: '021/A/NBP/2026', tableDate: '2026-01-30' },
        payment: { method: 'transfer', paidOn: null, dueDate: null, bankAccount: null },
        reason: 'Zwrot towaru',
        ksefAcceptedAt: null,
        hasUpo: false,
        offlineSince: '2026-02-01T08:00:00.000Z',
        verification: {
          invoice: 'https://qr-test.ksef.mf.gov.pl/invoice/5250000009/01-02-2026/AAAA',
          certificate: 'https://qr-test.ksef.mf.gov.pl/certificate/Nip/5250000009/5250000009/01F2/AAAA/c2ln',
        },
      };
      const text = await print(correction, 'en');
      for (const expected of [
        'Correction invoice no. FK/2026/000007',
        'Invoice corrected: FV/2026/000120 (KSeF number: 5250000009-20260130-AAAAAAAAAAAA-01)',
        'Reason for the correction: Zwrot towaru',
        'OFFLINE',
        'CERTYFIKAT',
        "Scan the code to confirm the invoice's issuer",
        'waiting for KSeF to accept it',
        'NBP average rate: 1 EUR = 4.2310 PLN, table 021/A/NBP/2026 of 30.01.2026',
        'VAT in PLN',
        'Correction amount',
      ])
        expect(text).toContain(expected);
      expect(text).not.toContain('SPLIT PAYMENT');
    });
  });
});
