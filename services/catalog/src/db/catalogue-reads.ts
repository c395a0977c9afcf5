import type {
  BikeMotor,
  MotorProtocol,
  PricedCurrency,
  ProductCategory,
  ProductSort,
  ProductType,
} from '@shop/contracts';
import type { Executor } from '@shop/service-kit/db';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Drawing } from '../media/drawing';
import type * as schema from './schema';
import {
  collections,
  manufacturers,
  optionValues,
  productCollections,
  productMedia,
  productOptions,
  productRelations,
  products,
  variantPrices,
  variants,
} from './schema';

// What the catalogue answers read, in as few round trips as a page needs. Answers are cached above this
// (http/answer-cache.ts), so these run once per change of the catalogue, not once per request.

type Db = Executor<typeof schema>;

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface PriceRow {
  regular_gross: number;
  reduced_gross: number | null;
  reduced_since: string | Date | null;
  lowest_prior_gross: number | null;
  b2b_net: number;
}

export interface CardRow extends PriceRow {
  id: number;
  slug_pl: string;
  slug_en: string;
  name_pl: string;
  name_en: string;
  short_pl: string;
  short_en: string;
  category: ProductCategory;
  condition: string;
  unit: string;
  tags: string[];
  availability: string;
  min_quantity: number;
  max_quantity: number;
  vat_rate: number;
  variant_id: number;
  sku: string;
  variant_availability: string;
  available_from: string | null;
  stock: number;
  type: string;
  variant_count: number;
  min_price: number;
  max_price: number;
  media_id: number | null;
  drawing: Drawing | null;
  file_id: string | null;
  alt_pl: string | null;
  alt_en: string | null;
}

export interface ListFilter {
  collectionIds?: number[];
  /** A tsquery in the 'simple' configuration (search/fold.ts). */
  tsquery?: string;
  category?: ProductCategory;
  type?: ProductType;
  motor?: BikeMotor;
  protocol?: MotorProtocol;
  sort: ProductSort | 'relevance';
  dir: 'asc' | 'desc';
  lang: 'pl' | 'en';
  /** The stored prices sorted by (PLN for a converted currency: the conversion keeps their order). */
  currency: PricedCurrency;
  limit: number;
  offset: number;
}

// A bike's motor and controller protocol are spec lines (features staff pick in the product editor), read by
// their English name and value, which the feature definitions keep fixed whatever the Polish wording.
const motorSpec: Record<BikeMotor, string> = { mid: 'mid drive', rear: 'rear hub' };
const protocolSpec: Record<MotorProtocol, string> = { uart: 'UART', can: 'CAN' };

/** The product has the spec line `name: value` (English), compared without regard to case. */
function specIs(name: string, value: string) {
  return sql`exists (select 1 from jsonb_array_elements(p.specs) as spec
    where lower(spec->'name'->>'en') = lower(${name}) and lower(spec->'value'->>'en') = lower(${value}))`;
}

/** One page of product ids in order, and how many products match in all. */
export async function listProductIds(db: Db, filter: ListFilter): Promise<{ ids: number[]; total: number }> {
  const conditions = [sql`p.availability <> 'hidden'`];
  if (filter.collectionIds) {
    if (filter.collectionIds.length === 0) return { ids: [], total: 0 };
    conditions.push(
      sql`exists (select 1 from product_collections pc where pc.product_id = p.id and pc.collection_id in (${sql.join(
        filter.collectionIds.map((id) => sql`${id}`),
        sql`, `,
      )}))`,
    );
  }
  const query = filter.tsquery ? sql`to_tsquery('simple', ${filter.tsquery})` : undefined;
  if (query) conditions.push(sql`p.search @@ ${query}`);
  if (filter.category) conditions.push(sql`p.category = ${filter.category}`);
  if (filter.type) conditions.push(sql`p.type = ${filter.type}`);
  if (filter.motor) conditions.push(specIs('Motor', motorSpec[filter.motor]));
  if (filter.protocol) conditions.push(specIs('Controller protocol', protocolSpec[filter.protocol]));
  const dir = filter.dir === 'asc' ? sql`asc` : sql`desc`;
  const order =
    filter.sort === 'relevance' && query
      ? sql`ts_rank(p.search, ${query}) desc, p.id asc`
      : filter.sort === 'price'
        ? sql`vp.effective_gross ${dir}, p.id ${dir}`
        : filter.sort === 'name'
          ? sql`${filter.lang === 'en' ? sql`p.name_en` : sql`p.name_pl`} ${dir}, p.id ${dir}`
          : sql`p.created_at ${dir}, p.id ${dir}`;
  const rows = await rowsOf<{ id: number; total: number }>(
    db,
    sql`select p.id, (count(*) over ())::int as total
        from products p
        join variants v on v.product_id = p.id and v.is_default
        join variant_prices vp on vp.variant_id = v.id and vp.currency = ${filter.currency}
        where ${sql.join(conditions, sql` and `)}
        order by ${order}
        limit ${filter.limit} offset ${filter.offset}`,
  );
  if (rows.length > 0 || filter.offset === 0) return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
  // Past the last page: still say how many there are.
  const [count] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as total from products p
        join variants v on v.product_id = p.id and v.is_default
        join variant_prices vp on vp.variant_id = v.id and vp.currency = ${filter.currency}
        where ${sql.join(conditions, sql` and `)}`,
  );
  return { ids: [], total: count?.total ?? 0 };
}

/** Card rows of the given (visible) products, in no particular order. */
export async function cardRows(db: Db, ids: readonly number[], currency: PricedCurrency): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  return rowsOf<CardRow>(
    db,
    sql`select p.id, p.slug_pl, p.slug_en, p.name_pl, p.name_en, p.short_pl, p.short_en, p.category, p.condition,
          p.unit, p.tags, p.availability, p.type, p.min_quantity, p.max_quantity, p.vat_rate,
          v.id as variant_id, v.sku, v.availability as variant_availability, v.available_from::text as available_from,
          v.stock,
          vp.regular_gross, vp.reduced_gross, vp.reduced_since, vp.lowest_prior_gross, vp.b2b_net,
          px.variant_count, px.min_price, px.max_price,
          m.id as media_id, m.drawing, m.file_id, m.alt_pl, m.alt_en
        from products p
        join variants v on v.product_id = p.id and v.is_default
        join variant_prices vp on vp.variant_id = v.id and vp.currency = ${currency}
        cross join lateral (
          select count(*)::int as variant_count, min(vp2.effective_gross) as min_price, max(vp2.effective_gross) as max_price
          from variants v2 join variant_prices vp2 on vp2.variant_id = v2.id and vp2.currency = ${currency}
          where v2.product_id = p.id
        ) px
        left join lateral (
          select pm.id, pm.drawing, pm.file_id, pm.alt_pl, pm.alt_en from product_media pm
          where pm.product_id = p.id order by pm.position, pm.id limit 1
        ) m on true
        where p.availability <> 'hidden' and p.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
}

export type ProductRow = typeof products.$inferSelect;

export interface ProductRows {
  product: ProductRow;
  options: Array<typeof productOptions.$inferSelect>;
  values: Array<typeof optionValues.$inferSelect>;
  variants: Array<typeof variants.$inferSelect & { price: typeof variantPrices.$inferSelect }>;
  media: Array<typeof productMedia.$inferSelect>;
  collectionIds: number[];
  relations: Array<{ type: string; relatedId: number }>;
  /** Who made it (product safety), or null when the product names no manufacturer. */
  manufacturer: typeof manufacturers.$inferSelect | null;
}

/** Everything a product page shows of one product, or undefined for an unknown or hidden product. */
export async function productRows(db: Db, id: number, currency: PricedCurrency): Promise<ProductRows | undefined> {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), ne(products.availability, 'hidden')));
  if (!product) return undefined;
  const [options, variantList, media, memberships, relations, makers] = await Promise.all([
    db.select().from(productOptions).where(eq(productOptions.productId, id)).orderBy(asc(productOptions.position)),
    db
      .select({ variant: variants, price: variantPrices })
      .from(variants)
      .innerJoin(variantPrices, and(eq(variantPrices.variantId, variants.id), eq(variantPrices.currency, currency)))
      .where(eq(variants.productId, id))
      .orderBy(asc(variants.position)),
    db.select().from(productMedia).where(eq(productMedia.productId, id)).orderBy(asc(productMedia.position)),
    db
      .select({ collectionId: productCollections.collectionId })
      .from(productCollections)
      .where(eq(productCollections.productId, id))
      .orderBy(asc(productCollections.position)),
    db
      .select({ type: productRelations.type, relatedId: productRelations.relatedId })
      .from(productRelations)
      .where(eq(productRelations.productId, id))
      .orderBy(asc(productRelations.type), asc(productRelations.position)),
    product.manufacturerId === null
      ? []
      : db.select().from(manufacturers).where(eq(manufacturers.id, product.manufacturerId)),
  ]);
  const values =
    options.length === 0
      ? []
      : await db
          .select()
          .from(optionValues)
          .where(
            inArray(
              optionValues.optionId,
              options.map((option) => option.id),
            ),
          )
          .orderBy(asc(optionValues.position));
  return {
    product,
    options,
    values,
    variants: variantList.map((row) => ({ ...row.variant, price: row.price })),
    media,
    collectionIds: memberships.map((m) => m.collectionId),
    relations,
    manufacturer: makers[0] ?? null,
  };
}

export type CollectionRow = typeof collections.$inferSelect;

export async function activeCollections(db: Db): Promise<CollectionRow[]> {
  return db.select().from(collections).where(eq(collections.state, 'active')).orderBy(asc(collections.position));
}

/** A collection and every active collection below it. */
export function withDescendants(all: readonly CollectionRow[], id: number): number[] {
  const active = new Set(all.map((c) => c.id));
  if (!active.has(id)) return [];
  const found = [id];
  for (let i = 0; i < found.length; i++) {
    for (const child of all) if (child.parentId === found[i] && !found.includes(child.id)) found.push(child.id);
  }
  return found;
}

export async function sitemapRows(db: Db) {
  const [collectionList, productList] = await Promise.all([
    activeCollections(db),
    db
      .select({ id: products.id, slugPl: products.slugPl, slugEn: products.slugEn, updatedAt: products.updatedAt })
      .from(products)
      .where(ne(products.availability, 'hidden'))
      .orderBy(asc(products.id)),
  ]);
  return { collections: collectionList, products: productList };
}
