import { z } from 'zod';
import {
  Availability,
  Condition,
  FileType,
  OptionDisplay,
  OptionKind,
  PricedCurrency,
  ProcessingTime,
  ProductCategory,
  ProductType,
  RelationType,
  Unit,
} from '../../enums';
import { MAX_SELLING_QUANTITY } from '../../limits';
import { listAnswer } from '../../list-query';
import { safetyProblems } from '../../product-safety';
import { translatedText } from '../../translated-text';
import { Slug } from './news';
import {
  AdminProductBulk,
  AdminProductBulkAnswer,
  AdminProductListQuery,
  AdminProductRow,
  dbId,
  tags,
} from './product-list';
import {
  AdminProductOptionChanges,
  OptionPriceDeltas,
  optionRuleFields,
  optionRuleProblems,
  type RuleProblem,
  takesPriceDeltas,
} from './product-options';
import { AdminProduct } from './product-read';
import { AdminEntityParam, adminRow, historyRow } from './row';

// The products section (SPEC §3 product fields, §6 products.*): products are owned by `catalog`. An edit
// sends the `version` it was read at; when someone saved in the meantime the answer is 409 'changed
// meanwhile' and nothing is written. Every price change becomes a row of the price history the storefront's
// lowest 30-day price reads. Money is integer minor units (grosze, euro cents), gross unless named net.

/**
 * Set by catalog on the answer of a staff write that changed the catalogue: the gateway that passes it on
 * drops its shared read cache (internal: never reaches the browser).
 */
export const CATALOGUE_CHANGED_HEADER = 'x-shop-catalogue-changed';

const money = z.number().int().min(1).max(100_000_000);
const isoDate = z.iso.date();

/** The prices of one variant in one currency. */
export const AdminVariantPrice = z
  .strictObject({
    /** PLN and EUR: USD, CHF and GBP are converted from PLN (docs/decisions/currencies.md). */
    currency: PricedCurrency,
    regularGross: money,
    /** The sale price, below the regular one, or null when not on sale. */
    reducedGross: money.nullable(),
    /** What a dealer pays, net. */
    b2bNet: money,
  })
  .superRefine((price, ctx) => {
    if (price.reducedGross !== null && price.reducedGross >= price.regularGross)
      ctx.addIssue({
        code: 'custom',
        path: ['reducedGross'],
        message: 'field.number_max',
        params: { max: price.regularGross - 1 },
      });
  });
export type AdminVariantPrice = z.infer<typeof AdminVariantPrice>;

const sku = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\w.\-/]+$/, { error: 'field.invalid' });

const barcode = z.string().trim().max(64).regex(/^\d*$/, { error: 'field.invalid' });
const slugs = z.strictObject({ pl: Slug, en: Slug }, { error: 'field.translations' });
const vatRate = z.union([z.literal(0), z.literal(5), z.literal(8), z.literal(23)]);
const quantity = z.number().int().min(1).max(MAX_SELLING_QUANTITY);
const stock = z.number().int().min(0).max(1_000_000);
const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'field.invalid' });
const ProductSpec = z.strictObject({
  group: translatedText(80),
  name: translatedText(120),
  value: translatedText(500),
});
const ProductDownload = z.strictObject({
  name: translatedText(200),
  url: z.url({ protocol: /^https?$/, error: 'field.url' }).max(500),
  fileType: FileType,
  mediaType: z
    .string()
    .trim()
    .max(100)
    .regex(/^[\w.+-]+\/[\w.+-]+$/, { error: 'field.invalid' }),
});
const ProductRelation = z.strictObject({ type: RelationType, productId: dbId });
const safetyLanguage = z.string().trim().max(5000);
const safetyText = z.strictObject({ pl: safetyLanguage, en: safetyLanguage }, { error: 'field.translations' });
/** The fields of a product that create and change share (SPEC §3). */
const productFields = {
  name: translatedText(200),
  /** SPEC §5 slug rule; unique among products per language. Made from the name when left out on create. */
  slug: slugs,
  short: translatedText(500),
  description: translatedText(20_000),
  category: ProductCategory,
  type: ProductType,
  condition: Condition,
  unit: Unit,
  availability: Availability,
  processingTime: ProcessingTime,
  vatRate,
  minQuantity: quantity,
  maxQuantity: quantity,
  tags,
  specs: z.array(ProductSpec).max(100),
  downloads: z.array(ProductDownload).max(30),
  relations: z.array(ProductRelation).max(60),
  collectionIds: z.array(dbId).max(30),
  /** The collection of the breadcrumb; it is added to `collectionIds` when missing there. */
  primaryCollectionId: dbId.nullable(),
  /** Who made it (GPSR); a published physical product must name one (product-safety.ts). */
  manufacturerId: dbId.nullable(),
  /** Warnings and safety information per language; required to publish a physical product. */
  safety: safetyText,
};

/** Prices in every currency products are priced in, each once. */
const everyCurrency = z.array(AdminVariantPrice).superRefine((prices, ctx) => {
  for (const currency of PricedCurrency.options)
    if (prices.filter((p) => p.currency === currency).length !== 1)
      ctx.addIssue({ code: 'custom', message: 'field.required', params: { currency } });
});

function availableFromDated(variant: { availability?: string; availableFrom?: string | null }, ctx: z.RefinementCtx) {
  if (variant.availability === 'available_from' && !variant.availableFrom)
    ctx.addIssue({ code: 'custom', path: ['availableFrom'], message: 'field.required' });
}

/** A value of an option, in both languages; a colour for options shown as swatches. */
export const AdminOptionValueInput = z.strictObject({
  label: translatedText(80),
  color: color.nullable().default(null),
  /** Extras only: what choosing it adds to the gross price, minor units per currency (product-options.ts). */
  priceDeltas: OptionPriceDeltas.nullable().default(null),
});
/** An option of a new product (SPEC §3 option kinds and displays). */
export const AdminOptionInput = z.strictObject({
  code: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[a-z0-9_-]+$/, { error: 'field.invalid_characters' }),
  name: translatedText(80),
  kind: OptionKind,
  display: OptionDisplay,
  required: z.boolean().default(true),
  /** Its values make the variants (colour, frame size); otherwise it is an extra chosen at add-to-cart. */
  variantAxis: z.boolean().default(true),
  /** Bounds by display (product-options.ts `optionRuleProblems`). */
  ...z.object(optionRuleFields).partial().shape,
  values: z.array(AdminOptionValueInput).max(50).default([]),
});

/** A new option's bounds fit its display; only values of extras carry surcharges. */
function checkNewOptionRules(
  option: z.output<typeof AdminOptionInput>,
  report: (path: (string | number)[], problem: RuleProblem) => void,
) {
  const shape = { ...option, valueCount: option.values.length };
  for (const [field, problem] of Object.entries(optionRuleProblems(shape, option))) report([field], problem);
  if (takesPriceDeltas(option)) return;
  option.values.forEach((value, index) => {
    if (value.priceDeltas) report(['values', index, 'priceDeltas'], { key: 'field.option_delta_axis' });
  });
}

/** A variant of a new product: its value in each variant-making option (by position), SKU, stock, prices. */
export const AdminNewVariant = z
  .strictObject({
    values: z.array(z.number().int().min(0).max(49)).max(10).default([]),
    sku,
    barcode: barcode.nullable().default(null),
    availability: Availability.default('available'),
    availableFrom: isoDate.nullable().default(null),
    stock: stock.default(0),
    prices: everyCurrency,
  })
  .superRefine(availableFromDated);

/**
 * POST /api/admin/products: a new product with every SPEC §3 field, its options and its variants (at least
 * one; a product without variant options has exactly one). The first prices start the price history.
 */
export const AdminProductInput = z
  .strictObject({
    ...productFields,
    slug: slugs.optional(),
    short: productFields.short.optional(),
    description: productFields.description.optional(),
    type: ProductType.default('physical'),
    condition: Condition.default('new'),
    unit: Unit.default('pc'),
    availability: Availability.default('available'),
    processingTime: ProcessingTime.default('48h'),
    vatRate: vatRate.default(23),
    minQuantity: quantity.default(1),
    maxQuantity: quantity.default(MAX_SELLING_QUANTITY),
    tags: tags.default([]),
    specs: productFields.specs.default([]),
    downloads: productFields.downloads.default([]),
    relations: productFields.relations.default([]),
    collectionIds: productFields.collectionIds.default([]),
    primaryCollectionId: productFields.primaryCollectionId.default(null),
    manufacturerId: productFields.manufacturerId.default(null),
    safety: productFields.safety.default({ pl: '', en: '' }),
    options: z.array(AdminOptionInput).max(10).default([]),
    variants: z.array(AdminNewVariant).min(1).max(500),
  })
  .superRefine((input, ctx) => {
    if (input.minQuantity > input.maxQuantity)
      ctx.addIssue({
        code: 'custom',
        path: ['maxQuantity'],
        message: 'field.number_min',
        params: { min: input.minQuantity },
      });
    const codes = input.options.map((o) => o.code);
    codes.forEach((code, index) => {
      if (codes.indexOf(code) !== index)
        ctx.addIssue({ code: 'custom', path: ['options', index, 'code'], message: 'field.duplicate' });
    });
    const axes = input.options.filter((o) => o.variantAxis);
    input.options.forEach((option, index) => {
      if (option.variantAxis && option.values.length === 0)
        ctx.addIssue({
          code: 'custom',
          path: ['options', index, 'values'],
          message: 'field.array_min',
          params: { min: 1 },
        });
      checkNewOptionRules(option, (path, problem) =>
        ctx.addIssue({
          code: 'custom',
          path: ['options', index, ...path],
          message: problem.key,
          params: problem.params,
        }),
      );
    });
    if (axes.length === 0 && input.variants.length > 1)
      ctx.addIssue({ code: 'custom', path: ['variants'], message: 'field.array_max', params: { max: 1 } });
    for (const [field, message] of Object.entries(safetyProblems(input)))
      ctx.addIssue({ code: 'custom', path: field.split('.'), message });
    const seen = new Set<string>();
    const skus = new Set<string>();
    input.variants.forEach((variant, index) => {
      const fits =
        variant.values.length === axes.length && variant.values.every((v, axis) => v < axes[axis]!.values.length);
      if (!fits) ctx.addIssue({ code: 'custom', path: ['variants', index, 'values'], message: 'field.invalid' });
      const key = variant.values.join('-');
      if (fits && seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['variants', index, 'values'], message: 'field.duplicate' });
      seen.add(key);
      if (skus.has(variant.sku))
        ctx.addIssue({ code: 'custom', path: ['variants', index, 'sku'], message: 'field.duplicate' });
      skus.add(variant.sku);
    });
  });
export type AdminProductInput = z.input<typeof AdminProductInput>;

/** One existing variant's change: only what is sent changes; prices per currency sent replace that currency's. */
export const AdminVariantChange = z
  .strictObject({
    id: z.number().int().min(1),
    sku: sku.optional(),
    barcode: barcode.nullable().optional(),
    availability: Availability.optional(),
    availableFrom: isoDate.nullable().optional(),
    stock: stock.optional(),
    prices: z
      .array(AdminVariantPrice)
      .max(PricedCurrency.options.length)
      .superRefine((prices, ctx) => {
        const currencies = prices.map((p) => p.currency);
        if (new Set(currencies).size !== currencies.length)
          ctx.addIssue({ code: 'custom', message: 'field.duplicate' });
      })
      .optional(),
  })
  .superRefine(availableFromDated);
export type AdminVariantChange = z.input<typeof AdminVariantChange>;

/**
 * PATCH /api/admin/products/:id: the fields sent change, with the version the editor read. The variant
 * editor adds values to a variant-making option (each makes its variants with the other options' values
 * already sold, priced as the default variant, none in stock), removes values (and their variants) and
 * removes variants; a product keeps at least one variant.
 */
export const AdminProductChange = z
  .strictObject({
    version: z.number().int().min(0),
    ...z.object(productFields).partial().shape,
    variants: z.array(AdminVariantChange).max(500).optional(),
    addValues: z
      .array(z.strictObject({ optionId: dbId, label: translatedText(80), color: color.nullable().default(null) }))
      .max(50)
      .optional(),
    removeValues: z.array(dbId).max(50).optional(),
    removeVariants: z.array(dbId).max(500).optional(),
    /** The product's options: required flag, bounds and value price deltas (product-options.ts). */
    options: AdminProductOptionChanges.optional(),
  })
  .superRefine((change, ctx) => {
    if (change.minQuantity !== undefined && change.maxQuantity !== undefined && change.minQuantity > change.maxQuantity)
      ctx.addIssue({
        code: 'custom',
        path: ['maxQuantity'],
        message: 'field.number_min',
        params: { min: change.minQuantity },
      });
    const ids = (change.variants ?? []).map((v) => v.id);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['variants'], message: 'field.duplicate' });
  });
export type AdminProductChange = z.input<typeof AdminProductChange>;

export const productsApi = {
  'GET /api/admin/products': adminRow('catalog', 'Products (filters, sort, pages)', 'products.list', {
    query: AdminProductListQuery,
    answer: listAnswer(AdminProductRow),
  }),
  'GET /api/admin/products/:id': adminRow('catalog', 'One product with its variants and prices', 'products.view', {
    params: AdminEntityParam,
    answer: AdminProduct,
  }),
  'PATCH /api/admin/products/:id': adminRow(
    'catalog',
    'Change a product, its variants, stock and prices (409 when it changed since read)',
    'products.update',
    { params: AdminEntityParam, body: AdminProductChange, answer: AdminProduct },
  ),
  'POST /api/admin/products': adminRow(
    'catalog',
    'Create a product with its options, variants and first prices',
    'products.create',
    { body: AdminProductInput, answer: AdminProduct },
  ),
  'POST /api/admin/products/bulk': adminRow(
    'catalog',
    'One change (availability, tags, collection) for many products, all or nothing',
    'products.update',
    { body: AdminProductBulk, answer: AdminProductBulkAnswer },
  ),
  'POST /api/admin/products/:id/duplicate': adminRow(
    'catalog',
    'Copy a product as a new hidden one (slugs and SKUs suffixed)',
    'products.create',
    { params: AdminEntityParam, answer: AdminProduct },
  ),
  'DELETE /api/admin/products/:id': adminRow(
    'catalog',
    'Delete a product no placed order holds (hide it otherwise)',
    'products.delete',
    { params: AdminEntityParam },
  ),
  'GET /api/admin/products/:id/history': historyRow('catalog', 'a product', 'products.view'),
} as const;
