import {
  type AdminProduct,
  type AdminProductBulk,
  type AdminProductBulkAnswer,
  type AdminProductInput,
  CatalogueChanged,
  safetyProblems,
  slugOf,
} from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import { type Executor, recordAudit } from '@shop/service-kit/db';
import { recordEvent } from '@shop/service-kit/events';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CatalogContext } from '../context';
import type * as schema from '../db/schema';
import { collections, productCollections, productMedia, products } from '../db/schema';
import { searchTextOf } from '../search/product-search-text';
import {
  checkReferences,
  freeSlug,
  insertOptions,
  insertVariants,
  lockProductIdsAndSlugs,
  nextProductId,
  refuseOrderedVariants,
  refuseTakenSlugs,
  refusingTakenSku,
  sayIn,
  writeCollections,
  writeRelations,
} from './admin-product-parts';
import { adminProduct, auditShape, PRODUCT_ENTITY } from './admin-product-read';
import { recordProductCreated, searchTextFor, settleProductEdit } from './admin-products';

// The product editor's other writes (issue 13): create, duplicate, delete and the list's bulk change. Each
// is one transaction with its audit entries and one catalogue-changed event, so every replica and the
// gateway's shared cache drop what it affects.

type Db = Executor<typeof schema>;
type Context = Pick<CatalogContext, 'transaction' | 'clock'>;
type Input = z.output<typeof AdminProductInput>;

/** A slug from a name in one language, or a neutral one when the name has no letters or digits to use. */
const slugFromName = (name: string, fallback: string) => {
  const slug = slugOf(name, 100);
  return slug.length >= 3 ? slug : fallback;
};

async function announce(tx: Db, productIds: number[], now: Date) {
  await recordEvent(tx, CatalogueChanged, { productIds }, { occurredAt: now });
}

/**
 * Creates a product with every field, its options and variants; the first prices start the price history.
 * Its id is one above the highest. A slug given must be free (409 naming it); one made from the name gets
 * a number when taken.
 */
export async function createProduct(context: Context, staff: StaffMember, input: Input, lang: string) {
  const now = context.clock.now();
  const say = sayIn(lang);
  return refusingTakenSku(say, () =>
    context.transaction(async (tx) => {
      await lockProductIdsAndSlugs(tx);
      await checkReferences(tx, input, say);
      const id = await nextProductId(tx);
      let slug = input.slug;
      if (slug) await refuseTakenSlugs(tx, slug, say);
      else
        slug = await freeSlug(tx, {
          pl: slugFromName(input.name.pl, `produkt-${id}`),
          en: slugFromName(input.name.en, `product-${id}`),
        });
      const empty = { pl: '', en: '' };
      const short = input.short ?? empty;
      const description = input.description ?? empty;
      const allValues = input.options.flatMap((o) => o.values.map((v) => v.label));
      await tx.insert(products).values({
        id,
        slugPl: slug.pl,
        slugEn: slug.en,
        namePl: input.name.pl,
        nameEn: input.name.en,
        shortPl: short.pl,
        shortEn: short.en,
        descriptionPl: description.pl,
        descriptionEn: description.en,
        category: input.category,
        type: input.type,
        condition: input.condition,
        unit: input.unit,
        availability: input.availability,
        processingTime: input.processingTime,
        vatRate: input.vatRate,
        minQuantity: input.minQuantity,
        maxQuantity: input.maxQuantity,
        tags: input.tags,
        specs: input.specs,
        downloads: input.downloads,
        primaryCollectionId: input.primaryCollectionId,
        manufacturerId: input.manufacturerId,
        safetyPl: input.safety.pl,
        safetyEn: input.safety.en,
        searchText: searchTextOf({
          name: input.name,
          category: input.category,
          tags: input.tags,
          skus: input.variants.map((v) => v.sku),
          optionLabels: allValues,
        }),
        createdAt: now,
        updatedAt: now,
      });
      await writeCollections(tx, id, input.collectionIds, input.primaryCollectionId);
      await writeRelations(tx, id, input.relations);
      const valueIds = await insertOptions(tx, id, input.options);
      const axes = valueIds.filter((_, index) => input.options[index]!.variantAxis);
      await insertVariants(
        tx,
        id,
        input.variants.map((variant) => ({
          ...variant,
          valueIds: variant.values.map((valueIndex, axis) => axes[axis]![valueIndex]!),
        })),
        now,
      );
      const product = await adminProduct(tx, id);
      await recordProductCreated(tx, staff, product, now);
      await announce(tx, [id], now);
      return product;
    }),
  );
}

/**
 * A copy of a product under a new id: hidden until staff show it, its slugs and SKUs suffixed ('-kopia',
 * '-copy', numbered when taken), stock 0, the same prices (a new price history from now), collections,
 * relations, options and pictures.
 */
export async function duplicateProduct(context: Context, staff: StaffMember, sourceId: number, lang: string) {
  const now = context.clock.now();
  const say = sayIn(lang);
  return refusingTakenSku(say, () =>
    context.transaction(async (tx) => {
      await lockProductIdsAndSlugs(tx);
      const source = await adminProduct(tx, sourceId);
      const [{ search: _search, ...row }] = (await tx.select().from(products).where(eq(products.id, sourceId))) as [
        typeof products.$inferSelect,
      ];
      const id = await nextProductId(tx);
      const slug = await freeSlug(tx, { pl: `${source.slug.pl}-kopia`, en: `${source.slug.en}-copy` });
      await tx.insert(products).values({
        ...row,
        id,
        slugPl: slug.pl,
        slugEn: slug.en,
        availability: 'hidden',
        version: 0,
        createdAt: now,
        updatedAt: now,
      });
      await writeCollections(tx, id, source.collectionIds, source.primaryCollectionId);
      await writeRelations(tx, id, source.relations);
      const valueIds = await insertOptions(tx, id, source.options);
      const newValueOf = new Map(
        source.options.flatMap((option, o) => option.values.map((value, v) => [value.id, valueIds[o]![v]!])),
      );
      const suffix = `-K${id}`;
      await insertVariants(
        tx,
        id,
        source.variants.map((variant) => ({
          valueIds: variant.combination ? variant.combination.split('-').map((v) => newValueOf.get(Number(v))!) : [],
          sku: `${variant.sku.slice(0, 64 - suffix.length)}${suffix}`,
          barcode: null,
          availability: variant.availability,
          availableFrom: variant.availableFrom,
          stock: 0,
          prices: variant.prices,
        })),
        now,
      );
      const media = await tx
        .select()
        .from(productMedia)
        .where(eq(productMedia.productId, sourceId))
        .orderBy(asc(productMedia.position));
      if (media.length > 0)
        await tx.insert(productMedia).values(
          media.map(({ id: _id, ...picture }) => ({
            ...picture,
            productId: id,
            valueId: picture.valueId === null ? null : (newValueOf.get(picture.valueId) ?? null),
          })),
        );
      const product = await adminProduct(tx, id);
      await recordProductCreated(tx, staff, product, now, { duplicateOf: sourceId });
      await announce(tx, [id], now);
      return product;
    }),
  );
}

/**
 * Deletes a product with its variants, prices, options and pictures. Refused (409, 'hide it instead') while
 * a placed order holds one of its variants; orders keep their own copy of each line either way.
 */
export async function deleteProduct(context: Context, staff: StaffMember, id: number): Promise<void> {
  const now = context.clock.now();
  await context.transaction(async (tx) => {
    const [locked] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
    if (!locked) throw new AppError('not_found');
    const before = await adminProduct(tx, id);
    await refuseOrderedVariants(
      tx,
      before.variants.map((v) => v.id),
      'error.product_ordered',
    );
    await tx.delete(products).where(eq(products.id, id));
    await recordAudit(
      tx,
      staff,
      { action: 'delete', entity: PRODUCT_ENTITY, entityId: String(id), before: auditShape(before) },
      now,
    );
    await announce(tx, [id], now);
  });
}

/**
 * One change for many products in one transaction: all or nothing (an id that does not exist refuses the
 * whole, naming it). Each product changed gets its own audit entry and a new version; one event names them.
 */
export async function bulkChangeProducts(
  context: Context,
  staff: StaffMember,
  { ids, change }: AdminProductBulk,
  lang: string,
): Promise<AdminProductBulkAnswer> {
  const now = context.clock.now();
  const say = sayIn(lang);
  return context.transaction(async (tx) => {
    const locked = await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.id))
      .for('update');
    const found = new Set(locked.map((row) => row.id));
    const fields: Record<string, string> = {};
    ids.forEach((id, index) => {
      if (!found.has(id)) fields[`ids.${index}`] = say('field.id_missing');
    });
    if ('collectionId' in change) {
      const [collection] = await tx
        .select({ id: collections.id })
        .from(collections)
        .where(eq(collections.id, change.collectionId));
      if (!collection) fields['change.collectionId'] = say('field.id_missing');
    }
    if (change.action === 'availability')
      for (const [index, id] of ids.entries())
        if (
          found.has(id) &&
          Object.keys(safetyProblems({ ...(await adminProduct(tx, id)), availability: change.availability })).length
        )
          fields[`ids.${index}`] = say('field.publish_product_safety', { id });
    if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });

    const changed: number[] = [];
    for (const id of [...ids].sort((a, b) => a - b)) {
      const before = await adminProduct(tx, id);
      await applyBulk(tx, before, change);
      if (await settleProductEdit(tx, staff, before, now)) changed.push(id);
    }
    if (changed.length > 0) await announce(tx, changed, now);
    return { changed };
  });
}

async function applyBulk(tx: Db, product: AdminProduct, change: AdminProductBulk['change']): Promise<void> {
  switch (change.action) {
    case 'availability':
      await tx.update(products).set({ availability: change.availability }).where(eq(products.id, product.id));
      return;
    case 'add_tags':
    case 'remove_tags': {
      const tags =
        change.action === 'add_tags'
          ? [...new Set([...product.tags, ...change.tags])].slice(0, 30)
          : product.tags.filter((tag) => !change.tags.includes(tag));
      await tx
        .update(products)
        .set({ tags, searchText: await searchTextFor(tx, product.id, { ...product, tags }) })
        .where(eq(products.id, product.id));
      return;
    }
    case 'add_to_collection': {
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${productCollections.position}), -1)::int + 1` })
        .from(productCollections)
        .where(eq(productCollections.collectionId, change.collectionId));
      await tx
        .insert(productCollections)
        .values({ productId: product.id, collectionId: change.collectionId, position: last?.position ?? 0 })
        .onConflictDoNothing();
      return;
    }
    case 'remove_from_collection':
      await tx
        .delete(productCollections)
        .where(
          and(eq(productCollections.productId, product.id), eq(productCollections.collectionId, change.collectionId)),
        );
      if (product.primaryCollectionId === change.collectionId)
        await tx.update(products).set({ primaryCollectionId: null }).where(eq(products.id, product.id));
      return;
  }
}
