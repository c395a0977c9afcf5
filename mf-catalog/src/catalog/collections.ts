import type { StorefrontLanguage } from '@shop/i18n';
import { pathFor } from '@shop/platform';
import { fetchProducts } from '../api/catalog';

/** The collections SPEC §2 names, with the catalogue's own slugs: the shop links to them everywhere. */
export const knownCollections = {
  ebikes: { id: 59, slug: { pl: 'rowery-elektryczne', en: 'electric-bikes' } },
  mtb: { id: 90, slug: { pl: 'gorskie-rowery-elektryczne-mtb', en: 'mtb-electric-bikes' } },
} as const;

export type KnownCollection = keyof typeof knownCollections;

export function collectionPath(key: KnownCollection, lang: StorefrontLanguage): string {
  const collection = knownCollections[key];
  return pathFor('collection', lang, { id: collection.id, slug: collection.slug[lang] });
}

/** The name key of a collection the shop knows before the catalogue answers. */
export function knownCollectionOf(id: string | undefined): KnownCollection | undefined {
  return (Object.keys(knownCollections) as KnownCollection[]).find((key) => String(knownCollections[key].id) === id);
}

/** How many of the newest e-bikes the home page shows (its loading state keeps the room of as many). */
export const FEATURED_COUNT = 8;

/** The home page's query of its newest e-bikes: its key and its load (fetched ahead too: first-answer.ts). */
export function featuredQuery(lang: StorefrontLanguage) {
  return {
    key: `featured-${lang}`,
    load: (signal: AbortSignal) =>
      fetchProducts({ collection: knownCollections.ebikes.id, limit: FEATURED_COUNT }, signal),
  };
}
