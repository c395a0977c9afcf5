import { type AdminVariantPrice, combinationOf, translate } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { Executor } from '@shop/service-kit/db';
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { changePrice } from '../db/prices';
import type * as schema from '../db/schema';
import {
  collections,
  manufacturers,
  optionValues,
  productCollections,
  productOptions,
  productRelations,
  products,
  stockReservationLines,
  stockReservations,
  variants,
} from '../db/schema';

// The pieces the product editor's writes share (create, change, duplicate, delete): the lock under which
// ids and slugs are chosen, the checks that name a wrong field, and the rows of collections, relations,
// options and variants written the same way every time.

type Db = Executor<typeof schema>;
export type Say = (key: string, params?: Record<string, unknown>) => string;
export const sayIn =
  (lang: string): Say =>
  (key, params) =>
    translate(key, lang, params);

/** Product ids and slugs are chosen one writer at a time (a transaction-scoped advisory lock). */
export async function lockProductIdsAndSlugs(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalog.products.ids-and-slugs'))`);
}

/** The next product id: one above the highest (ids are public and stable; call under the lock). */
export async function nextProductId(tx: Db): Promise<number> {
  const [row] = await tx.select({ max: sql<number>`coalesce(max(${products.id}), 0)::int` }).from(products);
  return (row?.max ?? 0) + 1;
}

/** The languages whose slug another product already uses. */
export async function takenSlugs(
  tx: Db,
  slug: { pl: string; en: string },
  exceptId?: number,
): Promise<Array<'pl' | 'en'>> {
  const rows = await tx
    .select({ pl: products.slugPl, en: products.slugEn })
    .from(products)
    .where(
      and(
        or(eq(products.slugPl, slug.pl), eq(products.slugEn, slug.en)),
        exceptId === undefined ? undefined : ne(products.id, exceptId),
      ),
    );
  return (['pl', 'en'] as const).filter((lang) => rows.some((row) => row[lang] === slug[lang]));
}

/** 409 naming each slug another product uses (call under the lock). */
export async function refuseTakenSlugs(tx: Db, slug: { pl: string; en: string }, say: Say, exceptId?: number) {
  const taken = await takenSlugs(tx, slug, exceptId);
  if (taken.length > 0)
    throw new AppError('duplicate', {
      messageKey: 'field.duplicate',
      fields: Object.fromEntries(taken.map((lang) => [`slug.${lang}`, say('field.duplicate')])),
    });
}

/** A slug no other product uses: `base`, else `base-2`, `base-3`… (call under the lock). */
export async function freeSlug(tx: Db, base: { pl: string; en: string }): Promise<{ pl: string; en: string }> {
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : { pl: `${base.pl}-${n}`, en: `${base.en}-${n}` };
    if ((await takenSlugs(tx, slug)).length === 0) return slug;
  }
}

/**
 * 400 naming each collection or related product that does not exist ('The id must exist'), and a product
 * related to itself.
 */
export async function checkReferences(
  tx: Db,
  refs: {
    productId?: number;
    collectionIds?: readonly number[];
    primaryCollectionId?: number | null;
    relations?: ReadonlyArray<{ productId: number }>;
    manufacturerId?: number | null;
  },
  say: Say,
): Promise<void> {
  const fields: Record<string, string> = {};
  if (refs.manufacturerId) {
    const [maker] = await tx
      .select({ id: manufacturers.id })
      .from(manufacturers)
      .where(eq(manufacturers.id, refs.manufacturerId));
    if (!maker) fields.manufacturerId = say('field.id_missing');
  }
  const wanted = [...(refs.collectionIds ?? []), ...(refs.primaryCollectionId ? [refs.primaryCollectionId] : [])];
  if (wanted.length > 0) {
    const found = new Set(
      (await tx.select({ id: collections.id }).from(collections).where(inArray(collections.id, wanted))).map(
        (row) => row.id,
      ),
    );
    (refs.collectionIds ?? []).forEach((id, index) => {
      if (!found.has(id)) fields[`collectionIds.${index}`] = say('field.id_missing');
    });
    if (refs.primaryCollectionId && !found.has(refs.primaryCollectionId))
      fields.primaryCollectionId = say('field.id_missing');
  }
  const related = (refs.relations ?? []).map((relation) => relation.productId);
  if (related.length > 0) {
    const found = new Set(
      (await tx.select({ id: products.id }).from(products).where(inArray(products.id, related))).map((row) => row.id),
    );
    related.forEach((id, index) => {
      if (id === refs.productId) fields[`relations.${index}.productId`] = say('field.invalid');
      else if (!found.has(id)) fields[`relations.${index}.productId`] = say('field.id_missing');
    });
  }
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
}

/** The product's collections as given, the breadcrumb's collection among them. */
export async function writeCollections(tx: Db, productId: number, ids: readonly number[], primary: number | null) {
  const all = primary !== null && !ids.includes(primary) ? [primary, ...ids] : [...new Set(ids)];
  await tx.delete(productCollections).where(eq(productCollections.productId, productId));
  if (all.length > 0)
    await tx
      .insert(productCollections)
      .values(all.map((collectionId, position) => ({ productId, collectionId, position })));
}

export async function writeRelations(
  tx: Db,
  productId: number,
  relations: ReadonlyArray<{ type: string; productId: number }>,
) {
  await tx.delete(productRelations).where(eq(productRelations.productId, productId));
  const unique = [...new Map(relations.map((r) => [`${r.type}:${r.productId}`, r])).values()];
  if (unique.length > 0)
    await tx
      .insert(productRelations)
      .values(unique.map((r, position) => ({ productId, relatedId: r.productId, type: r.type, position })));
}

export interface OptionRows {
  code: string;
  name: { pl: string; en: string };
  kind: string;
  display: string;
  required: boolean;
  variantAxis: boolean;
  maxLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
  futureOnly?: boolean;
  values: ReadonlyArray<{
    label: { pl: string; en: string };
    color: string | null;
    /** Extras only: what the value adds per currency (product-options.ts). */
    priceDeltas?: Record<string, number> | null;
  }>;
}

/** Inserts the options and their values; answers each option's value ids, in the order given. */
export async function insertOptions(tx: Db, productId: number, options: readonly OptionRows[]): Promise<number[][]> {
  const ids: number[][] = [];
  for (const [position, option] of options.entries()) {
    const [row] = await tx
      .insert(productOptions)
      .values({
        productId,
        position,
        code: option.code,
        namePl: option.name.pl,
        nameEn: option.name.en,
        kind: option.kind,
        display: option.display,
        required: option.required,
        variantAxis: option.variantAxis,
        maxLength: option.maxLength ?? null,
        minValue: option.minValue ?? null,
        maxValue: option.maxValue ?? null,
        futureOnly: option.futureOnly ?? false,
      })
      .returning({ id: productOptions.id });
    const values =
      option.values.length > 0
        ? await tx
            .insert(optionValues)
            .values(
              option.values.map((value, index) => ({
                optionId: row!.id,
                position: index,
                labelPl: value.label.pl,
                labelEn: value.label.en,
                color: value.color,
                priceDeltas: value.priceDeltas ?? null,
              })),
            )
            .returning({ id: optionValues.id, position: optionValues.position })
        : [];
    ids.push(values.sort((a, b) => a.position - b.position).map((v) => v.id));
  }
  return ids;
}

export interface VariantRow {
  valueIds: readonly number[];
  sku: string;
  barcode: string | null;
  availability: string;
  availableFrom: string | null;
  stock: number;
  prices: ReadonlyArray<Pick<AdminVariantPrice, 'currency' | 'regularGross' | 'reducedGross' | 'b2bNet'>>;
}

/**
 * Inserts variants after the product's last one, each price becoming the first row of its price history
 * at `now`. The first variant becomes the default when the product has none.
 */
export async function insertVariants(tx: Db, productId: number, rows: readonly VariantRow[], now: Date) {
  const [last] = await tx
    .select({
      position: sql<number>`coalesce(max(${variants.position}), -1)::int`,
      defaults: sql<number>`count(*) filter (where ${variants.isDefault})::int`,
    })
    .from(variants)
    .where(eq(variants.productId, productId));
  let position = (last?.position ?? -1) + 1;
  let hasDefault = (last?.defaults ?? 0) > 0;
  for (const row of rows) {
    const [inserted] = await tx
      .insert(variants)
      .values({
        productId,
        combination: combinationOf([...row.valueIds]),
        valueIds: [...row.valueIds].sort((a, b) => a - b),
        isDefault: !hasDefault,
        position: position++,
        sku: row.sku,
        barcode: row.barcode || null,
        availability: row.availability,
        availableFrom: row.availableFrom,
        stock: row.stock,
      })
      .returning({ id: variants.id });
    hasDefault = true;
    for (const price of row.prices) await changePrice(tx, inserted!.id, price.currency, price, now);
  }
}

/**
 * 409 when a placed order still holds one of these variants (a granted reservation not given back): its
 * order keeps a copy of each line, but it is being fulfilled, so the goods stay; staff hide them instead.
 */
export async function refuseOrderedVariants(tx: Db, variantIds: readonly number[], messageKey: string) {
  if (variantIds.length === 0) return;
  const [held] = await tx
    .select({ variantId: stockReservationLines.variantId })
    .from(stockReservationLines)
    .innerJoin(stockReservations, eq(stockReservations.id, stockReservationLines.reservationId))
    .where(and(inArray(stockReservationLines.variantId, [...variantIds]), eq(stockReservations.status, 'reserved')))
    .limit(1);
  if (held) throw new AppError('conflict', { messageKey });
}

/** Deletes variants; the first one left becomes the default when the default went. */
export async function deleteVariants(tx: Db, productId: number, variantIds: readonly number[]) {
  if (variantIds.length === 0) return;
  await tx.delete(variants).where(inArray(variants.id, [...variantIds]));
  const left = await tx
    .select({ id: variants.id, isDefault: variants.isDefault })
    .from(variants)
    .where(eq(variants.productId, productId))
    .orderBy(asc(variants.position), asc(variants.id));
  if (left.length > 0 && !left.some((v) => v.isDefault))
    await tx.update(variants).set({ isDefault: true }).where(eq(variants.id, left[0]!.id));
}

/** Whether an error is the unique SKU index refusing a row. */
export function isSkuTaken(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (constraint === 'variants_sku_idx' || message?.includes('variants_sku_idx'))) return true;
  }
  return false;
}

/** Runs a write, turning a SKU another variant has into 409 naming the variants. */
export async function refusingTakenSku<T>(say: Say, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isSkuTaken(error))
      throw new AppError('duplicate', { messageKey: 'field.duplicate', fields: { variants: say('field.duplicate') } });
    throw error;
  }
}
