import type { PriceBlock, ProductCard, ProductDetail, ProductImage } from '@shop/contracts';

// Catalogue answers for component tests, shaped by the contract's types.

export const image: ProductImage = {
  src: '/media/1/640.webp',
  srcset: '/media/1/320.webp 320w, /media/1/640.webp 640w, /media/1/1280.webp 1280w',
  widths: [
    { width: 320, url: '/media/1/320.webp' },
    { width: 640, url: '/media/1/640.webp' },
    { width: 1280, url: '/media/1/1280.webp' },
  ],
  original: '/media/1/original.svg',
  width: 1280,
  height: 853,
  alt: 'Zefir City 28',
};

export function pricePLN(gross: number, extra: Partial<PriceBlock> = {}): PriceBlock {
  return {
    kind: 'retail',
    currency: 'PLN',
    gross,
    net: Math.round(gross / 1.23),
    vatRate: 23,
    regular: gross,
    ...extra,
  };
}

export function card(id: number, name: string, extra: Partial<ProductCard> = {}): ProductCard {
  return {
    id,
    slug: `produkt-${id}`,
    slugs: { pl: `produkt-${id}`, en: `product-${id}` },
    name,
    shortDescription: `${name} — opis`,
    sku: `ZEF-${id}`,
    category: 'bike',
    condition: 'new',
    unit: 'pc',
    tags: [],
    availability: 'available',
    image,
    price: pricePLN(499_900),
    priceFrom: false,
    hasVariants: false,
    variantId: id * 10,
    minQuantity: 1,
    maxQuantity: 999,
    ...extra,
  };
}

/** A bike in two colours (values 11 green, 12 black) and two frame sizes (21 M, 22 L); black L does not exist. */
export function bike(chosen: { c: string; variantId: number; valueIds: number[] }, gross = 599_900): ProductDetail {
  const variant = (id: number, valueIds: number[], price: number) => ({
    id,
    c: valueIds.join('-'),
    valueIds,
    sku: `ZEF-7-${id}`,
    availability: 'available' as const,
    stock: 5,
    price: pricePLN(price),
  });
  return {
    ...card(7, 'Zefir City 28'),
    description: 'Miejski rower elektryczny.\n\nSilnik centralny 250 W.',
    type: 'physical',
    stock: 5,
    processingTime: '48h',
    barcode: '5901234123457',
    price: pricePLN(gross),
    collections: [
      {
        id: 59,
        slug: 'rowery-elektryczne',
        slugs: { pl: 'rowery-elektryczne', en: 'electric-bikes' },
        name: 'Rowery elektryczne',
      },
    ],
    gallery: [image, { ...image, src: '/media/2/640.webp', alt: 'Zefir City 28 z boku' }],
    specs: [{ group: 'Silnik', name: 'Moc', value: '250 W' }],
    downloads: [{ name: 'Instrukcja', url: '/media/docs/7.pdf', fileType: 'document', mediaType: 'application/pdf' }],
    relations: [{ type: 'accessory', products: [card(1315, 'Guard GPS', { category: 'connectivity' })] }],
    options: [
      {
        id: 1,
        code: 'color',
        name: 'Kolor',
        kind: 'SELECT',
        display: 'colors',
        required: true,
        variantAxis: true,
        values: [
          { id: 11, label: 'Zielony', color: '#1f6f3f', available: true },
          { id: 12, label: 'Czarny', color: '#111111', available: true },
        ],
      },
      {
        id: 2,
        code: 'frame',
        name: 'Rozmiar ramy',
        kind: 'SELECT',
        display: 'buttons',
        required: true,
        variantAxis: true,
        values: [
          { id: 21, label: 'M', available: true },
          { id: 22, label: 'L', available: true },
        ],
      },
    ],
    variants: [variant(70, [11, 21], 599_900), variant(71, [11, 22], 599_900), variant(72, [12, 21], 619_900)],
    chosen,
    hasVariants: true,
    updatedAt: '2026-11-01T10:00:00.000Z',
  } as ProductDetail;
}
