import {
  type AdminProduct,
  type AdminProductChange,
  type AdminVariant,
  type Availability,
  CatalogueChanged,
  type ProductCategory,
  type StorefrontCurrency,
  translate,
} from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import { auditHistory, type Executor, recordAudit } from '@shop/service-kit/db';
import { recordEvent } from '@shop/service-kit/events';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { CatalogContext } from '../context';
import { changePrice } from '../db/prices';
import type * as schema from '../db/schema';
import { optionValues, productCollections, productOptions, products, variantPrices, variants } from '../db/schema';
import { searchTextOf } from '../search/product-search-text';
import { isStoredId } from './product-view';

// The back office's products (issue 13): one product as staff edit it, and its change. An edit carries the
// version it was read at and is refused when another save came first; prices go through the price history
// (db/prices.ts) so the storefront's lowest 30-day price stays right; the audit entry is written in the
// same transaction.

type Db = Executor<typeof schema>;
type Change = z.output<typeof AdminProductChange>;

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
  const [collectionRows, variantRows, labelRows] = await Promise.all([
    db
      .select({ id: productCollections.collectionId })
      .from(productCollections)
      .where(eq(productCollections.productId, id))
      .orderBy(asc(productCollections.position), asc(productCollections.collectionId)),
    db.select().from(variants).where(eq(variants.productId, id)).orderBy(asc(variants.position), asc(variants.id)),
    db
      .select({ id: optionValues.id, label: optionValues.labelPl, option: productOptions.namePl })
      .from(optionValues)
      .innerJoin(productOptions, eq(productOptions.id, optionValues.optionId))
      .where(eq(productOptions.productId, id))
      .orderBy(asc(productOptions.position), asc(optionValues.position)),
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
  const labelOf = new Map(labelRows.map((row) => [row.id, `${row.option}: ${row.label}`]));
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
    collectionIds: collectionRows.map((row) => row.id),
    variants: variantRows.map(
      (v): AdminVariant => ({
        id: v.id,
        combination: v.combination,
        label: v.valueIds.map((valueId) => labelOf.get(valueId) ?? '').join(', '),
        isDefault: v.isDefault,
        sku: v.sku,
        barcode: v.barcode,
        availability: v.availability as Availability,
        availableFrom: v.availableFrom,
        stock: v.stock,
        prices: priceRows
          .filter((p) => p.variantId === v.id)
          .map((p) => ({
            currency: p.currency as StorefrontCurrency,
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
function auditShape(product: AdminProduct): Record<string, unknown> {
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

/** 409 when the editor's read is older than what is stored: someone saved in the meantime. */
const changedMeanwhile = () => new AppError('conflict', { messageKey: 'error.changed_meanwhile' });

function isSkuTaken(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (constraint === 'variants_sku_idx' || message?.includes('variants_sku_idx'))) return true;
  }
  return false;
}

/**
 * Applies a staff edit: refused whole (409) when the product changed since `version`, or (422, naming the
 * field) when a variant named is not the product's or would be 'available from' with no date. Answers the
 * product as now stored and whether anything changed.
 */
export async function changeProduct(
  context: Pick<CatalogContext, 'transaction' | 'clock'>,
  staff: StaffMember,
  id: number,
  change: Change,
  lang: string,
): Promise<{ product: AdminProduct; changed: boolean }> {
  const now = context.clock.now();
  const say = (key: string, params?: Record<string, unknown>) => translate(key, lang, params);
  try {
    return await context.transaction(async (tx) => {
      const [locked] = await tx
        .select({ version: products.version })
        .from(products)
        .where(eq(products.id, id))
        .for('update');
      if (!locked) throw new AppError('not_found');
      if (locked.version !== change.version) throw changedMeanwhile();
      const before = await adminProduct(tx, id);
      const byId = new Map(before.variants.map((v) => [v.id, v]));
      const fields: Record<string, string> = {};
      (change.variants ?? []).forEach((v, index) => {
        const current = byId.get(v.id);
        if (!current) fields[`variants.${index}.id`] = say('field.invalid');
        else {
          const availability = v.availability ?? current.availability;
          const from = v.availableFrom === undefined ? current.availableFrom : v.availableFrom;
          if (availability === 'available_from' && !from)
            fields[`variants.${index}.availableFrom`] = say('field.required');
        }
      });
      if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
      const minQuantity = change.minQuantity ?? before.minQuantity;
      const maxQuantity = change.maxQuantity ?? before.maxQuantity;
      if (minQuantity > maxQuantity)
        throw new AppError('validation_failed', {
          fields: { maxQuantity: say('field.number_min', { min: minQuantity }) },
        });

      for (const v of change.variants ?? []) {
        const set = {
          ...(v.sku !== undefined ? { sku: v.sku } : {}),
          ...(v.barcode !== undefined ? { barcode: v.barcode || null } : {}),
          ...(v.availability !== undefined ? { availability: v.availability } : {}),
          ...(v.availableFrom !== undefined ? { availableFrom: v.availableFrom } : {}),
          ...(v.stock !== undefined ? { stock: v.stock } : {}),
        };
        if (Object.keys(set).length > 0) await tx.update(variants).set(set).where(eq(variants.id, v.id));
        const current = byId.get(v.id)!;
        for (const price of v.prices ?? []) {
          const was = current.prices.find((p) => p.currency === price.currency);
          if (
            was &&
            was.regularGross === price.regularGross &&
            was.reducedGross === price.reducedGross &&
            was.b2bNet === price.b2bNet
          )
            continue;
          await changePrice(tx, v.id, price.currency, price, now);
        }
      }

      const name = change.name ?? before.name;
      const tags = change.tags ?? before.tags;
      const category = (change.category ?? before.category) as ProductCategory;
      const skus = before.variants.map((v) => (change.variants ?? []).find((c) => c.id === v.id)?.sku ?? v.sku);
      await tx
        .update(products)
        .set({
          ...(change.name ? { namePl: change.name.pl, nameEn: change.name.en } : {}),
          ...(change.short ? { shortPl: change.short.pl, shortEn: change.short.en } : {}),
          ...(change.description ? { descriptionPl: change.description.pl, descriptionEn: change.description.en } : {}),
          ...(change.category !== undefined ? { category: change.category } : {}),
          ...(change.type !== undefined ? { type: change.type } : {}),
          ...(change.condition !== undefined ? { condition: change.condition } : {}),
          ...(change.unit !== undefined ? { unit: change.unit } : {}),
          ...(change.availability !== undefined ? { availability: change.availability } : {}),
          ...(change.processingTime !== undefined ? { processingTime: change.processingTime } : {}),
          ...(change.vatRate !== undefined ? { vatRate: change.vatRate } : {}),
          minQuantity,
          maxQuantity,
          tags,
          searchText: searchTextOf({
            name,
            category,
            tags,
            skus,
            optionLabels: await optionLabelsOf(tx, id),
          }),
        })
        .where(eq(products.id, id));

      const after = await adminProduct(tx, id);
      const changed = await recordAudit(
        tx,
        staff,
        {
          action: 'update',
          entity: PRODUCT_ENTITY,
          entityId: String(id),
          before: auditShape(before),
          after: auditShape(after),
        },
        now,
      );
      if (!changed) return { product: before, changed: false };
      await tx
        .update(products)
        .set({ version: before.version + 1, updatedAt: now })
        .where(and(eq(products.id, id), eq(products.version, before.version)));
      // Every other catalog replica drops its answers too (events/catalogue-changed.ts).
      await recordEvent(tx, CatalogueChanged, { productIds: [id] }, { occurredAt: now });
      return { product: { ...after, version: before.version + 1, updatedAt: now.toISOString() }, changed: true };
    });
  } catch (error) {
    if (isSkuTaken(error))
      throw new AppError('duplicate', { messageKey: 'field.duplicate', fields: { variants: say('field.duplicate') } });
    throw error;
  }
}

async function optionLabelsOf(tx: Db, productId: number) {
  const rows = await tx
    .select({ pl: optionValues.labelPl, en: optionValues.labelEn })
    .from(optionValues)
    .innerJoin(productOptions, eq(productOptions.id, optionValues.optionId))
    .where(eq(productOptions.productId, productId));
  return rows;
}

export function productHistory(db: Db, id: number, query: { page: number; limit: number; dir: 'asc' | 'desc' }) {
  return auditHistory(db, PRODUCT_ENTITY, String(id), query);
}
