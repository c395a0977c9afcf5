import type {
  AdminProduct,
  AdminProductOption,
  AdminVariant,
  Availability,
  PricedCurrency,
  RelationType,
} from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import { auditHistory, type Executor } from '@shop/service-kit/db';
import { asc, eq, inArray } from 'drizzle-orm';
import type * as schema from '../db/schema';
import {
  optionValues,
  productCollections,
  productOptions,
  productRelations,
  products,
  variantPrices,
  variants,
} from '../db/schema';
import { isStoredId } from './product-view';

// One product as the back office reads it (issue 13): the editor's form, the shape the audit trail compares,
// and the product's history. Its changes are in admin-products.ts and admin-product-writes.ts.

type Db = Executor<typeof schema>;

export const PRODUCT_ENTITY = 'product';

/** The product id an admin path names, or 404 (the table lets any short word through). */
export function productIdOf(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || !isStoredId(id)) throw new AppError('not_found');
  return id;
}

/** One product as the product form shows it, hidden ones included. */
export async function adminProduct(db: Db, id: number): Promise<AdminProduct> {
  const [product] = await db.select().from(products).where(eq(products.id, id));
  if (!product) throw new AppError('not_found');
  const [collectionRows, variantRows, optionRows, valueRows, relationRows] = await Promise.all([
    db
      .select({ id: productCollections.collectionId })
      .from(productCollections)
      .where(eq(productCollections.productId, id))
      .orderBy(asc(productCollections.position), asc(productCollections.collectionId)),
    db.select().from(variants).where(eq(variants.productId, id)).orderBy(asc(variants.position), asc(variants.id)),
    db
      .select()
      .from(productOptions)
      .where(eq(productOptions.productId, id))
      .orderBy(asc(productOptions.position), asc(productOptions.id)),
    db
      .select({ value: optionValues })
      .from(optionValues)
      .innerJoin(productOptions, eq(productOptions.id, optionValues.optionId))
      .where(eq(productOptions.productId, id))
      .orderBy(asc(optionValues.position), asc(optionValues.id)),
    db
      .select()
      .from(productRelations)
      .where(eq(productRelations.productId, id))
      .orderBy(asc(productRelations.type), asc(productRelations.position)),
  ]);
  const priceRows = variantRows.length
    ? await db
        .select()
        .from(variantPrices)
        .where(
          inArray(
            variantPrices.variantId,
            variantRows.map((v) => v.id),
          ),
        )
        .orderBy(asc(variantPrices.currency))
    : [];
  const options = optionRows.map(
    (option): AdminProductOption => ({
      id: option.id,
      code: option.code,
      name: { pl: option.namePl, en: option.nameEn },
      kind: option.kind as AdminProductOption['kind'],
      display: option.display as AdminProductOption['display'],
      required: option.required,
      variantAxis: option.variantAxis,
      minValue: option.minValue,
      maxValue: option.maxValue,
      maxLength: option.maxLength,
      futureOnly: option.futureOnly,
      values: valueRows
        .filter(({ value }) => value.optionId === option.id)
        .map(({ value }) => ({
          id: value.id,
          label: { pl: value.labelPl, en: value.labelEn },
          color: value.color,
          priceDeltas: value.priceDeltas ?? null,
        })),
    }),
  );
  /** A variant's values in the options' order: 'Kolor: czerwony, Rama: M'. */
  const labelOf = (valueIds: readonly number[]) =>
    options
      .flatMap((option) =>
        option.values
          .filter((value) => valueIds.includes(value.id))
          .map((value) => `${option.name.pl}: ${value.label.pl}`),
      )
      .join(', ');
  return {
    id: product.id,
    version: product.version,
    name: { pl: product.namePl, en: product.nameEn },
    slug: { pl: product.slugPl, en: product.slugEn },
    short: { pl: product.shortPl, en: product.shortEn },
    description: { pl: product.descriptionPl, en: product.descriptionEn },
    category: product.category as AdminProduct['category'],
    type: product.type as AdminProduct['type'],
    condition: product.condition as AdminProduct['condition'],
    unit: product.unit as AdminProduct['unit'],
    availability: product.availability as Availability,
    processingTime: product.processingTime as AdminProduct['processingTime'],
    vatRate: product.vatRate,
    minQuantity: product.minQuantity,
    maxQuantity: product.maxQuantity,
    tags: product.tags,
    primaryCollectionId: product.primaryCollectionId,
    manufacturerId: product.manufacturerId,
    safety: { pl: product.safetyPl, en: product.safetyEn },
    collectionIds: collectionRows.map((row) => row.id),
    specs: product.specs,
    downloads: product.downloads.map(({ mediaPosition, url, ...download }) => ({
      ...download,
      ...(url !== undefined ? { url } : {}),
      ...(mediaPosition !== undefined ? { mediaPosition } : {}),
    })),
    relations: relationRows.map((row) => ({ type: row.type as RelationType, productId: row.relatedId })),
    options,
    variants: variantRows.map(
      (v): AdminVariant => ({
        id: v.id,
        combination: v.combination,
        label: labelOf(v.valueIds),
        isDefault: v.isDefault,
        sku: v.sku,
        barcode: v.barcode,
        availability: v.availability as Availability,
        availableFrom: v.availableFrom,
        stock: v.stock,
        prices: priceRows
          .filter((p) => p.variantId === v.id)
          .map((p) => ({
            currency: p.currency as PricedCurrency,
            regularGross: p.regularGross,
            reducedGross: p.reducedGross,
            b2bNet: p.b2bNet,
            lowestPriorGross: p.lowestPriorGross,
          })),
      }),
    ),
    updatedAt: product.updatedAt.toISOString(),
  };
}

/** What the audit trail compares: the product's fields and, per variant (named by SKU), its own. */
export function auditShape(product: AdminProduct): Record<string, unknown> {
  const { version: _version, updatedAt: _updatedAt, variants: productVariants, ...fields } = product;
  const shape: Record<string, unknown> = { ...fields };
  for (const v of productVariants) {
    const key = `variants.${v.id}`;
    shape[`${key}.sku`] = v.sku;
    shape[`${key}.barcode`] = v.barcode;
    shape[`${key}.availability`] = v.availability;
    shape[`${key}.availableFrom`] = v.availableFrom;
    shape[`${key}.stock`] = v.stock;
    for (const p of v.prices)
      shape[`${key}.prices.${p.currency}`] = { regular: p.regularGross, reduced: p.reducedGross, b2bNet: p.b2bNet };
  }
  return shape;
}

export function productHistory(db: Db, id: number, query: { page: number; limit: number; dir: 'asc' | 'desc' }) {
  return auditHistory(db, PRODUCT_ENTITY, String(id), query);
}
