import { execFileSync } from 'node:child_process';
import type { InvoiceParty } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { contentsOf, needsSplitPayment, orderLines, refundLines } from './contents';
import { fa3SchemaErrors as schemaErrors, xmllintPresent as xmllint } from './fa3-schema.test-support';
import { amount, buildFa3Xml, type Fa3Invoice } from './fa3-xml';

// Every kind of invoice the shop emits, validated by xmllint against the official FA(3) schema kept beside
// the code (schema/README.md). CI installs xmllint (.ci/run); elsewhere the schema tests say what is missing.

const seller: InvoiceParty = {
  name: 'Zefir Sp. z o.o.',
  taxId: '5250000009',
  vatId: null,
  street: 'ul. Fabryczna 14',
  zipCode: '55-040',
  city: 'Kobierzyce',
  country: 'PL',
  email: 'sklep@zefir.example',
};
const dealer: InvoiceParty = {
  name: 'Rowery Kowalski & Syn sp.j.',
  taxId: '7792433421',
  vatId: null,
  street: 'ul. Długa 5/2',
  zipCode: '61-001',
  city: 'Poznań',
  country: 'PL',
  email: 'biuro@kowalski.example',
};
const consumer: InvoiceParty = { ...dealer, name: 'Anna Nowak', taxId: null, email: null };
const euDealer: InvoiceParty = {
  ...dealer,
  name: 'Fahrradhaus Berlin GmbH',
  taxId: null,
  vatId: 'DE123456789',
  country: 'DE',
  zipCode: '10115',
  city: 'Berlin',
};

const bike = { name: 'Zefir City 28" <M>', sku: 'ZC-28-M', quantity: 2, unitGross: 799_900, vatRate: 23 };
const battery = { name: 'Akumulator 36 V 14 Ah', sku: 'BAT-36-14', quantity: 3, unitGross: 289_900, vatRate: 23 };
const book = { name: 'Książka serwisowa', sku: 'BOOK-1', quantity: 1, unitGross: 4_900, vatRate: 5 };
const lines = orderLines({
  currency: 'PLN',
  items: [bike, battery, book].map((item) => ({
    ...item,
    lineGross: item.unitGross * item.quantity,
    annex15: item.sku.startsWith('BAT'),
  })),
  discount: 10_000,
  delivery: 4_900,
});

function invoice(overrides: Partial<Fa3Invoice> = {}): Fa3Invoice {
  const contents = contentsOf(lines, overrides.currency ?? 'PLN', overrides.rate ?? null);
  return {
    kind: 'VAT',
    number: 'FV/2026/000123',
    issueDate: '2026-11-26',
    saleDate: '2026-11-25',
    generatedAt: '2026-11-26T10:15:00Z',
    currency: 'PLN',
    seller,
    buyer: dealer,
    ...contents,
    rate: null,
    payment: {
      method: 'transfer',
      paidOn: '2026-11-25',
      dueDate: null,
      bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
    },
    splitPayment: needsSplitPayment(contents, true),
    references: [],
    reason: null,
    orderNumber: 'ZF/2026/000042',
    ...overrides,
  };
}

const eur = { ratePln: '4.2431', tableNo: '229/A/NBP/2026', tableDate: '2026-11-25' };
const original = {
  invoiceId: '00000000-0000-4000-8000-000000000001',
  number: 'FV/2026/000123',
  issueDate: '2026-11-20',
};
const ksefNumber = '5250000009-20261120-0A1B2C-3D4E5F-9A';

const kinds: Array<[string, Fa3Invoice]> = [
  ['a dealer’s VAT invoice, paid, split payment', invoice()],
  [
    'a consumer’s VAT invoice without NIP, due by transfer',
    invoice({
      buyer: consumer,
      splitPayment: false,
      payment: { method: 'transfer', paidOn: null, dueDate: '2026-12-10', bankAccount: null },
    }),
  ],
  [
    'an EU dealer’s invoice in EUR with the NBP rate',
    { ...invoice({ currency: 'EUR', rate: eur, buyer: euDealer }), ...contentsOf(lines, 'EUR', eur) },
  ],
  ['an advance invoice (ZAL) of a preorder', invoice({ kind: 'ZAL', number: 'FZ/2026/000007', orderGross: 2_478_300 })],
  [
    'an advance invoice (ZAL) in EUR',
    {
      ...invoice({ kind: 'ZAL', number: 'FZ/2026/000008', currency: 'EUR', rate: eur }),
      ...contentsOf(lines, 'EUR', eur),
    },
  ],
  [
    'a final invoice (ROZ) accounting for a KSeF advance and one outside KSeF',
    invoice({
      kind: 'ROZ',
      number: 'FR/2026/000003',
      rateTotals: [{ vatRate: 23, net: 0, vat: 0, gross: 0, vatPln: 0 }],
      totalGross: 0,
      references: [
        { ...original, number: 'FZ/2026/000007', ksefNumber },
        { ...original, number: 'FZ/2026/000008', ksefNumber: null },
      ],
    }),
  ],
  [
    'a correction (KOR) of a refund, naming the original by its KSeF number',
    {
      ...invoice({
        kind: 'KOR',
        number: 'FK/2026/000001',
        references: [{ ...original, ksefNumber }],
        reason: 'Zwrot towaru',
      }),
      ...contentsOf(refundLines(289_900, invoice().rateTotals, 'Zwrot towaru'), 'PLN', null),
      splitPayment: false,
    },
  ],
  [
    'a correction (KOR) of an original not yet in KSeF',
    {
      ...invoice({
        kind: 'KOR',
        number: 'FK/2026/000002',
        references: [{ ...original, ksefNumber: null }],
        reason: 'Zwrot',
      }),
      ...contentsOf(refundLines(4_900, invoice().rateTotals, 'Zwrot'), 'PLN', null),
      splitPayment: false,
    },
  ],
];

describe.skipIf(!xmllint)('FA(3) XML against the official schema (xmllint)', () => {
  it.each(kinds)('%s is valid', (_name, fa3) => {
    expect(schemaErrors(buildFa3Xml(fa3))).toBe('');
  });

  it('the schema refuses what the builder must never write (the test can fail)', () => {
    const xml = buildFa3Xml(invoice()).replace('<P_15>', '<P_15>x');
    expect(schemaErrors(xml)).toMatch(/P_15/);
    expect(schemaErrors(buildFa3Xml(invoice()).replace('<JST>2</JST>', ''))).not.toBe('');
  });
});

describe('FA(3) contents', () => {
  const xml = buildFa3Xml(invoice());

  it('names seller and buyer, the number, the total and the mark of each kind', () => {
    expect(xml).toContain('<RodzajFaktury>VAT</RodzajFaktury>');
    expect(xml).toContain('<P_2>FV/2026/000123</P_2>');
    expect(xml).toMatch(/<Podmiot2><DaneIdentyfikacyjne><NIP>7792433421<\/NIP>/);
    expect(xml).toContain('<Nazwa>Rowery Kowalski &amp; Syn sp.j.</Nazwa>');
    expect(xml).toContain(`<P_15>${amount(invoice().totalGross)}</P_15>`);
    expect(buildFa3Xml(invoice({ buyer: consumer }))).toContain('<BrakID>1</BrakID>');
  });

  it('per rate: net plus VAT is the gross, and the rates add up to P_15', () => {
    const { rateTotals, totalGross } = invoice();
    for (const total of rateTotals) expect(total.net + total.vat).toBe(total.gross);
    expect(totalGross).toBe(2 * 799_900 + 3 * 289_900 + 4_900 - 10_000 + 4_900);
    expect(xml).toMatch(/<P_13_1>\d+\.\d\d<\/P_13_1><P_14_1>\d+\.\d\d<\/P_14_1><P_13_3>/);
  });

  it('marks split payment and the Annex 15 lines only over 15 000 PLN to a VAT payer', () => {
    expect(xml).toContain('<P_18A>1</P_18A>');
    expect(xml.match(/<P_12_Zal_15>1<\/P_12_Zal_15>/g)).toHaveLength(1);
    const small = contentsOf(lines.slice(1), 'PLN', null);
    expect(needsSplitPayment(small, true)).toBe(false);
    expect(needsSplitPayment(contentsOf(lines, 'PLN', null), false)).toBe(false);
  });

  it('an EUR invoice shows VAT in PLN at the NBP rate, with the table', () => {
    const eurXml = kinds[2]?.[1] ? buildFa3Xml(kinds[2][1]) : '';
    expect(eurXml).toContain('<KodWaluty>EUR</KodWaluty>');
    expect(eurXml).toMatch(/<P_14_1W>\d+\.\d\d<\/P_14_1W>/);
    expect(eurXml).toContain('1 EUR = 4.2431 PLN, tabela 229/A/NBP/2026 z 2026-11-25');
    expect(eurXml).toContain('<KodUE>DE</KodUE><NrVatUE>123456789</NrVatUE>');
  });

  it('writes amounts with two decimals, negative ones too', () => {
    expect([amount(123_456), amount(5), amount(-5), amount(0), amount(-100)]).toEqual([
      '1234.56',
      '0.05',
      '-0.05',
      '0.00',
      '-1.00',
    ]);
  });
});

it.runIf(!xmllint && process.env.SHOP_REQUIRE_SERVICES === '1')('xmllint is installed (CI)', () => {
  expect(execFileSync('xmllint', ['--version'])).toBeDefined();
});
