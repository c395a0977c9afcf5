import type { ListAnswer, Shop, ShopsQuery, ShopTag, StorefrontLanguage } from '@shop/contracts';
import type { Database } from '@shop/service-kit/db';
import { listAnswerOf, listOffset, listOrder } from '@shop/service-kit/db';
import { and, arrayContains, count, like, type SQL } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { shops } from '../db/schema';
import { fold } from './fold';
import { regionName } from './regions';

type ShopRow = typeof shops.$inferSelect;

/** A shop is premium when it offers both service and test rides (SPEC §3); the tag is never stored. */
export function tagsOf(stored: readonly string[]): ShopTag[] {
  const tags = stored.filter((tag) => tag !== 'premium') as ShopTag[];
  return tags.includes('service') && tags.includes('test') ? [...tags, 'premium'] : tags;
}

function tagCondition(tag: ShopTag): SQL {
  return tag === 'premium' ? arrayContains(shops.tags, ['service', 'test']) : arrayContains(shops.tags, [tag]);
}

/** Every word of the place must appear in the shop's address text (city, voivodeship, zip, street, name). */
function placeConditions(place: string): SQL[] {
  return fold(place.replace(/[%_\\]/g, ' '))
    .split(' ')
    .filter(Boolean)
    .map((word) => like(shops.searchText, `%${word}%`));
}

export function toShop(row: ShopRow, lang: StorefrontLanguage): Shop {
  return {
    id: row.id,
    name: row.name,
    street: row.street,
    zip: row.zip,
    city: row.city,
    region: row.region,
    regionName: regionName(row.region, lang),
    lat: row.lat,
    lng: row.lng,
    website: row.website,
    phones: row.phones,
    email: row.email,
    tags: tagsOf(row.tags),
    collections: row.collections,
    openingHours: row.openingHours,
  };
}

/** The store locator's search: filters by tag, place and carried collection; an empty list when nothing fits. */
export async function findShops(
  db: Database<typeof schema>,
  query: ShopsQuery,
  lang: StorefrontLanguage,
): Promise<ListAnswer<Shop>> {
  const { tag, place, collection } = query.filters;
  const conditions: SQL[] = [];
  if (tag) conditions.push(tagCondition(tag));
  if (place) conditions.push(...placeConditions(place));
  if (collection) conditions.push(arrayContains(shops.collections, [collection]));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(shops)
      .where(where)
      // The search text begins with the folded city, so Łódź sorts between Lublin and Olsztyn.
      .orderBy(...listOrder(query, { city: shops.searchText, name: shops.name }, shops.id))
      .limit(query.limit)
      .offset(listOffset(query)),
    db.select({ value: count() }).from(shops).where(where),
  ]);
  return listAnswerOf(
    rows.map((row) => toShop(row, lang)),
    total?.value ?? 0,
    query,
  );
}

/** What the place search looks through, folded once when a shop is written. */
export function shopSearchText(shop: { name: string; street: string; zip: string; city: string; region: string }) {
  const region = [regionName(shop.region, 'pl'), regionName(shop.region, 'en')].join(' ');
  return fold([shop.city, shop.zip, shop.street, region, shop.name].join(' '));
}
