import type { AdminProduct, AdminProductChange, AdminVariant, FieldErrors, PricedCurrency } from '@shop/contracts';

// The product forms' values as their fields hold them (text) and the way to the contract's shapes. Money is
// typed in złoty or euro with a comma ("4 599,00") and sent in minor units; what does not read as money is
// passed on as typed, so the contract's check names the field.

/** Money as typed → minor units; '' → null; anything else as typed (the contract refuses it at its field). */
export function minorOf(text: string): number | string | null {
  const plain = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (plain === '') return null;
  return /^\d+(\.\d{1,2})?$/.test(plain) ? Math.round(Number(plain) * 100) : text;
}

/** Minor units → the text a money field starts with ("4599,00"). */
export const moneyText = (minor: number | null | undefined) =>
  minor === null || minor === undefined ? '' : (minor / 100).toFixed(2).replace('.', ',');

/** The Polish VAT rates a product may have (the contract's `vatRate`). */
export const vatRateOptions = ['23', '8', '5', '0'].map((value) => ({ value, label: `${value}%` }));

const numberOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : text);
const listOf = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export interface NewProductValues extends Record<string, unknown> {
  name: { pl: string; en: string };
  category: string;
  availability: string;
  processingTime: string;
  condition: string;
  vatRate: string;
  tags: string;
  /** Collection ids, comma separated; the first is the breadcrumb's. */
  collections: string;
  sku: string;
  stock: string;
  regularPln: string;
  reducedPln: string;
  b2bPln: string;
  regularEur: string;
  b2bEur: string;
  /** The option the variants are made of (colour, frame size); empty for a product without variants. */
  optionName: { pl: string; en: string };
  optionDisplay: string;
  /** One variant per value; a colour when taken from a saved option shown as swatches. */
  optionValues: Array<{ pl: string; en: string; color?: string | null }>;
  /** Product safety (SafetyFields): a manufacturer's id or '', and the warnings per language. */
  manufacturerId: string;
  safety: Record<string, string>;
}

/** Product safety as the form holds it → the contract's fields: the id as a number (or null), the warnings. */
export const safetyInput = (values: { manufacturerId: string; safety: Record<string, string> }) => ({
  manufacturerId: /^\d+$/.test(values.manufacturerId) ? Number(values.manufacturerId) : null,
  safety: { pl: values.safety.pl ?? '', en: values.safety.en ?? '' },
});

export const newProductValues = (): NewProductValues => ({
  name: { pl: '', en: '' },
  category: 'bike',
  availability: 'available',
  processingTime: '48h',
  condition: 'new',
  vatRate: '23',
  tags: '',
  collections: '',
  sku: '',
  stock: '0',
  regularPln: '',
  reducedPln: '',
  b2bPln: '',
  regularEur: '',
  b2bEur: '',
  optionName: { pl: '', en: '' },
  optionDisplay: 'buttons',
  optionValues: [],
  manufacturerId: '',
  safety: { pl: '', en: '' },
});

const filled = (value: { pl: string; en: string }): boolean => value.pl.trim() !== '' || value.en.trim() !== '';
const codeOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 40) || 'option';

/**
 * The create form → POST /api/admin/products: one variant, or one per value of the option, each with the
 * SKU followed by its number (LUC-01, LUC-02), the stock and the prices typed.
 */
export function newProductInput(values: NewProductValues): unknown {
  const collections = listOf(values.collections).map(numberOf);
  const prices = [
    {
      currency: 'PLN',
      regularGross: minorOf(values.regularPln),
      reducedGross: minorOf(values.reducedPln),
      b2bNet: minorOf(values.b2bPln),
    },
    { currency: 'EUR', regularGross: minorOf(values.regularEur), reducedGross: null, b2bNet: minorOf(values.b2bEur) },
  ];
  const optionValues = values.optionValues.filter(filled);
  const variant = (sku: string, valueIndex?: number) => ({
    values: valueIndex === undefined ? [] : [valueIndex],
    sku,
    stock: numberOf(values.stock),
    prices,
  });
  const withOption = optionValues.length > 0 || filled(values.optionName);
  return {
    name: values.name,
    category: values.category,
    availability: values.availability,
    processingTime: values.processingTime,
    condition: values.condition,
    vatRate: numberOf(values.vatRate),
    tags: listOf(values.tags),
    collectionIds: collections,
    primaryCollectionId: collections[0] ?? null,
    ...safetyInput(values),
    options: withOption
      ? [
          {
            code: codeOf(values.optionName.en || values.optionName.pl),
            name: values.optionName,
            kind: 'SELECT',
            display: values.optionDisplay,
            values: optionValues.map(({ pl, en, color }) => ({ label: { pl, en }, color: color ?? null })),
          },
        ]
      : [],
    variants: withOption
      ? optionValues.map((_, index) => variant(`${values.sku.trim()}-${String(index + 1).padStart(2, '0')}`, index))
      : [variant(values.sku.trim())],
  };
}

/** Where an error of the create contract shows on the form: its own field or the field it came from. */
export function newProductErrorOf(errors: FieldErrors, field: keyof NewProductValues & string): string | undefined {
  if (errors[field]) return errors[field];
  const patterns: Partial<Record<string, RegExp>> = {
    sku: /^variants(\.\d+\.sku)?$/,
    stock: /^variants\.\d+\.stock$/,
    regularPln: /^variants\.\d+\.prices(\.0\.regularGross)?$/,
    reducedPln: /^variants\.\d+\.prices\.0\.reducedGross$/,
    b2bPln: /^variants\.\d+\.prices\.0\.b2bNet$/,
    regularEur: /^variants\.\d+\.prices\.1\.regularGross$/,
    b2bEur: /^variants\.\d+\.prices\.1\.b2bNet$/,
    collections: /^(collectionIds(\.\d+)?|primaryCollectionId)$/,
    optionValues: /^options\.0\.(values|code)/,
    tags: /^tags/,
  };
  const pattern = patterns[field];
  if (!pattern) return undefined;
  return Object.entries(errors).find(([path]) => pattern.test(path))?.[1];
}

/** One row of the variants grid as its fields hold it. */
export interface VariantRowValues {
  sku: string;
  stock: string;
  availability: string;
  availableFrom: string;
  /** Regular and reduced gross per currency. */
  regular: Record<PricedCurrency, string>;
  reduced: Record<PricedCurrency, string>;
}

/** Products have prices of their own in PLN and EUR; USD, CHF and GBP are converted from PLN. */
export const gridCurrencies: PricedCurrency[] = ['PLN', 'EUR'];

export function variantRowOf(variant: AdminVariant): VariantRowValues {
  const price = (currency: PricedCurrency) => variant.prices.find((p) => p.currency === currency);
  return {
    sku: variant.sku,
    stock: String(variant.stock),
    availability: variant.availability,
    availableFrom: variant.availableFrom ?? '',
    regular: { PLN: moneyText(price('PLN')?.regularGross), EUR: moneyText(price('EUR')?.regularGross) },
    reduced: { PLN: moneyText(price('PLN')?.reducedGross), EUR: moneyText(price('EUR')?.reducedGross) },
  };
}

/**
 * The grid's rows that differ from the product as read → the `variants` of a PATCH: only the fields that
 * changed, and for a currency whose prices changed its whole price set (the dealer price kept).
 */
export function variantChanges(
  product: AdminProduct,
  rows: Record<number, VariantRowValues>,
): NonNullable<AdminProductChange['variants']> {
  const changes: NonNullable<AdminProductChange['variants']> = [];
  for (const variant of product.variants) {
    const row = rows[variant.id];
    if (!row) continue;
    const was = variantRowOf(variant);
    const change: Record<string, unknown> = { id: variant.id };
    if (row.sku !== was.sku) change.sku = row.sku.trim();
    if (row.stock !== was.stock) change.stock = numberOf(row.stock);
    if (row.availability !== was.availability) change.availability = row.availability;
    if (row.availableFrom !== was.availableFrom || (row.availability !== was.availability && row.availableFrom))
      change.availableFrom = row.availableFrom || null;
    const prices = gridCurrencies.flatMap((currency) => {
      if (row.regular[currency] === was.regular[currency] && row.reduced[currency] === was.reduced[currency]) return [];
      const stored = variant.prices.find((p) => p.currency === currency);
      return [
        {
          currency,
          regularGross: minorOf(row.regular[currency]),
          reducedGross: minorOf(row.reduced[currency]),
          b2bNet: stored?.b2bNet ?? null,
        },
      ];
    });
    if (prices.length > 0) change.prices = prices;
    if (Object.keys(change).length > 1) changes.push(change as NonNullable<AdminProductChange['variants']>[number]);
  }
  return changes;
}

/** The error of a grid cell: `variants.<index of the row among the changes>.<field>`. */
export function variantErrorOf(
  errors: FieldErrors,
  index: number,
  field: 'sku' | 'stock' | 'availability' | 'availableFrom' | `prices.${PricedCurrency}.${'regular' | 'reduced'}`,
  priceIndex?: number,
): string | undefined {
  if (index < 0) return undefined;
  if (!field.startsWith('prices.')) return errors[`variants.${index}.${field}`];
  const key = field.endsWith('regular') ? 'regularGross' : 'reducedGross';
  return priceIndex === undefined ? undefined : errors[`variants.${index}.prices.${priceIndex}.${key}`];
}
