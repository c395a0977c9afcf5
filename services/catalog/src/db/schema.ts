import { MAX_SELLING_QUANTITY } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Drawing } from '../media/drawing';
import { mediaFiles } from './media.schema';

export { auditLog, inbox, outbox } from '@shop/service-kit/db';
// The media library's and the stock's tables are in their own files; drizzle-kit reads them through this one.
export * from './media.schema';
export * from './stock.schema';

/** Collections form a tree; ids are stable because routes carry them (collection/59/electric-bikes). */
export const collections = pgTable(
  'collections',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => collections.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
    slugPl: text('slug_pl').notNull(),
    slugEn: text('slug_en').notNull(),
    namePl: text('name_pl').notNull(),
    nameEn: text('name_en').notNull(),
    state: text('state', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    /** Raised by every staff edit or move; one read at an older version is refused (domain/admin-collections.ts). */
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('collections_parent_idx').on(t.parentId, t.position),
    uniqueIndex('collections_slug_pl_idx').on(t.slugPl),
    uniqueIndex('collections_slug_en_idx').on(t.slugEn),
  ],
);

/**
 * Feature definitions (features.*): reusable spec lines staff pick for a product, which keeps its own copy in
 * `products.specs`. Group and name together are unique in each language.
 */
export const featureDefinitions = pgTable(
  'feature_definitions',
  {
    id: serial('id').primaryKey(),
    groupPl: text('group_pl').notNull(),
    groupEn: text('group_en').notNull(),
    namePl: text('name_pl').notNull(),
    nameEn: text('name_en').notNull(),
    /** Written after the value ('W', 'Nm'), or null. */
    unit: text('unit'),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('feature_definitions_pl_idx').on(t.groupPl, t.namePl),
    uniqueIndex('feature_definitions_en_idx').on(t.groupEn, t.nameEn),
  ],
);

export interface StoredOptionValue {
  label: StoredText;
  /** The swatch of a 'colors' display. */
  color: string | null;
}

/**
 * Option definitions (options.*): reusable options staff pick for a product, which keeps its own copy in
 * `product_options` under the same code.
 */
export const optionDefinitions = pgTable(
  'option_definitions',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    namePl: text('name_pl').notNull(),
    nameEn: text('name_en').notNull(),
    kind: text('kind').notNull(),
    display: text('display').notNull(),
    /** In the order the storefront shows them. */
    values: jsonb('values').$type<StoredOptionValue[]>().notNull().default([]),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('option_definitions_code_idx').on(t.code)],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A localized text as stored in jsonb. */
export interface StoredText {
  pl: string;
  en: string;
}
export interface StoredSpec {
  group: StoredText;
  name: StoredText;
  value: StoredText;
}
export interface StoredDownload {
  name: StoredText;
  /** A picture of the product offered in full size (its position in the product's media). */
  mediaPosition?: number;
  /** Or any other address. */
  url?: string;
  fileType: 'image' | 'video' | 'document' | 'other';
  mediaType: string;
}

/**
 * Manufacturers a product page names for product safety (GPSR, EU 2023/988 art. 19): the maker's postal and
 * electronic address, and for a maker outside the EU the responsible person in the EU (its importer or
 * representative). Products point here; a manufacturer some product names cannot be deleted.
 */
export const manufacturers = pgTable('manufacturers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The postal address as printed, lines separated by new lines (street, postcode and town). */
  address: text('address').notNull(),
  /** ISO 3166-1 alpha-2. */
  country: text('country').notNull(),
  email: text('email'),
  /** A web contact page, where the maker gives no e-mail (or beside it). */
  web: text('web'),
  /** The EU responsible person, for a maker outside the EU; null inside the EU. */
  responsibleName: text('responsible_name'),
  responsibleAddress: text('responsible_address'),
  responsibleCountry: text('responsible_country'),
  responsibleEmail: text('responsible_email'),
  responsibleWeb: text('responsible_web'),
  version: integer('version').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Products. Ids are public (product/1315/…) and set by whoever creates the product. */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    slugPl: text('slug_pl').notNull(),
    slugEn: text('slug_en').notNull(),
    namePl: text('name_pl').notNull(),
    nameEn: text('name_en').notNull(),
    shortPl: text('short_pl').notNull().default(''),
    shortEn: text('short_en').notNull().default(''),
    descriptionPl: text('description_pl').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    category: text('category').notNull(),
    type: text('type').notNull().default('physical'),
    condition: text('condition').notNull().default('new'),
    unit: text('unit').notNull().default('pc'),
    /** 'hidden' keeps the product out of every list and answer. */
    availability: text('availability').notNull().default('available'),
    processingTime: text('processing_time').notNull().default('48h'),
    vatRate: integer('vat_rate').notNull().default(23),
    minQuantity: integer('min_quantity').notNull().default(1),
    maxQuantity: integer('max_quantity').notNull().default(MAX_SELLING_QUANTITY),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    specs: jsonb('specs').$type<StoredSpec[]>().notNull().default([]),
    downloads: jsonb('downloads').$type<StoredDownload[]>().notNull().default([]),
    /** The collection shown in the breadcrumb. */
    primaryCollectionId: integer('primary_collection_id').references(() => collections.id),
    /** Who made it (product safety, GPSR); a published physical product must name one. */
    manufacturerId: integer('manufacturer_id').references(() => manufacturers.id, { onDelete: 'restrict' }),
    /** Warnings and safety information in each language, shown on the product page. */
    safetyPl: text('safety_pl').notNull().default(''),
    safetyEn: text('safety_en').notNull().default(''),
    /** Names, SKUs, tags and option values in both languages, lower case, diacritics folded (search.ts). */
    searchText: text('search_text').notNull().default(''),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_text)`),
    /** Raised by every staff edit; an edit read at an older version is refused (admin/products.ts). */
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_search_idx').using('gin', t.search),
    index('products_created_idx').on(t.createdAt, t.id),
    index('products_name_pl_idx').on(t.namePl, t.id),
    index('products_name_en_idx').on(t.nameEn, t.id),
    index('products_manufacturer_idx').on(t.manufacturerId),
  ],
);

export const productCollections = pgTable(
  'product_collections',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.productId] }),
    index('product_collections_product_idx').on(t.productId),
  ],
);

/** Options of a product: those with `variantAxis` make its variants, the others are chosen extras. */
export const productOptions = pgTable(
  'product_options',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    code: text('code').notNull(),
    namePl: text('name_pl').notNull(),
    nameEn: text('name_en').notNull(),
    kind: text('kind').notNull(),
    display: text('display').notNull(),
    required: boolean('required').notNull().default(true),
    variantAxis: boolean('variant_axis').notNull().default(true),
    maxLength: integer('max_length'),
    /** number: the smallest and largest value; SELECT_MULTIPLE: the fewest and most choices (null: no bound). */
    minValue: integer('min_value'),
    maxValue: integer('max_value'),
    /** date: not before the shop's today. */
    futureOnly: boolean('future_only').notNull().default(false),
  },
  (t) => [uniqueIndex('product_options_code_idx').on(t.productId, t.code)],
);

export const optionValues = pgTable(
  'option_values',
  {
    id: serial('id').primaryKey(),
    optionId: integer('option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    labelPl: text('label_pl').notNull(),
    labelEn: text('label_en').notNull(),
    color: text('color'),
    /**
     * What choosing a value of an option that does not make variants adds to the unit's gross price, minor units
     * per currency ({ PLN: 2900, EUR: 700 }); null: nothing. Variant axes' deltas are in the variants' prices.
     */
    priceDeltas: jsonb('price_deltas').$type<Record<string, number>>(),
  },
  (t) => [index('option_values_option_idx').on(t.optionId, t.position)],
);

/** What is sold: every product has at least one variant (its default). */
export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The sorted value ids joined by '-' ('' for a product without variant options). */
    combination: text('combination').notNull(),
    valueIds: integer('value_ids').array().notNull().default(sql`'{}'::integer[]`),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
    sku: text('sku').notNull(),
    barcode: text('barcode'),
    availability: text('availability').notNull().default('available'),
    availableFrom: date('available_from'),
    stock: integer('stock').notNull().default(0),
  },
  (t) => [
    uniqueIndex('variants_combination_idx').on(t.productId, t.combination),
    uniqueIndex('variants_sku_idx').on(t.sku),
    index('variants_default_idx').on(t.productId).where(sql`${t.isDefault}`),
  ],
);

/** The current price of a variant in one currency; `price_history` keeps every change that led here. */
export const variantPrices = pgTable(
  'variant_prices',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    regularGross: integer('regular_gross').notNull(),
    reducedGross: integer('reduced_gross'),
    reducedSince: timestamp('reduced_since', { withTimezone: true }),
    /** The Omnibus prior price of the current sale, computed from the history when the price changes. */
    lowestPriorGross: integer('lowest_prior_gross'),
    b2bNet: integer('b2b_net').notNull(),
    /** What a retail shopper pays now (reduced ?? regular): the price lists sort by. */
    effectiveGross: integer('effective_gross').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.currency] }),
    index('variant_prices_sort_idx').on(t.currency, t.effectiveGross),
  ],
);

export const priceHistory = pgTable(
  'price_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    regularGross: integer('regular_gross').notNull(),
    reducedGross: integer('reduced_gross'),
    b2bNet: integer('b2b_net').notNull(),
    /** From when these prices applied (until the next row). */
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
  },
  (t) => [index('price_history_variant_idx').on(t.variantId, t.currency, t.validFrom)],
);

/**
 * Product pictures, in order: either drawn (the drawing's description, rendered to SVG and WebP on request,
 * media/) or a picture of the media library (`fileId`), never both.
 */
export const productMedia = pgTable(
  'product_media',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** A colour option value the picture shows; the gallery of a variant prefers its colour. */
    valueId: integer('value_id').references(() => optionValues.id, { onDelete: 'set null' }),
    drawing: jsonb('drawing').$type<Drawing>(),
    /** A library picture; the library refuses to delete a file a product shows. */
    fileId: uuid('file_id').references(() => mediaFiles.id, { onDelete: 'restrict' }),
    altPl: text('alt_pl').notNull(),
    altEn: text('alt_en').notNull(),
  },
  (t) => [
    index('product_media_product_idx').on(t.productId, t.position),
    index('product_media_file_idx').on(t.fileId),
    check('product_media_one_source', sql`(${t.drawing} is null) <> (${t.fileId} is null)`),
  ],
);

export const productRelations = pgTable(
  'product_relations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedId: integer('related_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.type, t.relatedId] })],
);
