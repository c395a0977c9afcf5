import {
  AUTOCOMPLETE_MIN_LENGTH,
  type ProductCard,
  type ProductDetail,
  type ProductList,
  type ProductListQuery,
  type SearchSuggestions,
} from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { Executor } from '@shop/service-kit/db';
import { activeCollections, cardRows, listProductIds, productRows, withDescendants } from '../db/catalogue-reads';
import { collectionsAbove } from '../db/collections-above';
import type * as schema from '../db/schema';
import { foldText, prefixQuery } from '../search/fold';
import { storedCurrency } from './converted-prices';
import {
  chooseVariant,
  collectionRefs,
  dealerPercentOn,
  isStoredId,
  productCard,
  productDetail,
  type View,
} from './product-view';

// The catalogue's read use cases: a page of products, one product with a chosen variant, suggestions.

type Db = Executor<typeof schema>;

/** For a dealer with discounts, each product's collections and those above (what a discount may be on). */
async function dealerCollections(db: Db, ids: readonly number[], view: View): Promise<Map<number, number[]>> {
  if (view.kind !== 'b2b' || view.discounts.length === 0) return new Map();
  return collectionsAbove(db, ids);
}

/** Cards of `ids`, in that order (products hidden meanwhile are left out). */
export async function productCards(db: Db, ids: readonly number[], view: View): Promise<ProductCard[]> {
  const [rows, above] = await Promise.all([cardRows(db, ids, storedCurrency(view)), dealerCollections(db, ids, view)]);
  const byId = new Map(
    rows.map((row) => [row.id, productCard(row, view, dealerPercentOn(view, above.get(row.id) ?? []))]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function listProducts(db: Db, query: ProductListQuery, view: View): Promise<ProductList> {
  const collectionIds =
    query.collection === undefined ? undefined : withDescendants(await activeCollections(db), query.collection);
  const tsquery = query.q === undefined ? undefined : prefixQuery(query.q);
  const empty = { items: [], total: 0, page: query.page, limit: query.limit };
  // A search text with no letters or digits matches nothing rather than everything.
  if (query.q !== undefined && tsquery === undefined) return empty;
  const sort = query.sort ?? (tsquery ? 'relevance' : 'createdAt');
  const dir = query.dir ?? 'desc';
  const { ids, total } = await listProductIds(db, {
    collectionIds,
    tsquery,
    category: query.category,
    type: query.type,
    motor: query.motor,
    protocol: query.protocol,
    sort,
    dir,
    lang: view.lang,
    currency: storedCurrency(view),
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { items: await productCards(db, ids, view), total, page: query.page, limit: query.limit };
}

export async function productPage(db: Db, id: number, c: string | undefined, view: View): Promise<ProductDetail> {
  const rows = isStoredId(id) ? await productRows(db, id, storedCurrency(view)) : undefined;
  if (!rows) throw new AppError('product_not_found');
  const chosen = chooseVariant(rows, c);
  if (!chosen) throw new AppError('missing_variant');
  const relatedIds = [...new Set(rows.relations.map((r) => r.relatedId))];
  const [collections, related, above] = await Promise.all([
    activeCollections(db),
    productCards(db, relatedIds, view),
    dealerCollections(db, [id], view),
  ]);
  return productDetail(
    {
      rows,
      chosen,
      collections,
      related: new Map(related.map((card) => [card.id, card])),
      dealerPercent: dealerPercentOn(view, above.get(id) ?? []),
    },
    view,
  );
}

export async function suggestions(db: Db, typed: string, view: View): Promise<SearchSuggestions> {
  const query = typed.trim();
  const tsquery = prefixQuery(query);
  if (query.length < AUTOCOMPLETE_MIN_LENGTH || !tsquery) return { query, products: [], collections: [] };
  const [{ ids }, all] = await Promise.all([
    listProductIds(db, {
      tsquery,
      sort: 'relevance',
      dir: 'desc',
      lang: view.lang,
      currency: storedCurrency(view),
      limit: 8,
      offset: 0,
    }),
    activeCollections(db),
  ]);
  const cards = await productCards(db, ids, view);
  const words = foldText(query).split(/\s+/).filter(Boolean);
  const matching = all
    .filter((c) => {
      const name = foldText(view.lang === 'en' ? c.nameEn : c.namePl);
      return words.every((word) => name.split(/\s+/).some((part) => part.startsWith(word)));
    })
    .slice(0, 3);
  return {
    query,
    products: cards.map(({ id, slug, name, category, image, price }) => ({ id, slug, name, category, image, price })),
    collections: collectionRefs(
      matching.map((c) => c.id),
      null,
      all,
      view.lang,
    ),
  };
}
