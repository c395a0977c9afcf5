import type { StorefrontLanguage } from '@shop/contracts';

// The words of the catalogue and the product spec card, as the shop writes them in each language.

export interface ShopDocumentsText {
  locale: string;
  catalogue: {
    title: string;
    subtitle: string;
    contents: string;
    issued: string;
    empty: string;
    note: string;
  };
  card: { title: string; specs: string; description: string; scan: string; noSpecs: string };
  price: {
    from: string;
    net: string;
    vat: (rate: number) => string;
    regular: string;
    lowest30: string;
  };
  sku: string;
  page: string;
  of: string;
}

const pl: ShopDocumentsText = {
  locale: 'pl-PL',
  catalogue: {
    title: 'Katalog produktów',
    subtitle: 'Rowery elektryczne, zestawy do konwersji, baterie, silniki i akcesoria',
    contents: 'Spis kolekcji',
    issued: 'Stan na dzień',
    empty: 'W tej kolekcji nie ma teraz produktów.',
    note: 'Ceny brutto dla klientów detalicznych, z VAT. Aktualne ceny i dostępność w sklepie internetowym.',
  },
  card: {
    title: 'Karta produktu',
    specs: 'Dane techniczne',
    description: 'Opis',
    scan: 'Zeskanuj, aby otworzyć stronę produktu',
    noSpecs: 'Brak danych technicznych dla tego produktu.',
  },
  price: {
    from: 'od',
    net: 'netto',
    vat: (rate) => `w tym VAT ${rate}%`,
    regular: 'Cena regularna',
    lowest30: 'Najniższa cena z 30 dni przed obniżką',
  },
  sku: 'Kod produktu',
  page: 'Strona',
  of: 'z',
};

const en: ShopDocumentsText = {
  locale: 'en-GB',
  catalogue: {
    title: 'Product catalogue',
    subtitle: 'Electric bikes, conversion kits, batteries, motors and accessories',
    contents: 'Collections',
    issued: 'As of',
    empty: 'There are no products in this collection at the moment.',
    note: 'Retail prices including VAT. Current prices and availability in the online shop.',
  },
  card: {
    title: 'Product spec card',
    specs: 'Specifications',
    description: 'Description',
    scan: 'Scan to open the product page',
    noSpecs: 'No specifications for this product.',
  },
  price: {
    from: 'from',
    net: 'net',
    vat: (rate) => `incl. ${rate}% VAT`,
    regular: 'Regular price',
    lowest30: 'Lowest price in the 30 days before the reduction',
  },
  sku: 'SKU',
  page: 'Page',
  of: 'of',
};

export const shopDocumentsText: Record<StorefrontLanguage, ShopDocumentsText> = { pl, en };
