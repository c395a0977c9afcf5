import type { Executor } from '@shop/service-kit/db';
import type { CatalogContext } from '../context';
import { catalogueChanged } from '../http/catalogue-cache';
import { demoCatalogue } from '../seed/catalogue';
import type * as schema from './schema';
import { collections } from './schema';
import { seedDefinitions } from './seed-definitions';
import { insertProducts } from './seed-products';
import { seedProductSafety } from './seed-safety';

type CollectionSeed = typeof collections.$inferInsert;

/** The collection tree of the shop. Ids are public (they are in URLs) and must never change. */
export const collectionTree: CollectionSeed[] = [
  {
    id: 59,
    parentId: null,
    position: 1,
    slugPl: 'rowery-elektryczne',
    slugEn: 'electric-bikes',
    namePl: 'Rowery elektryczne',
    nameEn: 'Electric bikes',
  },
  {
    id: 61,
    parentId: 59,
    position: 1,
    slugPl: 'miejskie-rowery-elektryczne',
    slugEn: 'city-electric-bikes',
    namePl: 'Miejskie',
    nameEn: 'City',
  },
  {
    id: 62,
    parentId: 59,
    position: 2,
    slugPl: 'skladane-rowery-elektryczne',
    slugEn: 'folding-city-electric-bikes',
    namePl: 'Miejskie składane',
    nameEn: 'City folding',
  },
  {
    id: 90,
    parentId: 59,
    position: 3,
    slugPl: 'gorskie-rowery-elektryczne-mtb',
    slugEn: 'mtb-electric-bikes',
    namePl: 'Górskie MTB',
    nameEn: 'MTB',
  },
  {
    id: 63,
    parentId: 59,
    position: 4,
    slugPl: 'trekkingowe-rowery-elektryczne',
    slugEn: 'trekking-electric-bikes',
    namePl: 'Trekkingowe',
    nameEn: 'Trekking',
  },
  {
    id: 64,
    parentId: 59,
    position: 5,
    slugPl: 'rowery-elektryczne-suv',
    slugEn: 'suv-electric-bikes',
    namePl: 'SUV',
    nameEn: 'SUV',
  },
  {
    id: 65,
    parentId: 59,
    position: 6,
    slugPl: 'rowery-elektryczne-speed-40-kmh',
    slugEn: 'speed-electric-bikes-40-kmh',
    namePl: 'Speed 40 km/h',
    nameEn: 'Speed bikes 40 km/h',
  },
  {
    id: 100,
    parentId: null,
    position: 2,
    slugPl: 'czesci-i-akcesoria',
    slugEn: 'parts-and-accessories',
    namePl: 'Części i akcesoria',
    nameEn: 'Parts and accessories',
  },
  {
    id: 101,
    parentId: 100,
    position: 1,
    slugPl: 'akumulatory',
    slugEn: 'batteries',
    namePl: 'Akumulatory',
    nameEn: 'Batteries',
  },
  { id: 102, parentId: 100, position: 2, slugPl: 'silniki', slugEn: 'motors', namePl: 'Silniki', nameEn: 'Motors' },
  {
    id: 103,
    parentId: 100,
    position: 3,
    slugPl: 'zestawy-do-konwersji',
    slugEn: 'conversion-sets',
    namePl: 'Zestawy do konwersji',
    nameEn: 'Conversion sets',
  },
  {
    id: 104,
    parentId: 100,
    position: 4,
    slugPl: 'ladowarki',
    slugEn: 'chargers',
    namePl: 'Ładowarki',
    nameEn: 'Chargers',
  },
  {
    id: 105,
    parentId: 100,
    position: 5,
    slugPl: 'wyswietlacze',
    slugEn: 'displays',
    namePl: 'Wyświetlacze',
    nameEn: 'Displays',
  },
  {
    id: 106,
    parentId: 100,
    position: 6,
    slugPl: 'akcesoria',
    slugEn: 'accessories',
    namePl: 'Akcesoria',
    nameEn: 'Accessories',
  },
  {
    id: 70,
    parentId: null,
    position: 3,
    slugPl: 'nowosci',
    slugEn: 'new-models',
    namePl: 'Nowe modele',
    nameEn: 'New models',
  },
  {
    id: 71,
    parentId: null,
    position: 4,
    slugPl: 'popularne',
    slugEn: 'popular',
    namePl: 'Popularne',
    nameEn: 'Popular',
  },
  { id: 72, parentId: null, position: 5, slugPl: 'promocje', slugEn: 'deals', namePl: 'Promocje', nameEn: 'Deals' },
  { id: 73, parentId: null, position: 6, slugPl: 'outlet', slugEn: 'outlet', namePl: 'Outlet', nameEn: 'Outlet' },
];

/** Inserts the collections that are missing; never overwrites what staff have changed since. */
export async function seedCollections(db: Executor<typeof schema>): Promise<void> {
  const parentsFirst = [...collectionTree].sort((a, b) => Number(a.parentId !== null) - Number(b.parentId !== null));
  await db.insert(collections).values(parentsFirst).onConflictDoNothing({ target: collections.id });
}

/**
 * The demo catalogue (collections, then about 210 products; `DEMO_PRODUCTS` asks for more, e.g. 600 for
 * a benchmark). Only what is missing is inserted.
 */
export async function seedCatalogue(context: CatalogContext): Promise<void> {
  await seedCollections(context.db);
  const wanted = Number(context.env.DEMO_PRODUCTS ?? 0);
  const seeds = demoCatalogue(Number.isFinite(wanted) ? wanted : 0);
  await insertProducts(context.db, seeds);
  await seedProductSafety(context.db, seeds);
  await seedDefinitions(context.db);
  catalogueChanged(context);
}
