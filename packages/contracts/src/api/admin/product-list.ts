import { z } from 'zod';
import { Availability, ProductCategory } from '../../enums';
import { BULK_ACTION_MAX_ITEMS } from '../../limits';
import { listQuery } from '../../list-query';

// The products list of the back office (SPEC §6 products.list/update): its rows, filters and bulk changes.
// The product form's shapes and the route rows are in products.ts.

/** A stored row id (PostgreSQL integer). */
export const dbId = z.number().int().min(1).max(2_147_483_647);
/** A product's tags as staff write them. */
export const tags = z.array(z.string().trim().min(1).max(40)).max(30);

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

/** One bulk change of the products list (SPEC §6 products.update). */
export const AdminProductBulkChange = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('availability'), availability: Availability }),
  z.strictObject({ action: z.literal('add_tags'), tags: tags.min(1) }),
  z.strictObject({ action: z.literal('remove_tags'), tags: tags.min(1) }),
  z.strictObject({ action: z.literal('add_to_collection'), collectionId: dbId }),
  z.strictObject({ action: z.literal('remove_from_collection'), collectionId: dbId }),
]);
export type AdminProductBulkChange = z.infer<typeof AdminProductBulkChange>;

/** POST /api/admin/products/bulk: one change for up to BULK_ACTION_MAX_ITEMS products, all or nothing. */
export const AdminProductBulk = z.strictObject({
  ids: z
    .array(dbId)
    .min(1)
    .max(BULK_ACTION_MAX_ITEMS)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'field.duplicate' }),
  change: AdminProductBulkChange,
});
export type AdminProductBulk = z.infer<typeof AdminProductBulk>;

export const AdminProductBulkAnswer = z.object({
  /** The products the change altered (the others already were so). */
  changed: z.array(z.number().int()),
});
export type AdminProductBulkAnswer = z.infer<typeof AdminProductBulkAnswer>;
