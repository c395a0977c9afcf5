import type { PricedCurrency, PriceListForPrint, PriceListProduct, StorefrontLanguage } from '@shop/contracts';
import type { Executor } from '@shop/service-kit/db';
import { sql } from 'drizzle-orm';
import { activeCollections, withDescendants } from '../db/catalogue-reads';
import type * as schema from '../db/schema';
import { collectionList } from './collection-menu';

// What a price list prints (documents, issue 16): every visible product with a price in the currency, by top
// collection in menu order like the printed catalogue, each with its variants' stored prices (variants with
// the same prices sent once, with the options they share) and the collections a dealer's or group's
// discount may be on. The prices are as stored: documents applies the
// list's rule (retail, group or dealer; net or gross; the list's discount), so catalog has one answer for all.

type Db = Executor<typeof schema>;

interface Row {
  product_id: number;
  name: string;
  vat_rate: number;
  sku: string;
  label: string | null;
  regular_gross: number;
  reduced_gross: number | null;
  lowest_prior_gross: number | null;
  b2b_net: number;
  /** Its own collections. */
  member_of: number[];
  /** Its collections with every one above them. */
  collection_ids: number[];
}

/** Visible products in the active collections with their priced variants, the default variant first. */
async function pricedProducts(
  db: Db,
  collectionIds: readonly number[],
  lang: StorefrontLanguage,
  currency: PricedCurrency,
): Promise<Map<number, PriceListProduct & { memberOf: number[] }>> {
  const found = new Map<number, PriceListProduct & { memberOf: number[] }>();
  if (collectionIds.length === 0) return found;
  const en = lang === 'en';
  const ids = sql.join(
    collectionIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select p.id as product_id, ${en ? sql`p.name_en` : sql`p.name_pl`} as name, p.vat_rate, v.sku,
      o.label, vp.regular_gross, vp.reduced_gross, vp.lowest_prior_gross, vp.b2b_net, cs.member_of, anc.collection_ids
    from products p
    join variants v on v.product_id = p.id
    join variant_prices vp on vp.variant_id = v.id and vp.currency = ${currency}
    left join lateral (
      select string_agg(${en ? sql`po.name_en || ': ' || ov.label_en` : sql`po.name_pl || ': ' || ov.label_pl`},
        ', ' order by po.position, po.id) as label
      from product_options po join option_values ov on ov.option_id = po.id
      where po.product_id = p.id and po.variant_axis and ov.id = any(v.value_ids)
    ) o on true
    left join lateral (
      select array_agg(pc.collection_id order by pc.collection_id) as member_of
      from product_collections pc where pc.product_id = p.id
    ) cs on true
    left join lateral (
      with recursive up(id) as (
        select pc.collection_id from product_collections pc where pc.product_id = p.id
        union
        select c.parent_id from collections c join up on c.id = up.id where c.parent_id is not null
      )
      select coalesce(array_agg(up.id order by up.id), '{}'::int[]) as collection_ids from up
    ) anc on true
    where p.availability <> 'hidden'
      and exists (select 1 from product_collections pc where pc.product_id = p.id and pc.collection_id in (${ids}))
    order by p.id, v.is_default desc, v.position, v.id`)) as unknown as { rows: Row[] };
  for (const row of result.rows) {
    let product = found.get(row.product_id);
    if (!product) {
      product = {
        id: row.product_id,
        name: row.name,
        vatRate: row.vat_rate,
        collectionIds: row.collection_ids,
        variants: [],
        memberOf: row.member_of ?? [],
      };
      found.set(row.product_id, product);
    }
    const prices = {
      regularGross: row.regular_gross,
      reducedGross: row.reduced_gross,
      lowestPriorGross: row.lowest_prior_gross,
      b2bNet: row.b2b_net,
    };
    const same = product.variants.find(
      (variant) =>
        variant.regularGross === prices.regularGross &&
        variant.reducedGross === prices.reducedGross &&
        variant.lowestPriorGross === prices.lowestPriorGross &&
        variant.b2bNet === prices.b2bNet,
    );
    if (same) {
      same.otherSkus += 1;
      same.label = sharedOptions(same.label, row.label ?? '');
    } else product.variants.push({ sku: row.sku, otherSkus: 0, label: row.label ?? '', ...prices });
  }
  return found;
}

/** The option values ('Kolor: czerwony') two labels both name, in the first one's order. */
function sharedOptions(label: string, other: string): string {
  const theirs = other.split(', ');
  return label
    .split(', ')
    .filter((option) => option && theirs.includes(option))
    .join(', ');
}

/** The price list's rows: top collections in menu order, each with its products and those below it, by name. */
export async function priceListForPrint(
  db: Db,
  lang: StorefrontLanguage,
  currency: PricedCurrency,
): Promise<PriceListForPrint> {
  const [{ items }, active] = await Promise.all([collectionList(db, lang), activeCollections(db)]);
  const products = await pricedProducts(
    db,
    items.map((item) => item.id),
    lang,
    currency,
  );
  const byName = new Intl.Collator(lang === 'en' ? 'en-GB' : 'pl-PL');
  const collections: PriceListForPrint['collections'] = items
    .filter((item) => item.parentId === null)
    .map((top) => {
      const within = new Set(withDescendants(active, top.id));
      const listed = [...products.values()]
        .filter((product) => product.memberOf.some((id) => within.has(id)))
        .sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id)
        .map(({ memberOf: _, ...product }) => product);
      const { id, slug, slugs, name } = top;
      return { id, slug, slugs, name, products: listed };
    });
  return { currency, collections };
}
