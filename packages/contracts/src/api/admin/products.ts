import { z } from 'zod';
import {
  Availability,
  Condition,
  ProcessingTime,
  ProductCategory,
  ProductType,
  StorefrontCurrency,
  Unit,
} from '../../enums';
import { MAX_SELLING_QUANTITY } from '../../limits';
import { listAnswer, listQuery } from '../../list-query';
import { translatedText } from '../../translated-text';
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
    currency: StorefrontCurrency,
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

export const AdminVariant = z.object({
  id: z.number().int(),
  /** The option value ids the variant is made of ('' for a product without variant options). */
  combination: z.string(),
  /** Its option values, as the storefront labels them in Polish. */
  label: z.string(),
  isDefault: z.boolean(),
  sku: z.string(),
  barcode: z.string().nullable(),
  availability: Availability,
  availableFrom: z.string().nullable(),
  stock: z.number().int(),
  prices: z.array(
    z.object({
      currency: StorefrontCurrency,
      regularGross: z.number().int(),
      reducedGross: z.number().int().nullable(),
      b2bNet: z.number().int(),
      /** The lowest price of the 30 days before the current reduction (Omnibus), as the storefront shows it. */
      lowestPriorGross: z.number().int().nullable(),
    }),
  ),
});
export type AdminVariant = z.infer<typeof AdminVariant>;

export const AdminProduct = z.object({
  id: z.number().int(),
  /** Sent back with an edit: the edit is refused when the product changed since. */
  version: z.number().int(),
  name: z.object({ pl: z.string(), en: z.string() }),
  slug: z.object({ pl: z.string(), en: z.string() }),
  short: z.object({ pl: z.string(), en: z.string() }),
  description: z.object({ pl: z.string(), en: z.string() }),
  category: ProductCategory,
  type: ProductType,
  condition: Condition,
  unit: Unit,
  availability: Availability,
  processingTime: ProcessingTime,
  vatRate: z.number().int(),
  minQuantity: z.number().int(),
  maxQuantity: z.number().int(),
  tags: z.array(z.string()),
  primaryCollectionId: z.number().int().nullable(),
  collectionIds: z.array(z.number().int()),
  variants: z.array(AdminVariant),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProduct>;

const sku = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\w.\-/]+$/, { error: 'field.invalid' });

/** One existing variant's change: only what is sent changes; prices per currency sent replace that currency's. */
export const AdminVariantChange = z
  .strictObject({
    id: z.number().int().min(1),
    sku: sku.optional(),
    barcode: z.string().trim().max(64).nullable().optional(),
    availability: Availability.optional(),
    availableFrom: isoDate.nullable().optional(),
    stock: z.number().int().min(0).max(1_000_000).optional(),
    prices: z
      .array(AdminVariantPrice)
      .max(StorefrontCurrency.options.length)
      .superRefine((prices, ctx) => {
        const currencies = prices.map((p) => p.currency);
        if (new Set(currencies).size !== currencies.length)
          ctx.addIssue({ code: 'custom', message: 'field.duplicate' });
      })
      .optional(),
  })
  .superRefine((variant, ctx) => {
    if (variant.availability === 'available_from' && !variant.availableFrom)
      ctx.addIssue({ code: 'custom', path: ['availableFrom'], message: 'field.required' });
  });
export type AdminVariantChange = z.input<typeof AdminVariantChange>;

/** PATCH /api/admin/products/:id: the fields sent change, with the version the editor read. */
export const AdminProductChange = z
  .strictObject({
    version: z.number().int().min(0),
    name: translatedText(200).optional(),
    short: translatedText(500).optional(),
    description: translatedText(20_000).optional(),
    category: ProductCategory.optional(),
    type: ProductType.optional(),
    condition: Condition.optional(),
    unit: Unit.optional(),
    availability: Availability.optional(),
    processingTime: ProcessingTime.optional(),
    vatRate: z.union([z.literal(0), z.literal(5), z.literal(8), z.literal(23)]).optional(),
    minQuantity: z.number().int().min(1).max(MAX_SELLING_QUANTITY).optional(),
    maxQuantity: z.number().int().min(1).max(MAX_SELLING_QUANTITY).optional(),
    tags: z.array(z.string().trim().min(1).max(40)).max(30).optional(),
    variants: z.array(AdminVariantChange).max(500).optional(),
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

/** One row of the products list. */
export const AdminProductRow = z.object({
  id: z.number().int(),
  name: z.object({ pl: z.string(), en: z.string() }),
  /** The default variant's SKU. */
  sku: z.string(),
  category: ProductCategory,
  availability: Availability,
  tags: z.array(z.string()),
  variantCount: z.number().int(),
  /** Units in stock over all variants. */
  stock: z.number().int(),
  /** What a retail shopper pays now for the default variant, in grosze. */
  priceGross: z.number().int().nullable(),
  primaryCollectionId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProductRow = z.infer<typeof AdminProductRow>;

export const AdminProductListQuery = listQuery({
  sort: ['createdAt', 'updatedAt', 'id', 'name', 'price', 'stock'],
  filters: {
    collection: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    availability: Availability.optional(),
    category: ProductCategory.optional(),
    tag: z.string().trim().min(1).max(40).optional(),
    /** Part of the name (either language) or of a variant's SKU. */
    q: z.string().trim().min(1).max(100).optional(),
  },
});
export type AdminProductListQuery = z.output<typeof AdminProductListQuery>;

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
  'GET /api/admin/products/:id/history': historyRow('catalog', 'a product', 'products.view'),
} as const;
