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

// One product as the back office's product form reads it (GET /api/admin/products/:id): every SPEC §3 field,
// its options with their values and its variants with stock and prices per currency. What staff send back is
// in products.ts (AdminProductInput, AdminProductChange).

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
      currency: PricedCurrency,
      regularGross: z.number().int(),
      reducedGross: z.number().int().nullable(),
      b2bNet: z.number().int(),
      /** The lowest price of the 30 days before the current reduction (Omnibus), as the storefront shows it. */
      lowestPriorGross: z.number().int().nullable(),
    }),
  ),
});
export type AdminVariant = z.infer<typeof AdminVariant>;

const localized = z.object({ pl: z.string(), en: z.string() });

/** One option of a product with its values: the variant-making ones (`variantAxis`) combine into variants. */
export const AdminProductOption = z.object({
  id: z.number().int(),
  code: z.string(),
  name: localized,
  kind: OptionKind,
  display: OptionDisplay,
  required: z.boolean(),
  variantAxis: z.boolean(),
  /** number: smallest value, SELECT_MULTIPLE: fewest choices (null: no bound); see product-options.ts. */
  minValue: z.number().int().nullable(),
  maxValue: z.number().int().nullable(),
  /** text, textarea: most characters (null: the default). */
  maxLength: z.number().int().nullable(),
  /** date: not before today. */
  futureOnly: z.boolean(),
  values: z.array(
    z.object({
      id: z.number().int(),
      label: localized,
      color: z.string().nullable(),
      /** Gross minor units per currency a choice adds (extras only); null: nothing. */
      priceDeltas: z.record(z.string(), z.number().int()).nullable(),
    }),
  ),
});
export type AdminProductOption = z.infer<typeof AdminProductOption>;

export const AdminProduct = z.object({
  id: z.number().int(),
  /** Sent back with an edit: the edit is refused when the product changed since. */
  version: z.number().int(),
  name: localized,
  slug: localized,
  short: localized,
  description: localized,
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
  /** Product safety (GPSR): the manufacturer's id and the warnings per language ('' when none yet). */
  manufacturerId: z.number().int().nullable(),
  safety: localized,
  collectionIds: z.array(z.number().int()),
  specs: z.array(z.object({ group: localized, name: localized, value: localized })),
  downloads: z.array(
    z.object({
      name: localized,
      url: z.string().optional(),
      mediaPosition: z.number().int().optional(),
      fileType: FileType,
      mediaType: z.string(),
    }),
  ),
  relations: z.array(z.object({ type: RelationType, productId: z.number().int() })),
  options: z.array(AdminProductOption),
  variants: z.array(AdminVariant),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProduct>;
