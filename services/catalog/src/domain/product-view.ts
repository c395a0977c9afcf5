import {
  type CollectionRef,
  combinationOf,
  type DealerDiscount,
  dealerDiscountOn,
  isOrderable,
  MAX_SELLING_QUANTITY,
  type ProductCard,
  type ProductDetail,
  type ProductImage,
  type ProductSafety,
  type RelationType,
  type StorefrontLanguage,
} from '@shop/contracts';
import type { CardRow, CollectionRow, ProductRows } from '../db/catalogue-reads';
import { categoryKey, imageOf, pictureKey } from '../media/urls';
import { offeredAvailability } from './availability';
import { type Pricing, shownDelta } from './converted-prices';
import { type PriceKind, priceBlock } from './price-block';

// Database rows into the answers of the contract, in the caller's language, currency and price kind.

export interface View extends Pricing {
  lang: StorefrontLanguage;
  kind: PriceKind;
  /** A dealer's discounts (kind 'b2b'; empty for everyone else): dealer-discounts.ts. */
  discounts: readonly DealerDiscount[];
  /** The shop's today, yyyy-mm-dd (availability.ts: goods available from a date). */
  today: string;
}

const text = (row: Record<string, unknown>, field: string, lang: StorefrontLanguage) =>
  String(row[`${field}${lang === 'en' ? 'En' : 'Pl'}`] ?? '');

/** Whether an id a caller sent can name a row: ids are PostgreSQL integers, and a larger one fails a query. */
export const isStoredId = (id: number) => id <= 2_147_483_647;

/**
 * The percent a dealer's discount takes off a product's B2B net: the best of theirs that covers one of
 * `collectionIds` (the product's collections and those above them); 0 for retail callers and when none does.
 */
export function dealerPercentOn(view: View, collectionIds: readonly number[]): number {
  if (view.kind !== 'b2b') return 0;
  return dealerDiscountOn(view.discounts, collectionIds)?.percent ?? 0;
}

/** A card; `dealerPercent` is the caller's discount on the product (dealerPercentOn). */
export function productCard(row: CardRow, view: View, dealerPercent = 0): ProductCard {
  const name = view.lang === 'en' ? row.name_en : row.name_pl;
  const key = pictureKey({ id: row.media_id, drawing: row.drawing, fileId: row.file_id });
  const image = key
    ? imageOf(key, (view.lang === 'en' ? row.alt_en : row.alt_pl) ?? name)
    : imageOf(categoryKey(row.category), name);
  const card: ProductCard = {
    id: row.id,
    slug: view.lang === 'en' ? row.slug_en : row.slug_pl,
    slugs: { pl: row.slug_pl, en: row.slug_en },
    name,
    shortDescription: view.lang === 'en' ? row.short_en : row.short_pl,
    sku: row.sku,
    category: row.category,
    condition: row.condition as ProductCard['condition'],
    unit: row.unit as ProductCard['unit'],
    tags: row.tags,
    availability: offeredAvailability(
      {
        productAvailability: row.availability,
        variantAvailability: row.variant_availability,
        availableFrom: row.available_from,
        type: row.type,
        stock: row.stock,
      },
      view.today,
    ),
    image,
    price: priceBlock(
      {
        regularGross: row.regular_gross,
        reducedGross: row.reduced_gross,
        reducedSince: row.reduced_since,
        lowestPriorGross: row.lowest_prior_gross,
        b2bNet: row.b2b_net,
      },
      row.vat_rate,
      view,
      view.kind,
      dealerPercent,
    ),
    priceFrom: row.variant_count > 1 && row.min_price !== row.max_price,
    hasVariants: row.variant_count > 1,
    variantId: row.variant_id,
    minQuantity: row.min_quantity,
    maxQuantity: Math.min(row.max_quantity, MAX_SELLING_QUANTITY),
  };
  if (card.availability === 'available_from' && row.available_from) card.availableFrom = row.available_from;
  return card;
}

export type Chosen = ProductRows['variants'][number];

/**
 * The variant a combination names: one value of every variant option, in any order. Undefined when no
 * variant has exactly these values (a value of another product, two of one option, one missing, or a
 * combination the factory does not make). Without a combination, the default variant.
 */
export function chooseVariant(rows: ProductRows, c: string | undefined): Chosen | undefined {
  if (c === undefined) return rows.variants.find((v) => v.isDefault) ?? rows.variants[0];
  const ids = c.split('-').map(Number);
  if (new Set(ids).size !== ids.length) return undefined;
  return rows.variants.find((variant) => variant.combination === combinationOf(ids));
}

export function collectionRefs(
  ids: readonly number[],
  primary: number | null,
  all: readonly CollectionRow[],
  lang: StorefrontLanguage,
): CollectionRef[] {
  const byId = new Map(all.map((c) => [c.id, c]));
  const ordered = primary !== null && ids.includes(primary) ? [primary, ...ids.filter((id) => id !== primary)] : ids;
  return ordered.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id,
        slug: lang === 'en' ? row.slugEn : row.slugPl,
        slugs: { pl: row.slugPl, en: row.slugEn },
        name: lang === 'en' ? row.nameEn : row.namePl,
      },
    ];
  });
}

export interface DetailInputs {
  rows: ProductRows;
  chosen: Chosen;
  collections: readonly CollectionRow[];
  /** Cards of related products, by id. */
  related: ReadonlyMap<number, ProductCard>;
  /** The caller's discount on this product (dealerPercentOn); 0 when none. */
  dealerPercent?: number;
}

export function productDetail(
  { rows, chosen, collections, related, dealerPercent = 0 }: DetailInputs,
  view: View,
): ProductDetail {
  const { product, lang } = { product: rows.product, lang: view.lang };
  const offered = (v: Chosen) =>
    offeredAvailability(
      {
        productAvailability: product.availability,
        variantAvailability: v.availability,
        availableFrom: v.availableFrom,
        type: product.type,
        stock: v.stock,
      },
      view.today,
    );
  const name = lang === 'en' ? product.nameEn : product.namePl;
  const pictureOf = (media: ProductRows['media'][number]): ProductImage =>
    imageOf(pictureKey(media) ?? categoryKey(product.category as never), lang === 'en' ? media.altEn : media.altPl);
  const chosenValues = new Set(chosen.valueIds);
  const shown = rows.media.filter((m) => m.valueId === null || chosenValues.has(m.valueId));
  const gallery = shown.length > 0 ? shown.map(pictureOf) : [imageOf(categoryKey(product.category as never), name)];

  const relationGroups = new Map<RelationType, ProductCard[]>();
  for (const relation of rows.relations) {
    const card = related.get(relation.relatedId);
    if (!card) continue;
    const type = relation.type as RelationType;
    relationGroups.set(type, [...(relationGroups.get(type) ?? []), card]);
  }

  const price = (v: Chosen) => priceBlock(v.price, product.vatRate, view, view.kind, dealerPercent);
  const detail: ProductDetail = {
    id: product.id,
    slug: lang === 'en' ? product.slugEn : product.slugPl,
    slugs: { pl: product.slugPl, en: product.slugEn },
    name,
    shortDescription: text(product, 'short', lang),
    description: text(product, 'description', lang),
    sku: chosen.sku,
    category: product.category as ProductDetail['category'],
    type: product.type as ProductDetail['type'],
    condition: product.condition as ProductDetail['condition'],
    unit: product.unit as ProductDetail['unit'],
    tags: product.tags,
    availability: offered(chosen),
    stock: Math.max(0, chosen.stock),
    processingTime: product.processingTime as ProductDetail['processingTime'],
    minQuantity: product.minQuantity,
    maxQuantity: Math.min(product.maxQuantity, MAX_SELLING_QUANTITY),
    price: price(chosen),
    collections: collectionRefs(rows.collectionIds, product.primaryCollectionId, collections, lang),
    gallery,
    specs: product.specs.map((s) => ({ group: s.group[lang], name: s.name[lang], value: s.value[lang] })),
    downloads: product.downloads.flatMap((d) => {
      const media = d.mediaPosition === undefined ? undefined : rows.media[d.mediaPosition];
      const url = media ? pictureOf(media).original : d.url;
      return url ? [{ name: d.name[lang], url, fileType: d.fileType, mediaType: d.mediaType }] : [];
    }),
    relations: [...relationGroups].map(([type, products]) => ({ type, products })),
    options: rows.options.map((option) => ({
      id: option.id,
      code: option.code,
      name: lang === 'en' ? option.nameEn : option.namePl,
      kind: option.kind as ProductDetail['options'][number]['kind'],
      display: option.display as ProductDetail['options'][number]['display'],
      required: option.required,
      variantAxis: option.variantAxis,
      ...(option.maxLength !== null ? { maxLength: option.maxLength } : {}),
      ...(option.minValue !== null ? { min: option.minValue } : {}),
      ...(option.maxValue !== null ? { max: option.maxValue } : {}),
      ...(option.futureOnly ? { futureOnly: true } : {}),
      values: rows.values
        .filter((value) => value.optionId === option.id)
        .map((value) => {
          const picture = rows.media.find((m) => m.valueId === value.id);
          return {
            id: value.id,
            label: lang === 'en' ? value.labelEn : value.labelPl,
            ...(value.color ? { color: value.color } : {}),
            ...(shownDelta(value.priceDeltas, view) ? { priceDelta: shownDelta(value.priceDeltas, view) } : {}),
            ...(option.display === 'images' && picture ? { image: pictureOf(picture) } : {}),
            available:
              !option.variantAxis ||
              rows.variants.some((v) => v.valueIds.includes(value.id) && isOrderable(offered(v))),
          };
        }),
    })),
    variants: rows.variants.map((v) => ({
      id: v.id,
      c: v.combination,
      valueIds: v.valueIds,
      sku: v.sku,
      ...(v.barcode ? { barcode: v.barcode } : {}),
      availability: offered(v),
      ...(v.availableFrom ? { availableFrom: v.availableFrom } : {}),
      stock: Math.max(0, v.stock),
      price: price(v),
    })),
    chosen: { variantId: chosen.id, c: chosen.combination, valueIds: chosen.valueIds },
    updatedAt: product.updatedAt.toISOString(),
  };
  const safety = productSafety(rows, lang);
  if (safety) detail.safety = safety;
  if (chosen.barcode) detail.barcode = chosen.barcode;
  if (detail.availability === 'available_from' && chosen.availableFrom) detail.availableFrom = chosen.availableFrom;
  return detail;
}

/**
 * What the product page shows for product safety (GPSR art. 19): the manufacturer, the EU responsible person
 * of a maker outside the EU, and the warnings in the page's language (the other's when only that one is
 * written). Nothing for a product that names no manufacturer (services, downloads, gift cards).
 */
export function productSafety(rows: ProductRows, lang: StorefrontLanguage): ProductSafety | undefined {
  const { manufacturer: maker, product } = rows;
  if (!maker) return undefined;
  const contact = (c: {
    name: string;
    address: string;
    country: string;
    email: string | null;
    web: string | null;
  }) => ({
    name: c.name,
    address: c.address,
    country: c.country,
    ...(c.email ? { email: c.email } : {}),
    ...(c.web ? { web: c.web } : {}),
  });
  const safety: ProductSafety = {
    manufacturer: contact(maker),
    warnings: (lang === 'en' ? product.safetyEn || product.safetyPl : product.safetyPl || product.safetyEn).trim(),
  };
  if (maker.responsibleName && maker.responsibleAddress)
    safety.responsiblePerson = contact({
      name: maker.responsibleName,
      address: maker.responsibleAddress,
      country: maker.responsibleCountry ?? '',
      email: maker.responsibleEmail,
      web: maker.responsibleWeb,
    });
  return safety;
}
