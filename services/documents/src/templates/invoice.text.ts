import type { InvoiceKind, StorefrontLanguage } from '@shop/contracts';

// The words of a VAT invoice's printable view, as a Polish shop's accounts department writes them. The
// Polish view is the invoice's own language; the English one is its faithful rendering for foreign buyers.

export interface InvoiceText {
  titles: Record<InvoiceKind, string>;
  number: string;
  issueDate: string;
  saleDate: string;
  order: string;
  seller: string;
  buyer: string;
  taxId: string;
  vatId: string;
  email: string;
  ksef: {
    title: string;
    number: string;
    offline: string;
    verify: string;
    waiting: string;
    certificate: string;
    issuer: string;
  };
  corrects: string;
  advances: string;
  reason: string;
  lines: {
    position: string;
    name: string;
    unit: string;
    quantity: string;
    unitGross: string;
    discount: string;
    gross: string;
    vatRate: string;
    sku: string;
  };
  grossMethod: string;
  perRate: string;
  rate: string;
  net: string;
  vat: string;
  gross: string;
  vatPln: string;
  total: string;
  totalKor: string;
  totalPln: string;
  exchange: (currency: string, ratePln: string, table: string | null, day: string | null) => string;
  splitPayment: string;
  payment: {
    title: string;
    method: string;
    methods: Record<string, string>;
    paidOn: string;
    dueDate: string;
    account: string;
  };
  page: string;
  of: string;
}

const pl: InvoiceText = {
  titles: {
    VAT: 'Faktura VAT',
    KOR: 'Faktura korygująca',
    ZAL: 'Faktura zaliczkowa',
    ROZ: 'Faktura rozliczeniowa',
  },
  number: 'nr',
  issueDate: 'Data wystawienia',
  saleDate: 'Data dostawy / otrzymania zapłaty',
  order: 'Zamówienie',
  seller: 'Sprzedawca',
  buyer: 'Nabywca',
  taxId: 'NIP',
  vatId: 'Numer VAT UE',
  email: 'E-mail',
  ksef: {
    title: 'Krajowy System e-Faktur',
    number: 'Numer KSeF',
    offline: 'OFFLINE',
    verify: 'Zeskanuj kod, aby sprawdzić fakturę w KSeF',
    waiting: 'Faktura czeka na przyjęcie przez KSeF – numer KSeF pojawi się po jej przyjęciu.',
    certificate: 'CERTYFIKAT',
    issuer: 'Zeskanuj kod, aby potwierdzić wystawcę faktury',
  },
  corrects: 'Faktura korygowana',
  advances: 'Rozliczane faktury zaliczkowe',
  reason: 'Przyczyna korekty',
  lines: {
    position: 'Lp.',
    name: 'Nazwa towaru lub usługi',
    unit: 'J.m.',
    quantity: 'Ilość',
    unitGross: 'Cena jedn. brutto',
    discount: 'Rabat',
    gross: 'Wartość brutto',
    vatRate: 'Stawka VAT',
    sku: 'Indeks',
  },
  grossMethod: 'Podatek obliczono od wartości brutto (art. 106e ust. 7 i 8 ustawy o VAT).',
  perRate: 'Podsumowanie według stawek VAT',
  rate: 'Stawka',
  net: 'Netto',
  vat: 'VAT',
  gross: 'Brutto',
  vatPln: 'VAT w PLN',
  total: 'Razem do zapłaty',
  totalKor: 'Kwota korekty',
  totalPln: 'Wartość w PLN',
  exchange: (currency, ratePln, table, day) =>
    `Kurs średni NBP: 1 ${currency} = ${ratePln} PLN${table ? `, tabela ${table}` : ''}${day ? ` z dnia ${day}` : ''}.`,
  splitPayment: 'mechanizm podzielonej płatności',
  payment: {
    title: 'Płatność',
    method: 'Forma płatności',
    methods: {
      transfer: 'Przelew bankowy',
      preorder: 'Przelew (przedsprzedaż)',
      online_tpay: 'Płatność online (Tpay)',
      card_polcard: 'Karta płatnicza',
      cash: 'Gotówka',
      installment_eraty: 'Raty',
      installment_ca: 'Raty',
    },
    paidOn: 'Zapłacono',
    dueDate: 'Termin płatności',
    account: 'Numer rachunku',
  },
  page: 'Strona',
  of: 'z',
};

const en: InvoiceText = {
  titles: {
    VAT: 'VAT invoice',
    KOR: 'Correction invoice',
    ZAL: 'Advance invoice',
    ROZ: 'Final invoice',
  },
  number: 'no.',
  issueDate: 'Issue date',
  saleDate: 'Date of delivery / payment',
  order: 'Order',
  seller: 'Seller',
  buyer: 'Buyer',
  taxId: 'Tax ID (NIP)',
  vatId: 'EU VAT ID',
  email: 'E-mail',
  ksef: {
    title: 'National e-Invoicing System (KSeF)',
    number: 'KSeF number',
    offline: 'OFFLINE',
    verify: 'Scan the code to verify the invoice in KSeF',
    waiting: 'The invoice is waiting for KSeF to accept it – its KSeF number appears once accepted.',
    certificate: 'CERTYFIKAT',
    issuer: "Scan the code to confirm the invoice's issuer",
  },
  corrects: 'Invoice corrected',
  advances: 'Advance invoices accounted for',
  reason: 'Reason for the correction',
  lines: {
    position: 'No.',
    name: 'Goods or service',
    unit: 'Unit',
    quantity: 'Qty',
    unitGross: 'Unit price (gross)',
    discount: 'Discount',
    gross: 'Gross value',
    vatRate: 'VAT rate',
    sku: 'SKU',
  },
  grossMethod: 'VAT is calculated from gross values (Art. 106e(7) and (8) of the Polish VAT Act).',
  perRate: 'Summary by VAT rate',
  rate: 'Rate',
  net: 'Net',
  vat: 'VAT',
  gross: 'Gross',
  vatPln: 'VAT in PLN',
  total: 'Total due',
  totalKor: 'Correction amount',
  totalPln: 'Value in PLN',
  exchange: (currency, ratePln, table, day) =>
    `NBP average rate: 1 ${currency} = ${ratePln} PLN${table ? `, table ${table}` : ''}${day ? ` of ${day}` : ''}.`,
  splitPayment: 'split payment mechanism (mechanizm podzielonej płatności)',
  payment: {
    title: 'Payment',
    method: 'Payment method',
    methods: {
      transfer: 'Bank transfer',
      preorder: 'Bank transfer (preorder)',
      online_tpay: 'Online payment (Tpay)',
      card_polcard: 'Payment card',
      cash: 'Cash',
      installment_eraty: 'Instalments',
      installment_ca: 'Instalments',
    },
    paidOn: 'Paid on',
    dueDate: 'Payment due',
    account: 'Bank account',
  },
  page: 'Page',
  of: 'of',
};

export const invoiceText: Record<StorefrontLanguage, InvoiceText> = { pl, en };
