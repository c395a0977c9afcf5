import type { Availability, DealerDiscount, Identity, ProductDetail, ProductType } from '@shop/contracts';
import type { Database } from '@shop/service-kit/db';
import { startTestService, type TestService } from '@shop/service-kit/testing';
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CatalogContext } from '../context';
import type * as schema from '../db/schema';
import { collections, manufacturers, variants } from '../db/schema';
import { insertProducts } from '../db/seed-products';
import { amounts, type ProductSeed, t, type VariantSeed } from '../seed/product-seed';
import { catalogService } from '../service';

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

/**
 * A manufacturer for products staff create as shown (product safety, issue 27): spread the answer into a
 * new product's input.
 */
export async function publishable(db: Db): Promise<{ manufacturerId: number; safety: { pl: string; en: string } }> {
  const [maker] = await db
    .insert(manufacturers)
    .values({
      name: 'Zefir Sp. z o.o.',
      address: 'ul. Fabryczna 14\n55-040 Kobierzyce',
      country: 'PL',
      email: 'kontakt@zefir.example',
    })
    .returning({ id: manufacturers.id });
  return {
    manufacturerId: maker!.id,
    safety: { pl: 'Ładuj akumulator pod nadzorem.', en: 'Charge the battery under supervision.' },
  };
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

// 9101: colour × frame, red M 10 pcs (default), red L sold out, blue M preorder, blue L on request.
// 9102: a preorder product; 9103: hidden; 9104: a service; 9105: an unavailable one; 9106: arriving on a
// future date; 9107: arrived (date passed) with 2 pcs; 9108: on sale at 80%; 9109 and 9110: 5 pcs each.
export const stockFixtureIds = {
  options: 9101,
  preorder: 9102,
  hidden: 9103,
  service: 9104,
  unavailable: 9105,
} as const;

export interface StockCatalogue {
  catalog: TestService<typeof schema, CatalogContext>;
  /** The id of a fixture product's variant, the default one first. */
  variant(productId: number, index?: number): number;
  /** Stock of a variant now. */
  stock(variantId: number): Promise<number | undefined>;
  /** The product page as a shopper (or `identity`) sees it. */
  page(id: number, query?: string, identity?: Identity, headers?: Record<string, string>): Promise<ProductDetail>;
  /** What accounts would answer as each dealer's discounts (accounts is not started); none by default. */
  discounts: Map<string, DealerDiscount[]>;
}

/** The catalogue service with the stock fixtures 9101–9110 in it. */
export async function startStockCatalogue(): Promise<StockCatalogue> {
  const catalog = await startTestService(catalogService);
  const discounts = new Map<string, DealerDiscount[]>();
  catalog.context.dealerDiscounts = { of: async (customerId) => discounts.get(customerId) ?? [] };
  await insertFixtures(catalog.context.db, [
    fixtureProduct(9101, {
      withOptions: true,
      variants: [
        { values: [0, 0], stock: 10, availability: 'available' },
        { values: [0, 1], stock: 0, availability: 'available' },
        { values: [1, 0], stock: 0, availability: 'preorder' },
        { values: [1, 1], stock: 0, availability: 'available_on_request' },
      ],
    }),
    fixtureProduct(9102, { availability: 'preorder', variants: [{ values: [], stock: 0, availability: 'available' }] }),
    fixtureProduct(9103, { availability: 'hidden' }),
    fixtureProduct(9104, { type: 'service', variants: [{ values: [], stock: 0, availability: 'available' }] }),
    fixtureProduct(9105, { variants: [{ values: [], stock: 4, availability: 'unavailable' }] }),
    fixtureProduct(9106, {
      variants: [{ values: [], stock: 0, availability: 'available_from', availableFrom: '2099-03-01' }],
    }),
    fixtureProduct(9107, {
      variants: [{ values: [], stock: 2, availability: 'available_from', availableFrom: '2020-03-01' }],
    }),
    fixtureProduct(9108, { reducedTo: 0.8 }),
    fixtureProduct(9109, { variants: [{ values: [], stock: 5, availability: 'available' }] }),
    fixtureProduct(9110, { variants: [{ values: [], stock: 5, availability: 'available' }] }),
  ]);
  const v: Record<number, number[]> = {};
  for (let id = 9101; id <= 9110; id++) v[id] = await variantIdsOf(catalog.context.db, id);
  return {
    catalog,
    discounts,
    variant: (productId, index = 0) => v[productId]![index]!,
    stock: async (variantId) => (await stockOf(catalog.context.db, [variantId])).get(variantId),
    async page(id, query = '', identity, headers = {}) {
      const answer = await catalog.call('GET', `/api/catalog/products/${id}${query}`, { headers, identity });
      expect(answer.status).toBe(200);
      return answer.body as ProductDetail;
    },
  };
}
