import type { Availability, ProductType } from '@shop/contracts';
import type { Database } from '@shop/service-kit/db';
import { eq, inArray } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { collections, variants } from '../db/schema';
import { insertProducts } from '../db/seed-products';
import { amounts, type ProductSeed, t, type VariantSeed } from '../seed/product-seed';

// Products with known stock for the tests of cart lines and stock reservations (not demo data: the demo
// catalogue's stock is random, and a test must know what it starts from).

type Db = Database<typeof schema>;

const bike = (color: string) =>
  ({ kind: 'bike', frame: 'city', color, motor: 'rear', view: 'side', label: '' }) as const;

export function fixtureProduct(
  id: number,
  options: {
    name?: string;
    availability?: Availability;
    type?: ProductType;
    withOptions?: boolean;
    variants?: VariantSeed[];
    /** Reduced to this share of the regular price 5 days ago. */
    reducedTo?: number;
  } = {},
): ProductSeed {
  const name = options.name ?? `Rower testowy ${id}`;
  const withOptions = options.withOptions ?? false;
  return {
    id,
    slug: t(`rower-testowy-${id}`, `test-bike-${id}`),
    name: t(name, `Test bike ${id}`),
    short: t('', ''),
    description: t('', ''),
    category: 'bike',
    type: options.type ?? 'physical',
    condition: 'new',
    unit: 'pc',
    availability: options.availability ?? 'available',
    processingTime: '48h',
    vatRate: 23,
    minQuantity: 1,
    maxQuantity: 5,
    tags: [],
    specs: [],
    downloads: [],
    collections: [59],
    primaryCollection: 59,
    options: withOptions
      ? [
          {
            code: 'color',
            name: t('Kolor', 'Colour'),
            kind: 'SELECT',
            display: 'colors',
            required: true,
            variantAxis: true,
            values: [
              { label: t('czerwony', 'red'), color: '#c0392b' },
              { label: t('niebieski', 'blue'), color: '#2e86de', priceDelta: amounts(20000) },
            ],
          },
          {
            code: 'frame',
            name: t('Rama', 'Frame'),
            kind: 'SELECT',
            display: 'buttons',
            required: true,
            variantAxis: true,
            values: [{ label: t('M', 'M') }, { label: t('L', 'L') }],
          },
        ]
      : [],
    variants: options.variants ?? [{ values: [], stock: 10, availability: 'available' }],
    basePrice: amounts(499900),
    b2bShare: 0.7,
    priceEvents: [
      { daysAgo: 60, regular: 1 },
      ...(options.reducedTo !== undefined ? [{ daysAgo: 5, regular: 1, reduced: options.reducedTo }] : []),
    ],
    media: withOptions
      ? [
          { drawing: bike('#c0392b'), alt: t('Czerwony', 'Red'), colourValue: 0 },
          { drawing: bike('#2e86de'), alt: t('Niebieski', 'Blue'), colourValue: 1 },
        ]
      : [],
    relations: [],
    createdDaysAgo: 60,
  };
}

/** Inserts the products (and the collection they sit in) unless they exist. */
export async function insertFixtures(db: Db, seeds: readonly ProductSeed[]): Promise<void> {
  await db
    .insert(collections)
    .values({ id: 59, slugPl: 'rowery-elektryczne', slugEn: 'electric-bikes', namePl: 'Rowery', nameEn: 'Bikes' })
    .onConflictDoNothing();
  await insertProducts(db, seeds);
}

/** Variant ids of a product, in the seed's variant order. */
export async function variantIdsOf(db: Db, productId: number): Promise<number[]> {
  const rows = await db
    .select({ id: variants.id, position: variants.position })
    .from(variants)
    .where(eq(variants.productId, productId));
  return rows.sort((a, b) => a.position - b.position).map((row) => row.id);
}

/** Stock of each variant, by id. */
export async function stockOf(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: variants.id, stock: variants.stock })
    .from(variants)
    .where(inArray(variants.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.stock]));
}
