import type { StorefrontLanguage } from '@shop/contracts';

// The words of a price list, as the shop writes them in each language.

export interface PriceListText {
  title: string;
  retailTitle: string;
  dealerTitle: string;
  /** Who the list is for. */
  for: string;
  retailCustomers: string;
  dealer: (taxId: string | undefined) => string;
  currency: string;
  prices: string;
  net: string;
  gross: string;
  issued: string;
  discount: (percent: number) => string;
  dealerDiscounts: string;
  retailNote: string;
  wholesaleNote: string;
  seller: string;
  taxId: string;
  phone: string;
  contents: string;
  empty: string;
  head: { product: string; sku: string; vat: string; price: string; discount: string; notes: string };
  /** The facts' line when every product has the same VAT rate (the tables then have no VAT column). */
  vatForAll: (rate: number) => string;
  regular: string;
  lowest30: string;
  /** What '+N' beside a SKU means. */
  moreSkusNote: string;
  page: string;
  of: string;
}

const pl: PriceListText = {
  title: 'Cennik',
  retailTitle: 'Cennik detaliczny',
  dealerTitle: 'Cennik hurtowy dealera',
  for: 'Dla',
  retailCustomers: 'klienci detaliczni',
  dealer: (taxId) => (taxId ? `dealer, NIP ${taxId}` : 'dealer'),
  currency: 'Waluta',
  prices: 'Ceny',
  net: 'netto',
  gross: 'brutto',
  issued: 'Stan na dzień',
  discount: (percent) => `Wszystkie ceny obniżone o ${percent}% (rabat cennika).`,
  dealerDiscounts: 'Rabat',
  retailNote:
    'Ceny detaliczne. Przy produktach w promocji podajemy cenę regularną i najniższą cenę z 30 dni przed obniżką.',
  wholesaleNote: 'Ceny hurtowe B2B z uwzględnionym rabatem grupy lub dealera (kolumna „Rabat”).',
  seller: 'Sprzedawca',
  taxId: 'NIP',
  phone: 'tel.',
  contents: 'Kolekcje',
  empty: 'W tej kolekcji nie ma teraz produktów z ceną w tej walucie.',
  head: { product: 'Produkt', sku: 'Kod produktu', vat: 'VAT', price: 'Cena', discount: 'Rabat', notes: 'Uwagi' },
  vatForAll: (rate) => `${rate}% na wszystkie produkty`,
  regular: 'Regularna',
  lowest30: 'Najniższa z 30 dni przed obniżką',
  moreSkusNote: '„+N” przy kodzie: ta sama cena dotyczy jeszcze N innych wariantów produktu (np. kolorów).',
  page: 'Strona',
  of: 'z',
};

const en: PriceListText = {
  title: 'Price list',
  retailTitle: 'Retail price list',
  dealerTitle: 'Dealer wholesale price list',
  for: 'For',
  retailCustomers: 'retail customers',
  dealer: (taxId) => (taxId ? `dealer, VAT ID ${taxId}` : 'dealer'),
  currency: 'Currency',
  prices: 'Prices',
  net: 'net',
  gross: 'gross',
  issued: 'As of',
  discount: (percent) => `All prices reduced by ${percent}% (price list discount).`,
  dealerDiscounts: 'Discount',
  retailNote:
    'Retail prices. For products on sale we give the regular price and the lowest price in the 30 days before the reduction.',
  wholesaleNote: 'B2B wholesale prices with the group’s or dealer’s discount taken off (the “Discount” column).',
  seller: 'Seller',
  taxId: 'VAT ID',
  phone: 'phone',
  contents: 'Collections',
  empty: 'There are no products with a price in this currency in this collection at the moment.',
  head: { product: 'Product', sku: 'SKU', vat: 'VAT', price: 'Price', discount: 'Discount', notes: 'Notes' },
  vatForAll: (rate) => `${rate}% on every product`,
  regular: 'Regular',
  lowest30: 'Lowest in the 30 days before',
  moreSkusNote: '“+N” beside a SKU: the same price is for N more variants of the product (colours, for example).',
  page: 'Page',
  of: 'of',
};

export const priceListText: Record<StorefrontLanguage, PriceListText> = { pl, en };
