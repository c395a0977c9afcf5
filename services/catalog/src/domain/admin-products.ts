import {
  type AdminProduct,
  type AdminProductChange,
  CatalogueChanged,
  type ProductCategory,
  safetyProblems,
} from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import { changedMeanwhile, type Executor, recordAudit } from '@shop/service-kit/db';
import { recordEvent } from '@shop/service-kit/events';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CatalogContext } from '../context';
import { changePrice } from '../db/prices';
import type * as schema from '../db/schema';
import { optionValues, productOptions, products, variants } from '../db/schema';
import { searchTextOf } from '../search/product-search-text';
import { checkOptionEdits, writeOptionEdits } from './admin-product-options';
import {
  checkReferences,
  deleteVariants,
  insertVariants,
  lockProductIdsAndSlugs,
  refuseOrderedVariants,
  refuseTakenSlugs,
  refusingTakenSku,
  type Say,
  sayIn,
  writeCollections,
  writeRelations,
} from './admin-product-parts';
import { adminProduct, auditShape, PRODUCT_ENTITY } from './admin-product-read';

// The back office's products (issue 13): one product as staff edit it, and its change. An edit carries the
// version it was read at and is refused when another save came first; prices go through the price history
// (db/prices.ts) so the storefront's lowest 30-day price stays right; the audit entry is written in the
// same transaction.

type Db = Executor<typeof schema>;
type Change = z.output<typeof AdminProductChange>;

/**
 * Applies a staff edit: refused whole (409) when the product changed since `version`, or (400, naming the
 * field) when a variant, value or option named is not the product's, a collection or related product does
 * not exist, or a variant would be 'available from' with no date; 409 for a slug or SKU another product has
 * or a variant an order holds. Answers the product as now stored and whether anything changed.
 */
export async function changeProduct(
  context: Pick<CatalogContext, 'transaction' | 'clock'>,
  staff: StaffMember,
  id: number,
  change: Change,
  lang: string,
): Promise<{ product: AdminProduct; changed: boolean }> {
  const now = context.clock.now();
  const say = sayIn(lang);
  return refusingTakenSku(say, () =>
    context.transaction(async (tx) => {
      if (change.slug) await lockProductIdsAndSlugs(tx);
      const [locked] = await tx
        .select({ version: products.version })
        .from(products)
        .where(eq(products.id, id))
        .for('update');
      if (!locked) throw new AppError('not_found');
      if (locked.version !== change.version) throw changedMeanwhile();
      const before = await adminProduct(tx, id);
      checkVariantEdits(before, change, say);
      checkOptionEdits(before, change, say);
      const minQuantity = change.minQuantity ?? before.minQuantity;
      const maxQuantity = change.maxQuantity ?? before.maxQuantity;
      if (minQuantity > maxQuantity)
        throw new AppError('validation_failed', {
          fields: { maxQuantity: say('field.number_min', { min: minQuantity }) },
        });
      await checkReferences(
        tx,
        {
          productId: id,
          collectionIds: change.collectionIds,
          primaryCollectionId: change.primaryCollectionId,
          relations: change.relations,
          manufacturerId: change.manufacturerId,
        },
        say,
      );
      refuseUnpublishable(before, change, say);
      if (change.slug) await refuseTakenSlugs(tx, change.slug, say, id);

      await removeValuesAndVariants(tx, before, change);
      await changeVariants(tx, before, change.variants ?? [], now);
      await addValues(tx, before, change.addValues ?? [], now);
      await writeOptionEdits(tx, before, change);
      if (change.collectionIds !== undefined || change.primaryCollectionId !== undefined)
        await writeCollections(
          tx,
          id,
          change.collectionIds ?? before.collectionIds,
          change.primaryCollectionId === undefined ? before.primaryCollectionId : change.primaryCollectionId,
        );
      if (change.relations) await writeRelations(tx, id, change.relations);
      await writeProductRow(tx, id, before, change, { minQuantity, maxQuantity });

      const after = await settleProductEdit(tx, staff, before, now);
      if (!after) return { product: before, changed: false };
      // Every other catalog replica drops its answers too (events/catalogue-changed.ts).
      await recordEvent(tx, CatalogueChanged, { productIds: [id] }, { occurredAt: now });
      return { product: after, changed: true };
    }),
  );
}

/**
 * Settles a staff edit already written: the audit entry of what changed and the next version. Answers the
 * product as now stored, or nothing when the edit changed nothing (no entry, same version).
 */
export async function settleProductEdit(
  tx: Db,
  staff: StaffMember,
  before: AdminProduct,
  now: Date,
): Promise<AdminProduct | undefined> {
  const after = await adminProduct(tx, before.id);
  const entityId = String(before.id);
  const record = { action: 'update', entity: PRODUCT_ENTITY, entityId, before: auditShape(before) };
  if (!(await recordAudit(tx, staff, { ...record, after: auditShape(after) }, now))) return undefined;
  await tx
    .update(products)
    .set({ version: before.version + 1, updatedAt: now })
    .where(and(eq(products.id, before.id), eq(products.version, before.version)));
  return { ...after, version: before.version + 1, updatedAt: now.toISOString() };
}

/** Records a product just created (or copied from `extra.duplicateOf`) in its history. */
export async function recordProductCreated(
  tx: Db,
  staff: StaffMember,
  product: AdminProduct,
  now: Date,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const after = { ...extra, ...auditShape(product) };
  await recordAudit(tx, staff, { action: 'create', entity: PRODUCT_ENTITY, entityId: String(product.id), after }, now);
}

/**
 * 400 at each field a product shown to shoppers lacks for product safety (GPSR): its manufacturer and its
 * warnings in every language, as the edit would leave it.
 */
function refuseUnpublishable(before: AdminProduct, change: Change, say: Say): void {
  // A product shown before the rule (an old database) keeps taking other edits; what publishes it, or
  // touches its safety information, must leave it complete.
  const touches = [change.type, change.availability, change.manufacturerId, change.safety].some((v) => v !== undefined);
  if (!touches) return;
  const problems = safetyProblems({
    type: change.type ?? before.type,
    availability: change.availability ?? before.availability,
    manufacturerId: change.manufacturerId === undefined ? before.manufacturerId : change.manufacturerId,
    safety: change.safety ?? before.safety,
  });
  const fields = Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, say(key)]));
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
}

/** 400 naming each variant, value or option of the edit that is not the product's, or a date left out. */
function checkVariantEdits(before: AdminProduct, change: Change, say: Say): void {
  const variantIds = new Set(before.variants.map((v) => v.id));
  const valueIds = new Set(before.options.flatMap((o) => o.values.map((v) => v.id)));
  const fields: Record<string, string> = {};
  (change.variants ?? []).forEach((v, index) => {
    const current = before.variants.find((variant) => variant.id === v.id);
    if (!current) fields[`variants.${index}.id`] = say('field.invalid');
    else {
      const availability = v.availability ?? current.availability;
      const from = v.availableFrom === undefined ? current.availableFrom : v.availableFrom;
      if (availability === 'available_from' && !from) fields[`variants.${index}.availableFrom`] = say('field.required');
    }
  });
  (change.removeVariants ?? []).forEach((variantId, index) => {
    if (!variantIds.has(variantId)) fields[`removeVariants.${index}`] = say('field.invalid');
  });
  (change.removeValues ?? []).forEach((valueId, index) => {
    if (!valueIds.has(valueId)) fields[`removeValues.${index}`] = say('field.invalid');
  });
  (change.addValues ?? []).forEach((value, index) => {
    if (!before.options.some((o) => o.id === value.optionId))
      fields[`addValues.${index}.optionId`] = say('field.invalid');
  });
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
}

/** The variants named and those made of a value removed go (with the values); at least one stays. */
async function removeValuesAndVariants(tx: Db, before: AdminProduct, change: Change): Promise<void> {
  const values = new Set(change.removeValues ?? []);
  const removed = new Set(change.removeVariants ?? []);
  for (const v of before.variants)
    if (v.combination.split('-').some((valueId) => values.has(Number(valueId)))) removed.add(v.id);
  if (removed.size === 0 && values.size === 0) return;
  if (removed.size >= before.variants.length)
    throw new AppError('business_rule', { messageKey: 'error.product_last_variant' });
  await refuseOrderedVariants(tx, [...removed], 'error.variant_ordered');
  await deleteVariants(tx, before.id, [...removed]);
  if (values.size > 0) await tx.delete(optionValues).where(inArray(optionValues.id, [...values]));
}

/** Each existing variant's fields and prices as sent; a price that differs becomes a history row. */
async function changeVariants(tx: Db, before: AdminProduct, changes: Change['variants'] & {}, now: Date) {
  for (const v of changes) {
    const set = {
      ...(v.sku !== undefined ? { sku: v.sku } : {}),
      ...(v.barcode !== undefined ? { barcode: v.barcode || null } : {}),
      ...(v.availability !== undefined ? { availability: v.availability } : {}),
      ...(v.availableFrom !== undefined ? { availableFrom: v.availableFrom } : {}),
      ...(v.stock !== undefined ? { stock: v.stock } : {}),
    };
    if (Object.keys(set).length > 0) await tx.update(variants).set(set).where(eq(variants.id, v.id));
    const current = before.variants.find((variant) => variant.id === v.id)!;
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
}

/**
 * A value added to a variant-making option makes one variant for each combination of the other options'
 * values already sold, priced as the default variant and with nothing in stock (shown sold out until staff
 * set its stock); a value of an extra option only joins the choices.
 */
async function addValues(tx: Db, before: AdminProduct, added: Change['addValues'] & {}, now: Date): Promise<void> {
  const fallback = before.variants.find((v) => v.isDefault) ?? before.variants[0];
  for (const value of added) {
    const option = before.options.find((o) => o.id === value.optionId)!;
    const [{ position } = { position: 0 }] = await tx
      .select({ position: sql<number>`coalesce(max(${optionValues.position}), -1)::int + 1` })
      .from(optionValues)
      .where(eq(optionValues.optionId, option.id));
    const [row] = await tx
      .insert(optionValues)
      .values({ optionId: option.id, position, labelPl: value.label.pl, labelEn: value.label.en, color: value.color })
      .returning({ id: optionValues.id });
    if (!option.variantAxis || !fallback) continue;
    const ownValues = new Set(option.values.map((v) => v.id));
    const others = new Map<string, number[]>();
    for (const variant of await currentCombinations(tx, before.id)) {
      const rest = variant.filter((valueId) => !ownValues.has(valueId));
      others.set(rest.join('-'), rest);
    }
    await insertVariants(
      tx,
      before.id,
      [...others.values()].map((rest) => {
        const valueIds = [...rest, row!.id];
        return {
          valueIds,
          sku: `${fallback.sku}-${[...valueIds].sort((a, b) => a - b).join('-')}`.slice(0, 64),
          barcode: null,
          availability: 'available',
          availableFrom: null,
          stock: 0,
          prices: fallback.prices,
        };
      }),
      now,
    );
  }
}

async function currentCombinations(tx: Db, productId: number): Promise<number[][]> {
  const rows = await tx.select({ valueIds: variants.valueIds }).from(variants).where(eq(variants.productId, productId));
  return rows.map((row) => row.valueIds);
}

async function writeProductRow(
  tx: Db,
  id: number,
  before: AdminProduct,
  change: Change,
  quantities: { minQuantity: number; maxQuantity: number },
): Promise<void> {
  const name = change.name ?? before.name;
  const tags = change.tags ?? before.tags;
  const category = (change.category ?? before.category) as ProductCategory;
  await tx
    .update(products)
    .set({
      ...(change.name ? { namePl: change.name.pl, nameEn: change.name.en } : {}),
      ...(change.slug ? { slugPl: change.slug.pl, slugEn: change.slug.en } : {}),
      ...(change.short ? { shortPl: change.short.pl, shortEn: change.short.en } : {}),
      ...(change.description ? { descriptionPl: change.description.pl, descriptionEn: change.description.en } : {}),
      ...(change.category !== undefined ? { category: change.category } : {}),
      ...(change.type !== undefined ? { type: change.type } : {}),
      ...(change.condition !== undefined ? { condition: change.condition } : {}),
      ...(change.unit !== undefined ? { unit: change.unit } : {}),
      ...(change.availability !== undefined ? { availability: change.availability } : {}),
      ...(change.processingTime !== undefined ? { processingTime: change.processingTime } : {}),
      ...(change.vatRate !== undefined ? { vatRate: change.vatRate } : {}),
      ...(change.specs !== undefined ? { specs: change.specs } : {}),
      ...(change.downloads !== undefined ? { downloads: change.downloads } : {}),
      ...(change.primaryCollectionId !== undefined ? { primaryCollectionId: change.primaryCollectionId } : {}),
      ...(change.manufacturerId !== undefined ? { manufacturerId: change.manufacturerId } : {}),
      ...(change.safety ? { safetyPl: change.safety.pl, safetyEn: change.safety.en } : {}),
      ...quantities,
      tags,
      searchText: await searchTextFor(tx, id, { name, category, tags }),
    })
    .where(eq(products.id, id));
}

/** The folded text a product is found by, with its variants' SKUs and option values as stored now. */
export async function searchTextFor(
  tx: Db,
  productId: number,
  product: { name: AdminProduct['name']; category: ProductCategory; tags: readonly string[] },
): Promise<string> {
  const skus = await tx.select({ sku: variants.sku }).from(variants).where(eq(variants.productId, productId));
  const optionLabels = await optionLabelsOf(tx, productId);
  return searchTextOf({ ...product, skus: skus.map((row) => row.sku), optionLabels });
}

async function optionLabelsOf(tx: Db, productId: number) {
  const rows = await tx
    .select({ pl: optionValues.labelPl, en: optionValues.labelEn })
    .from(optionValues)
    .innerJoin(productOptions, eq(productOptions.id, optionValues.optionId))
    .where(eq(productOptions.productId, productId));
  return rows;
}
