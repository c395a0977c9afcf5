import {
  type CartLine,
  type CartLinesAnswer,
  type CartLinesRequest,
  combinationOf,
  type DealerDiscount,
  dealerDiscountOn,
  isConvertedCurrency,
  MAX_SELLING_QUANTITY,
  type OptionRule,
  type PricedCurrency,
  type ProductCategory,
  type ProductType,
  type Unit,
} from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { Executor } from '@shop/service-kit/db';
import { type SQL, sql } from 'drizzle-orm';
import type * as schema from '../db/schema';
import type { Drawing } from '../media/drawing';
import { categoryKey, imageOf, pictureKey } from '../media/urls';
import { offeredAvailability, shopToday, stockRuleOf } from './availability';
import { type Pricing, shownAmount, storedCurrency } from './converted-prices';
import { priceBlock } from './price-block';
import { isStoredId } from './product-view';

// The lines of a cart as the catalogue prices them for one caller (POST /internal/catalog/cart-lines).
// Orders asks on every cart read, so all lines are answered by one query; names, prices, availability and
// pictures follow the same rules as the product page (price-block.ts, product-view.ts), so the cart never
// shows a price the product page does not.

type Db = Executor<typeof schema>;

interface LineRow {
  ord: number;
  product_id: number | null;
  name_pl: string;
  name_en: string;
  slug_pl: string;
  slug_en: string;
  category: ProductCategory;
  type: ProductType;
  unit: Unit;
  vat_rate: number;
  product_availability: string;
  min_quantity: number;
  max_quantity: number;
  variant_id: number | null;
  sku: string;
  variant_availability: string;
  available_from: string | null;
  stock: number;
  regular_gross: number;
  reduced_gross: number | null;
  reduced_since: string | Date | null;
  lowest_prior_gross: number | null;
  b2b_net: number;
  media_id: number | null;
  drawing: Drawing | null;
  file_id: string | null;
  alt_pl: string | null;
  alt_en: string | null;
  label_pl: string | null;
  label_en: string | null;
  collection_ids: number[];
  extras: ExtraRow[];
}

/** An option of the product that does not make variants, as the query's json gives it. */
interface ExtraRow {
  id: number;
  code: string;
  name_pl: string;
  name_en: string;
  kind: OptionRule['kind'];
  display: string;
  required: boolean;
  max_length: number | null;
  min: number | null;
  max: number | null;
  future_only: boolean;
  values: { id: number; label_pl: string; label_en: string; delta: number | null }[];
}

function ruleOf(extra: ExtraRow, en: boolean, pricing: Pricing): OptionRule {
  return {
    id: extra.id,
    code: extra.code,
    name: en ? extra.name_en : extra.name_pl,
    kind: extra.kind,
    display: extra.display,
    required: extra.required,
    ...(extra.max_length !== null ? { maxLength: extra.max_length } : {}),
    ...(extra.min !== null ? { min: extra.min } : {}),
    ...(extra.max !== null ? { max: extra.max } : {}),
    ...(extra.future_only ? { futureOnly: true } : {}),
    values: extra.values.map((v) => ({
      id: v.id,
      label: en ? v.label_en : v.label_pl,
      priceDelta: v.delta ? shownAmount(v.delta, pricing) : 0,
    })),
  };
}

/** A combination naming one value twice can match no variant (as on the product page). */
const NO_VARIANT = '-';

function combinationAsked(c: string | undefined): string | null {
  if (c === undefined) return null;
  const ids = c.split('-').map(Number);
  return new Set(ids).size === ids.length ? combinationOf(ids) : NO_VARIANT;
}

/** An id too large to be stored as 0, which names nothing (the line is answered not found). */
const storedIdOr0 = (id: number) => (isStoredId(id) ? id : 0);

/**
 * One row per asked line, in order: the product unless hidden, the variant asked for (by id, else by
 * combination, else the default one) among those priced in the currency, its first picture (one of its
 * colour or a common one) and its option values as a label.
 */
function linesQuery(request: CartLinesRequest, stored: PricedCurrency): SQL {
  const asked = sql.join(
    request.lines.map(
      (line, ord) =>
        sql`(${ord}::int, ${storedIdOr0(line.productId)}::int, ${line.variantId === undefined ? null : storedIdOr0(line.variantId)}::int, ${combinationAsked(line.combination)}::text)`,
    ),
    sql`, `,
  );
  return sql`
    select r.ord, p.id as product_id, p.name_pl, p.name_en, p.slug_pl, p.slug_en, p.category, p.type, p.unit,
      p.vat_rate, p.availability as product_availability, p.min_quantity, p.max_quantity,
      v.id as variant_id, v.sku, v.availability as variant_availability, v.available_from, v.stock,
      v.regular_gross, v.reduced_gross, v.reduced_since, v.lowest_prior_gross, v.b2b_net,
      m.id as media_id, m.drawing, m.file_id, m.alt_pl, m.alt_en, o.label_pl, o.label_en, cs.collection_ids,
      x.extras
    from (values ${asked}) as r(ord, product_id, variant_id, combination)
    left join products p on p.id = r.product_id and p.availability <> 'hidden'
    left join lateral (
      select v.id, v.sku, v.availability, v.available_from::text as available_from, v.stock, v.value_ids,
        vp.regular_gross, vp.reduced_gross, vp.reduced_since, vp.lowest_prior_gross, vp.b2b_net
      from variants v
      join variant_prices vp on vp.variant_id = v.id and vp.currency = ${stored}
      where v.product_id = p.id and case
        when r.variant_id is not null then v.id = r.variant_id
        when r.combination is not null then v.combination = r.combination
        else true end
      order by v.is_default desc, v.position, v.id
      limit 1
    ) v on true
    left join lateral (
      select pm.id, pm.drawing, pm.file_id, pm.alt_pl, pm.alt_en from product_media pm
      where pm.product_id = p.id and (pm.value_id is null or pm.value_id = any(v.value_ids))
      order by pm.position, pm.id
      limit 1
    ) m on true
    left join lateral (
      select string_agg(po.name_pl || ': ' || ov.label_pl, ', ' order by po.position, po.id) as label_pl,
        string_agg(po.name_en || ': ' || ov.label_en, ', ' order by po.position, po.id) as label_en
      from product_options po join option_values ov on ov.option_id = po.id
      where po.product_id = p.id and po.variant_axis and ov.id = any(v.value_ids)
    ) o on true
    left join lateral (
      select coalesce(json_agg(json_build_object(
        'id', po.id, 'code', po.code, 'name_pl', po.name_pl, 'name_en', po.name_en, 'kind', po.kind,
        'display', po.display, 'required', po.required, 'max_length', po.max_length, 'min', po.min_value,
        'max', po.max_value, 'future_only', po.future_only,
        'values', (
          select coalesce(json_agg(json_build_object('id', ov.id, 'label_pl', ov.label_pl, 'label_en', ov.label_en,
            'delta', (ov.price_deltas ->> ${stored})::int) order by ov.position, ov.id), '[]'::json)
          from option_values ov where ov.option_id = po.id)
      ) order by po.position, po.id), '[]'::json) as extras
      from product_options po
      where po.product_id = p.id and not po.variant_axis
    ) x on true
    left join lateral (
      with recursive up(id) as (
        select pc.collection_id from product_collections pc where pc.product_id = p.id
        union
        select c.parent_id from collections c join up on c.id = up.id where c.parent_id is not null
      )
      select coalesce(array_agg(up.id order by up.id), '{}'::int[]) as collection_ids from up
    ) cs on true
    order by r.ord`;
}

function lineOf(
  row: LineRow,
  request: CartLinesRequest,
  pricing: Pricing,
  discounts: readonly DealerDiscount[],
  today: string,
): CartLine {
  const asked = request.lines[row.ord]!;
  if (row.product_id === null)
    return { productId: asked.productId, variantId: asked.variantId ?? null, found: false, reason: 'not_found' };
  if (row.variant_id === null)
    return { productId: asked.productId, variantId: asked.variantId ?? null, found: false, reason: 'missing_variant' };
  const en = request.lang === 'en';
  const name = en ? row.name_en : row.name_pl;
  const key = pictureKey({ id: row.media_id, drawing: row.drawing, fileId: row.file_id }) ?? categoryKey(row.category);
  const b2b = request.customerType === 'b2b';
  const price = priceBlock(
    {
      regularGross: row.regular_gross,
      reducedGross: row.reduced_gross,
      reducedSince: row.reduced_since,
      lowestPriorGross: row.lowest_prior_gross,
      b2bNet: row.b2b_net,
    },
    row.vat_rate,
    pricing,
    b2b ? 'b2b' : 'retail',
    b2b ? (dealerDiscountOn(discounts, row.collection_ids ?? [])?.percent ?? 0) : 0,
  );
  const facts = {
    productAvailability: row.product_availability,
    variantAvailability: row.variant_availability,
    availableFrom: row.available_from,
    type: row.type,
  };
  return {
    productId: row.product_id,
    variantId: row.variant_id,
    found: true,
    sku: row.sku,
    name,
    slug: en ? row.slug_en : row.slug_pl,
    image: imageOf(key, name).widths[0]!.url,
    optionsLabel: (en ? row.label_en : row.label_pl) ?? '',
    category: row.category,
    type: row.type,
    unit: row.unit,
    vatRate: row.vat_rate,
    availability: offeredAvailability({ ...facts, stock: row.stock }, today),
    stock: Math.max(0, row.stock),
    stockLimited: stockRuleOf(facts, today) === 'held',
    collectionIds: row.collection_ids ?? [],
    minQuantity: row.min_quantity,
    maxQuantity: Math.min(row.max_quantity, MAX_SELLING_QUANTITY),
    unitGross: price.gross,
    unitNet: price.net,
    regularGross: price.regular,
    currency: request.currency,
    extras: (row.extras ?? []).map((extra) => ruleOf(extra, en, pricing)),
  };
}

/**
 * The catalogue's answer for each asked line, in the order asked; a dealer's (customerType 'b2b') priced
 * less `discounts`, theirs as accounts answers them (dealer-discounts.ts).
 */
export async function cartLines(
  db: Db,
  request: CartLinesRequest,
  discounts: readonly DealerDiscount[] = [],
  today = shopToday(),
): Promise<CartLinesAnswer> {
  const pricing = pricingOf(request);
  if (request.lines.length === 0) return { lines: [] };
  const result = (await db.execute(linesQuery(request, storedCurrency(pricing)))) as unknown as { rows: LineRow[] };
  return { lines: result.rows.map((row) => lineOf(row, request, pricing, discounts, today)) };
}

/** The request's currency with its rate: a converted currency without one is the caller's mistake. */
function pricingOf(request: CartLinesRequest): Pricing {
  if (!isConvertedCurrency(request.currency)) return { currency: request.currency, conversion: null };
  if (!request.ratePln)
    throw new AppError('bad_request', { detail: `prices in ${request.currency} need the caller's rate (ratePln)` });
  return { currency: request.currency, conversion: { ratePln: request.ratePln } };
}
