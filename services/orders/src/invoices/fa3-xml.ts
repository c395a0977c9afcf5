import type { InvoiceKind, InvoiceLine, InvoiceParty, InvoiceRate, InvoiceRateTotal } from '@shop/contracts';
import type { InvoicePayment, InvoiceReference } from '../db/invoices.schema';

// The FA(3) structure (schema/schemat_FA3_v1-0E.xsd, the Ministry of Finance's e-invoice for KSeF) of one
// invoice. Elements follow the schema's sequence; what the shop never has (third parties, margins, excise,
// new means of transport) is left out or marked "no" where the schema requires the mark. Amounts are
// written in the invoice's currency with two decimals; a foreign-currency invoice adds VAT in PLN and the
// NBP rate. Tests validate every kind with xmllint against the official schema (fa3-xml.test.ts).

export const FA3_NAMESPACE = 'http://crd.gov.pl/wzor/2025/06/25/13775/';

export interface Fa3Invoice {
  kind: InvoiceKind;
  number: string;
  issueDate: string;
  saleDate: string | null;
  /** When the document was made (DataWytworzeniaFa), ISO. */
  generatedAt: string;
  currency: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  lines: readonly InvoiceLine[];
  rateTotals: readonly InvoiceRateTotal[];
  totalGross: number;
  rate: InvoiceRate | null;
  payment: InvoicePayment;
  splitPayment: boolean;
  /** KOR: the corrected invoice; ROZ: the advance invoices it accounts for. */
  references: readonly InvoiceReference[];
  /** KOR: PrzyczynaKorekty. */
  reason: string | null;
  /** ZAL: the whole order's gross value (WartoscZamowienia). */
  orderGross?: number;
  orderNumber: string;
}

type Node = string | false | null | undefined;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `<name>…</name>`: children are already-built elements; a plain value is escaped text. */
function el(name: string, ...children: Node[]): string {
  return `<${name}>${children.filter(Boolean).join('')}</${name}>`;
}
const text = (name: string, value: string | number) => `<${name}>${escapeXml(String(value))}</${name}>`;
const optional = (name: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? null : text(name, value);

/** Minor units as a decimal amount: 123456 → 1234.56, -5 → -0.05. */
export function amount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The P_13/P_14 pair of each rate the shop sells at (the schema's fields per rate group). */
const rateFields: Record<number, { net: string; vat?: string; vatPln?: string }> = {
  23: { net: 'P_13_1', vat: 'P_14_1', vatPln: 'P_14_1W' },
  22: { net: 'P_13_1', vat: 'P_14_1', vatPln: 'P_14_1W' },
  8: { net: 'P_13_2', vat: 'P_14_2', vatPln: 'P_14_2W' },
  7: { net: 'P_13_2', vat: 'P_14_2', vatPln: 'P_14_2W' },
  5: { net: 'P_13_3', vat: 'P_14_3', vatPln: 'P_14_3W' },
  0: { net: 'P_13_6_1' },
};
/** P_12's value of a rate. */
const rateCode = (vatRate: number) => (vatRate === 0 ? '0 KR' : String(vatRate));

function rateSums(invoice: Fa3Invoice): string[] {
  const foreign = invoice.currency !== 'PLN';
  const order = ['P_13_1', 'P_13_2', 'P_13_3', 'P_13_6_1'];
  return [...invoice.rateTotals]
    .map((total) => {
      const fields = rateFields[total.vatRate];
      if (!fields) throw new Error(`VAT rate ${total.vatRate}% has no FA(3) field`);
      return { fields, total };
    })
    .sort((a, b) => order.indexOf(a.fields.net) - order.indexOf(b.fields.net))
    .map(({ fields, total }) =>
      [
        text(fields.net, amount(total.net)),
        fields.vat && text(fields.vat, amount(total.vat)),
        fields.vatPln && foreign && text(fields.vatPln, amount(total.vatPln)),
      ]
        .filter(Boolean)
        .join(''),
    );
}

function address(party: InvoiceParty): string {
  return el(
    'Adres',
    text('KodKraju', party.country),
    text('AdresL1', party.street),
    text('AdresL2', `${party.zipCode} ${party.city}`),
  );
}

function seller(party: InvoiceParty): string {
  return el(
    'Podmiot1',
    el('DaneIdentyfikacyjne', text('NIP', party.taxId ?? ''), text('Nazwa', party.name)),
    address(party),
    party.email && el('DaneKontaktowe', text('Email', party.email)),
  );
}

/** The buyer by NIP, by EU VAT ID, or a consumer without one (BrakID). */
function buyerIdentity(party: InvoiceParty): string {
  if (party.taxId) return el('DaneIdentyfikacyjne', text('NIP', party.taxId), text('Nazwa', party.name));
  if (party.vatId)
    return el(
      'DaneIdentyfikacyjne',
      text('KodUE', party.vatId.slice(0, 2)),
      text('NrVatUE', party.vatId.slice(2)),
      text('Nazwa', party.name),
    );
  return el('DaneIdentyfikacyjne', text('BrakID', 1), text('Nazwa', party.name));
}

function buyer(party: InvoiceParty): string {
  return el(
    'Podmiot2',
    buyerIdentity(party),
    address(party),
    party.email && el('DaneKontaktowe', text('Email', party.email)),
    // Not a subordinate unit of local government, not a VAT group member.
    text('JST', 2),
    text('GV', 2),
  );
}

function annotations(invoice: Fa3Invoice): string {
  return el(
    'Adnotacje',
    text('P_16', 2),
    text('P_17', 2),
    text('P_18', 2),
    text('P_18A', invoice.splitPayment ? 1 : 2),
    el('Zwolnienie', text('P_19N', 1)),
    el('NoweSrodkiTransportu', text('P_22N', 1)),
    text('P_23', 2),
    el('PMarzy', text('P_PMarzyN', 1)),
  );
}

/** The corrected invoice, by its KSeF number once it has one (NrKSeFN: not in KSeF). */
function corrected(invoice: Fa3Invoice): string {
  return invoice.references
    .map((original) =>
      el(
        'DaneFaKorygowanej',
        text('DataWystFaKorygowanej', original.issueDate),
        text('NrFaKorygowanej', original.number),
        original.ksefNumber
          ? `${text('NrKSeF', 1)}${text('NrKSeFFaKorygowanej', original.ksefNumber)}`
          : text('NrKSeFN', 1),
      ),
    )
    .join('');
}

function advances(invoice: Fa3Invoice): string {
  return invoice.references
    .map((advance) =>
      el(
        'FakturaZaliczkowa',
        advance.ksefNumber
          ? text('NrKSeFFaZaliczkowej', advance.ksefNumber)
          : `${text('NrKSeFZN', 1)}${text('NrFaZaliczkowej', advance.number)}`,
      ),
    )
    .join('');
}

function lineRows(invoice: Fa3Invoice): string {
  const rate = invoice.currency !== 'PLN' ? invoice.rate?.ratePln : undefined;
  return invoice.lines
    .map((line, i) =>
      el(
        'FaWiersz',
        text('NrWierszaFa', i + 1),
        text('P_7', line.name),
        optional('Indeks', line.sku),
        text('P_8A', line.unit),
        text('P_8B', line.quantity),
        text('P_9B', amount(line.unitGross)),
        line.discount !== 0 && text('P_10', amount(line.discount)),
        text('P_11A', amount(line.gross)),
        text('P_12', rateCode(line.vatRate)),
        invoice.splitPayment && line.annex15 && text('P_12_Zal_15', 1),
        rate && text('KursWaluty', rate),
      ),
    )
    .join('');
}

/** ZAL: what was ordered, the advance being paid towards it. */
function orderRows(invoice: Fa3Invoice): string {
  return el(
    'Zamowienie',
    text('WartoscZamowienia', amount(invoice.orderGross ?? invoice.totalGross)),
    ...invoice.lines.map((line, i) =>
      el(
        'ZamowienieWiersz',
        text('NrWierszaZam', i + 1),
        text('P_7Z', line.name),
        optional('IndeksZ', line.sku),
        text('P_8AZ', line.unit),
        text('P_8BZ', line.quantity),
        text('P_12Z', rateCode(line.vatRate)),
        invoice.splitPayment && line.annex15 && text('P_12Z_Zal_15', 1),
      ),
    ),
  );
}

/** FormaPlatnosci: 1 cash, 2 card, 5 credit (installments), 6 transfer (Tpay's pay-by-link is one too). */
const paymentForms: Record<string, number> = {
  cash: 1,
  card_polcard: 2,
  installment_eraty: 5,
  installment_ca: 5,
  transfer: 6,
  online_tpay: 6,
  preorder: 6,
};

function payment(invoice: Fa3Invoice): string | null {
  if (invoice.kind === 'KOR') return null;
  const { payment } = invoice;
  return el(
    'Platnosc',
    payment.paidOn ? `${text('Zaplacono', 1)}${text('DataZaplaty', payment.paidOn)}` : null,
    !payment.paidOn && payment.dueDate && el('TerminPlatnosci', text('Termin', payment.dueDate)),
    text('FormaPlatnosci', paymentForms[payment.method] ?? 6),
    payment.bankAccount && el('RachunekBankowy', text('NrRB', payment.bankAccount.replace(/\s/g, ''))),
  );
}

/** The NBP table a foreign-currency invoice converted its VAT at, as the rules want it shown. */
function rateNote(invoice: Fa3Invoice): string | null {
  if (invoice.currency === 'PLN' || !invoice.rate) return null;
  const table = invoice.rate.tableNo
    ? `, tabela ${invoice.rate.tableNo}${invoice.rate.tableDate ? ` z ${invoice.rate.tableDate}` : ''}`
    : '';
  return el(
    'DodatkowyOpis',
    text('Klucz', 'Kurs NBP'),
    text('Wartosc', `1 ${invoice.currency} = ${invoice.rate.ratePln} PLN${table}`),
  );
}

/** The invoice as an FA(3) document (UTF-8, no pretty-printing). */
export function buildFa3Xml(invoice: Fa3Invoice): string {
  const foreign = invoice.currency !== 'PLN';
  const fa = el(
    'Fa',
    text('KodWaluty', invoice.currency),
    text('P_1', invoice.issueDate),
    text('P_2', invoice.number),
    invoice.saleDate && invoice.saleDate !== invoice.issueDate && text('P_6', invoice.saleDate),
    ...rateSums(invoice),
    text('P_15', amount(invoice.totalGross)),
    invoice.kind === 'ZAL' && foreign && invoice.rate && text('KursWalutyZ', invoice.rate.ratePln),
    annotations(invoice),
    text('RodzajFaktury', invoice.kind),
    invoice.kind === 'KOR' &&
      `${text('PrzyczynaKorekty', invoice.reason ?? 'Zwrot towaru')}${text('TypKorekty', 2)}${corrected(invoice)}`,
    el('DodatkowyOpis', text('Klucz', 'Zamówienie'), text('Wartosc', invoice.orderNumber)),
    rateNote(invoice),
    invoice.kind === 'ROZ' && advances(invoice),
    invoice.kind !== 'ZAL' && lineRows(invoice),
    payment(invoice),
    invoice.kind === 'ZAL' && orderRows(invoice),
  );
  const header = el(
    'Naglowek',
    '<KodFormularza kodSystemowy="FA (3)" wersjaSchemy="1-0E">FA</KodFormularza>',
    text('WariantFormularza', 3),
    text('DataWytworzeniaFa', invoice.generatedAt),
    text('SystemInfo', 'Zefir e-bike shop'),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Faktura xmlns="${FA3_NAMESPACE}">${header}${seller(invoice.seller)}${buyer(invoice.buyer)}${fa}</Faktura>\n`;
}
