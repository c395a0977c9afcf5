import type { PaymentMethod, StorefrontLanguage } from '@shop/contracts';

// The words of a dealer's order document (pro forma), as the shop's sales department writes them.

export interface OrderDocumentText {
  title: string;
  notInvoice: string;
  number: string;
  orderDate: string;
  printed: string;
  seller: string;
  buyer: string;
  deliveryTo: string;
  taxId: string;
  vatId: string;
  phone: string;
  email: string;
  lines: {
    position: string;
    name: string;
    quantity: string;
    unitNet: string;
    vatRate: string;
    net: string;
    vat: string;
    gross: string;
    sku: string;
    delivery: Record<string, string>;
  };
  discountNote: (code: string | null, amount: string) => string;
  perRate: string;
  rate: string;
  total: string;
  payment: {
    title: string;
    method: string;
    methods: Record<PaymentMethod, string>;
    account: string;
    recipient: string;
    transferTitle: string;
    amount: string;
    dueLabel: string;
    due: (days: number) => string;
    accountUnknown: string;
  };
  comments: string;
  page: string;
  of: string;
  /** A preorder has nothing to pay yet: its document confirms the order instead of asking for payment. */
  preorder: { title: string; notice: string; amount: string };
}

const pl: OrderDocumentText = {
  title: 'Faktura pro forma',
  preorder: {
    title: 'Potwierdzenie zamówienia przedsprzedażowego',
    notice:
      'Potwierdzenie zamówienia w przedsprzedaży. Nie jest to faktura ani wezwanie do zapłaty: gdy potwierdzimy termin dostawy, poprosimy o płatność i wystawimy fakturę pro forma z danymi do przelewu.',
    amount: 'Wartość zamówienia',
  },
  notInvoice:
    'Potwierdzenie zamówienia. Dokument nie jest fakturą VAT i nie stanowi podstawy do odliczenia podatku VAT. Fakturę VAT wystawiamy osobno.',
  number: 'Do zamówienia nr',
  orderDate: 'Data zamówienia',
  printed: 'Data wydruku',
  seller: 'Sprzedawca',
  buyer: 'Nabywca',
  deliveryTo: 'Adres dostawy',
  taxId: 'NIP',
  vatId: 'NIP UE',
  phone: 'Tel.',
  email: 'E-mail',
  lines: {
    position: 'Lp.',
    name: 'Nazwa towaru lub usługi',
    quantity: 'Ilość',
    unitNet: 'Cena jedn. netto',
    vatRate: 'Stawka VAT',
    net: 'Wartość netto',
    vat: 'Kwota VAT',
    gross: 'Wartość brutto',
    sku: 'Kod',
    delivery: {
      COURIER: 'Dostawa kurierem',
      PICKUP: 'Odbiór osobisty',
      PREORDER: 'Dostawa przedsprzedaży',
      NONE: 'Bez wysyłki',
    },
  },
  discountNote: (code, amount) =>
    `Wartości pozycji po rabacie${code ? ` z kodu ${code}` : ''} (${amount}), rozłożonym na pozycje proporcjonalnie do ich wartości.`,
  perRate: 'Podsumowanie według stawek VAT',
  rate: 'Stawka',
  total: 'Razem',
  payment: {
    title: 'Płatność',
    method: 'Forma płatności',
    methods: {
      transfer: 'Przelew bankowy',
      preorder: 'Przedsprzedaż',
      online_tpay: 'Płatność online (Tpay)',
      card_polcard: 'Karta płatnicza',
      cash: 'Gotówka',
      installment_eraty: 'Raty',
      installment_ca: 'Raty',
    },
    account: 'Numer konta',
    recipient: 'Odbiorca',
    transferTitle: 'Tytuł przelewu',
    amount: 'Do zapłaty',
    dueLabel: 'Termin płatności',
    due: (days) => `${days} dni roboczych od daty zamówienia`,
    accountUnknown: 'Numer konta jest podany na stronie zamówienia w koncie klienta.',
  },
  comments: 'Uwagi do zamówienia',
  page: 'Strona',
  of: 'z',
};

const en: OrderDocumentText = {
  title: 'Pro forma invoice',
  preorder: {
    title: 'Preorder confirmation',
    notice:
      'Confirmation of a preorder. This is neither an invoice nor a request for payment: once we confirm the delivery date, we ask for payment and issue a pro forma invoice with the transfer details.',
    amount: 'Order value',
  },
  notInvoice:
    'Order confirmation. This document is not a VAT invoice and does not entitle the buyer to deduct VAT. The VAT invoice is issued separately.',
  number: 'For order no.',
  orderDate: 'Order date',
  printed: 'Printed on',
  seller: 'Seller',
  buyer: 'Buyer',
  deliveryTo: 'Delivery address',
  taxId: 'Tax ID (NIP)',
  vatId: 'EU VAT ID',
  phone: 'Phone',
  email: 'E-mail',
  lines: {
    position: 'No.',
    name: 'Goods or service',
    quantity: 'Qty',
    unitNet: 'Net unit price',
    vatRate: 'VAT rate',
    net: 'Net',
    vat: 'VAT',
    gross: 'Gross',
    sku: 'SKU',
    delivery: {
      COURIER: 'Courier delivery',
      PICKUP: 'Pickup in person',
      PREORDER: 'Preorder delivery',
      NONE: 'No delivery',
    },
  },
  discountNote: (code, amount) =>
    `Line values after the discount${code ? ` of code ${code}` : ''} (${amount}), spread over the lines in proportion to their value.`,
  perRate: 'Totals per VAT rate',
  rate: 'Rate',
  total: 'Total',
  payment: {
    title: 'Payment',
    method: 'Payment method',
    methods: {
      transfer: 'Bank transfer',
      preorder: 'Preorder',
      online_tpay: 'Online payment (Tpay)',
      card_polcard: 'Payment card',
      cash: 'Cash',
      installment_eraty: 'Instalments',
      installment_ca: 'Instalments',
    },
    account: 'Account number',
    recipient: 'Recipient',
    transferTitle: 'Transfer title',
    amount: 'Amount due',
    dueLabel: 'Payment due',
    due: (days) => `within ${days} working days of the order date`,
    accountUnknown: "The account number is shown on the order's page in your account.",
  },
  comments: 'Order comments',
  page: 'Page',
  of: 'of',
};

export const orderDocumentText: Record<StorefrontLanguage, OrderDocumentText> = { pl, en };
