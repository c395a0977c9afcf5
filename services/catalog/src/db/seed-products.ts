import { combinationOf, PricedCurrency } from '@shop/contracts';
import type { Database, Executor } from '@shop/service-kit/db';
import { inArray } from 'drizzle-orm';
import { productSearchText } from '../search/product-search-text';
import type { ProductSeed } from '../seed/product-seed';
import { currentPriceRow, type HistoryRow, netOf } from './prices';
import type * as schema from './schema';
import {
  optionValues,
  priceHistory,
  productCollections,
  productMedia,
  productOptions,
  productRelations,
  products,
  variantPrices,
  variants,
} from './schema';

// Loads the demo catalogue: only products that are missing are inserted (never overwriting what staff
// changed), each in its own transaction; relations are added once both ends exist.

const DAY_MS = 24 * 60 * 60 * 1000;
const currencies = PricedCurrency.options;

/** A shop price: whole units ending in 9 (5 099,00), or ,99 below 20. */
export function shopPrice(minor: number): number {
  const units = Math.round(minor / 100);
  if (units < 20) return Math.max(1, units) * 100 - 1;
  return (Math.round((units + 1) / 10) * 10 - 1) * 100;
}

/** EAN-13 with the Polish prefix 590 and its check digit. */
export function ean13(productId: number, index: number): string {
  const body = `590${String(productId).padStart(5, '0')}${String(index).padStart(4, '0')}`;
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

type Tx = Executor<typeof schema>;

/** Rows inserted in slices, so no statement exceeds PostgreSQL's limit of 65 535 parameters. */
async function insertAll<T>(rows: readonly T[], insert: (slice: T[]) => Promise<unknown>, size = 400): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function insertReturning<T, R>(
  rows: readonly T[],
  insert: (slice: T[]) => Promise<R[]>,
  size = 400,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += size) out.push(...(await insert(rows.slice(i, i + size))));
  return out;
}

/**
 * Inserts the products of `seeds` that are missing, in one transaction and a few statements per table
 * (a product at a time took seconds on PGlite); then the relations whose both ends exist.
 */
export async function insertProducts(db: Database<typeof schema>, seeds: readonly ProductSeed[], now = new Date()) {
  const ids = seeds.map((seed) => seed.id);
  const existing = new Set<number>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, ids.slice(i, i + 500)));
    for (const row of rows) existing.add(row.id);
  }
  const missing = seeds.filter((seed) => !existing.has(seed.id));
  if (missing.length > 0) await db.transaction((tx) => insertMissing(tx, missing, now));

  const known = new Set(ids);
  const relationRows = seeds.flatMap((seed) =>
    seed.relations.flatMap((relation) =>
      relation.ids
        .filter((id) => id !== seed.id && known.has(id))
        .map((relatedId, position) => ({ productId: seed.id, relatedId, type: relation.type, position })),
    ),
  );
  await insertAll(relationRows, (slice) => db.insert(productRelations).values(slice).onConflictDoNothing());
}

async function insertMissing(tx: Tx, seeds: readonly ProductSeed[], now: Date): Promise<void> {
  await insertAll(
    seeds.map((seed) => productRow(seed, now)),
    (slice) => tx.insert(products).values(slice),
  );
  await insertAll(
    seeds.flatMap((seed) =>
      seed.collections.map((collectionId, position) => ({ productId: seed.id, collectionId, position })),
    ),
    (slice) => tx.insert(productCollections).values(slice),
  );

  // Options, then their values; database ids found again by (product, position) and (option, position).
  const options = await insertReturning(
    seeds.flatMap((seed) =>
      seed.options.map((option, position) => ({
        productId: seed.id,
        position,
        code: option.code,
        namePl: option.name.pl,
        nameEn: option.name.en,
        kind: option.kind,
        display: option.display,
        required: option.required,
        variantAxis: option.variantAxis,
        maxLength: option.maxLength ?? null,
        minValue: option.min ?? null,
        maxValue: option.max ?? null,
        futureOnly: option.futureOnly ?? false,
      })),
    ),
    (slice) =>
      tx
        .insert(productOptions)
        .values(slice)
        .returning({ id: productOptions.id, productId: productOptions.productId, position: productOptions.position }),
  );
  const optionId = new Map(options.map((o) => [`${o.productId}:${o.position}`, o.id]));
  const values = await insertReturning(
    seeds.flatMap((seed) =>
      seed.options.flatMap((option, optionPosition) =>
        option.values.map((value, position) => ({
          optionId: optionId.get(`${seed.id}:${optionPosition}`)!,
          position,
          labelPl: value.label.pl,
          labelEn: value.label.en,
          color: value.color ?? null,
          // A variant axis's delta is in its variants' prices; another option's is added to the line.
          priceDeltas: !option.variantAxis && value.priceDelta ? { ...value.priceDelta } : null,
        })),
      ),
    ),
    (slice) =>
      tx
        .insert(optionValues)
        .values(slice)
        .returning({ id: optionValues.id, optionId: optionValues.optionId, position: optionValues.position }),
  );
  const valueId = new Map(values.map((v) => [`${v.optionId}:${v.position}`, v.id]));
  /** Value ids of each option of a product, in the seed's order. */
  const valueIdsOf = (seed: ProductSeed) =>
    seed.options.map((option, position) => {
      const id = optionId.get(`${seed.id}:${position}`)!;
      return option.values.map((_, index) => valueId.get(`${id}:${index}`)!);
    });

  const plans = seeds.map((seed) => ({ seed, valueIds: valueIdsOf(seed) }));
  const variantRowsAll = plans.flatMap(({ seed, valueIds }) => variantRows(seed, valueIds));
  const variantsInserted = await insertReturning(variantRowsAll, (slice) =>
    tx
      .insert(variants)
      .values(slice)
      .returning({ id: variants.id, productId: variants.productId, position: variants.position }),
  );
  const variantId = new Map(variantsInserted.map((v) => [`${v.productId}:${v.position}`, v.id]));

  const historyRows: Array<typeof priceHistory.$inferInsert> = [];
  const priceRows: Array<typeof variantPrices.$inferInsert> = [];
  const mediaRows: Array<typeof productMedia.$inferInsert> = [];
  for (const { seed, valueIds } of plans) {
    const prices = pricesOf(seed, (index) => variantId.get(`${seed.id}:${index}`)!, now);
    historyRows.push(...prices.history);
    priceRows.push(...prices.current);
    mediaRows.push(...mediaOf(seed, valueIds));
  }
  await insertAll(historyRows, (slice) => tx.insert(priceHistory).values(slice));
  await insertAll(priceRows, (slice) => tx.insert(variantPrices).values(slice));
  await insertAll(mediaRows, (slice) => tx.insert(productMedia).values(slice), 200);
}

function productRow(seed: ProductSeed, now: Date): typeof products.$inferInsert {
  const created = new Date(now.getTime() - seed.createdDaysAgo * DAY_MS);
  return {
    id: seed.id,
    slugPl: seed.slug.pl,
    slugEn: seed.slug.en,
    namePl: seed.name.pl,
    nameEn: seed.name.en,
    shortPl: seed.short.pl,
    shortEn: seed.short.en,
    descriptionPl: seed.description.pl,
    descriptionEn: seed.description.en,
    category: seed.category,
    type: seed.type,
    condition: seed.condition,
    unit: seed.unit,
    availability: seed.availability,
    processingTime: seed.processingTime,
    vatRate: seed.vatRate,
    minQuantity: seed.minQuantity,
    maxQuantity: seed.maxQuantity,
    tags: seed.tags,
    specs: seed.specs,
    downloads: seed.downloads,
    primaryCollectionId: seed.primaryCollection,
    searchText: productSearchText(seed),
    createdAt: created,
    updatedAt: created,
  };
}

/** The variant-making options with their value ids. */
const axesOf = (seed: ProductSeed, valueIds: number[][]) =>
  seed.options.map((option, index) => ({ option, ids: valueIds[index]! })).filter((axis) => axis.option.variantAxis);

function variantRows(seed: ProductSeed, valueIds: number[][]): Array<typeof variants.$inferInsert> {
  const axes = axesOf(seed, valueIds);
  // The default is the first variant one can order (the seed lists the cheapest first).
  const defaultIndex = Math.max(
    0,
    seed.variants.findIndex((variant) => variant.availability === 'available'),
  );
  return seed.variants.map((variant, index) => {
    const chosen = variant.values.map((valueIndex, axis) => axes[axis]!.ids[valueIndex]!);
    return {
      productId: seed.id,
      combination: combinationOf(chosen),
      valueIds: [...chosen].sort((a, b) => a - b),
      isDefault: index === defaultIndex,
      position: index,
      sku: seed.variants.length === 1 ? `ZF-${seed.id}` : `ZF-${seed.id}-${String(index + 1).padStart(2, '0')}`,
      barcode: seed.type === 'physical' ? ean13(seed.id, index) : null,
      availability: variant.availability,
      availableFrom: variant.availableFrom ?? null,
      stock: variant.stock,
    };
  });
}

/** Each variant's price history in both currencies, and its current price row derived from it. */
function pricesOf(seed: ProductSeed, variantIdAt: (index: number) => number, now: Date) {
  const history: Array<typeof priceHistory.$inferInsert> = [];
  const current: Array<typeof variantPrices.$inferInsert> = [];
  const axes = seed.options.filter((option) => option.variantAxis);
  for (const [index, variant] of seed.variants.entries()) {
    for (const currency of currencies) {
      const delta = variant.values.reduce(
        (sum, valueIndex, axis) => sum + (axes[axis]!.values[valueIndex]!.priceDelta?.[currency] ?? 0),
        0,
      );
      const base = seed.basePrice[currency] + delta;
      // A gift card costs what it is worth (docs/decisions/gift-cards.md): no x99 price, no sale, no change.
      const giftCard = seed.type === 'gift_card';
      const events = giftCard ? seed.priceEvents.slice(0, 1) : seed.priceEvents;
      const rows: HistoryRow[] = events.map((event) => {
        const regularGross = giftCard ? base : shopPrice(base * event.regular);
        const reduced = giftCard || event.reduced === undefined ? null : shopPrice(base * event.reduced);
        return {
          validFrom: new Date(now.getTime() - event.daysAgo * DAY_MS),
          regularGross,
          reducedGross: reduced !== null && reduced < regularGross ? reduced : null,
          b2bNet: Math.round(netOf(regularGross, seed.vatRate) * seed.b2bShare),
        };
      });
      const variantId = variantIdAt(index);
      history.push(...rows.map((row) => ({ variantId, currency, ...row })));
      current.push(currentPriceRow(variantId, currency, rows));
    }
  }
  return { history, current };
}

function mediaOf(seed: ProductSeed, valueIds: number[][]): Array<typeof productMedia.$inferInsert> {
  // A picture may show one value of the first variant option displayed as colours or images.
  const pictureOption = seed.options.findIndex(
    (option) => option.variantAxis && (option.display === 'colors' || option.display === 'images'),
  );
  return seed.media.map((picture, position) => ({
    productId: seed.id,
    position,
    valueId:
      picture.colourValue !== undefined && pictureOption >= 0 ? valueIds[pictureOption]![picture.colourValue]! : null,
    drawing: picture.drawing,
    altPl: picture.alt.pl,
    altEn: picture.alt.en,
  }));
}
