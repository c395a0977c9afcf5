import { z } from 'zod';
import {
  Availability,
  Condition,
  FileType,
  OptionDisplay,
  OptionKind,
  ProcessingTime,
  ProductCategory,
  ProductType,
  RelationType,
  StorefrontCurrency,
  Unit,
} from '../enums';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_SELLING_QUANTITY } from '../limits';

// The catalogue as the storefront reads it: collections, product cards (lists, search), one product with
// its options and variants, and search suggestions. Texts come in the caller's language and prices in the
// caller's currency (X-Language / X-Currency); slugs come in both languages so a page can link its
// counterpart. Money amounts are integer minor units (DESIGN §5) in the block's `currency`.

export interface CollectionMenuItem {
  id: number;
  slug: { pl: string; en: string };
  name: { pl: string; en: string };
  children: CollectionMenuItem[];
}
export const CollectionMenuItem: z.ZodType<CollectionMenuItem> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    slug: z.object({ pl: z.string(), en: z.string() }),
    name: z.object({ pl: z.string(), en: z.string() }),
    children: z.array(CollectionMenuItem),
  }),
);
export const CollectionMenu = z.object({ items: z.array(CollectionMenuItem) });
export type CollectionMenu = z.infer<typeof CollectionMenu>;

/** Both-language slugs of a page, so links to the other language keep their words. */
export const Slugs = z.object({ pl: z.string(), en: z.string() });
export type Slugs = z.infer<typeof Slugs>;

/**
 * The chosen option combination of `GET /api/catalog/products/:id?c=…`: the ids of the chosen option
 * values joined by '-' (e.g. `c=12-31-45`), one value for every option that makes a variant, in any order
 * (answers use ascending order). Digits and hyphens only, so it needs no escaping in a URL.
 */
export const VariantCombination = z.string().regex(/^\d{1,9}(-\d{1,9}){0,15}$/);
export const combinationOf = (valueIds: readonly number[]) => [...valueIds].sort((a, b) => a - b).join('-');

// ---------------------------------------------------------------------------------------------------------
// Queries

/** Where a bike's motor sits: in the bottom bracket (mid drive) or in the rear hub. */
export const BikeMotor = z.enum(['mid', 'rear']);
export type BikeMotor = z.infer<typeof BikeMotor>;
/** How a bike's motor controller talks: a plain serial line (UART) or a CAN bus. */
export const MotorProtocol = z.enum(['uart', 'can']);
export type MotorProtocol = z.infer<typeof MotorProtocol>;

export const ProductSort = z.enum(['createdAt', 'name', 'price']);
export type ProductSort = z.infer<typeof ProductSort>;

/**
 * `GET /api/catalog/products`: a collection (its sub-collections included) and/or a search text `q`,
 * sorted by name or price (createdAt by default, newest first), paged (50 a page by default). `dir`
 * defaults to 'desc' as everywhere in the API (DESIGN §4; the client leaves the default out), so an
 * ascending order is asked for with `dir=asc`. With `q` and no explicit sort, the best matches come first.
 * `type` keeps one kind of product (`service`: the workshop's services); `motor` and `protocol` keep the
 * bikes whose spec lines name that motor ('mid drive' / 'rear hub') and controller protocol ('UART' /
 * 'CAN') — the bikes the Guard GPS tracker fits are `motor=mid&protocol=uart` (SPEC §1).
 */
export const ProductListQuery = z.strictObject({
  collection: z.coerce.number().int().min(1).optional(),
  q: z.string().trim().min(1).max(100).optional(),
  category: ProductCategory.optional(),
  type: ProductType.optional(),
  motor: BikeMotor.optional(),
  protocol: MotorProtocol.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: ProductSort.optional(),
  dir: z.enum(['asc', 'desc']).optional(),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

export const ProductQuery = z.strictObject({ c: VariantCombination.optional() });
export type ProductQuery = z.infer<typeof ProductQuery>;

/** `GET /api/catalog/search/suggest?q=`: fewer than 2 characters (after trimming) give an empty list. */
export const SuggestQuery = z.strictObject({ q: z.string().max(100).default('') });
export type SuggestQuery = z.infer<typeof SuggestQuery>;

// ---------------------------------------------------------------------------------------------------------
// Answers

/** One picture in several widths: `src` is the middle width, `srcset` lists all (`<url> <w>w, …`). */
export const ProductImage = z.object({
  src: z.string(),
  srcset: z.string(),
  /** Each width with its URL (WebP), smallest first. */
  widths: z.array(z.object({ width: z.number().int(), url: z.string() })),
  /** The drawing itself (SVG), e.g. for print or zoom. */
  original: z.string(),
  /** Intrinsic size of the largest width (for aspect-ratio, no layout shift). */
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type ProductImage = z.infer<typeof ProductImage>;

/**
 * The price a caller sees, in one currency. `gross` is what the caller pays now (the reduced price during
 * a sale; the B2B price for a dealer, whose `kind` is 'b2b'). During a retail sale `reduced` is set and
 * `lowestPrior30Days` is the lowest price of the 30 days before the sale began (EU Omnibus rule; less when
 * the product has been offered for a shorter time: the lowest since then); `percent` and `saving` are
 * computed against that prior price, never against `regular`. Absent when there is no prior price.
 */
export const PriceBlock = z.object({
  kind: z.enum(['retail', 'b2b']),
  currency: StorefrontCurrency,
  gross: z.number().int(),
  net: z.number().int(),
  /** VAT rate in percent, e.g. 23. */
  vatRate: z.number().int(),
  /** The regular (not reduced) retail gross price. */
  regular: z.number().int(),
  reduced: z.number().int().optional(),
  /** When the current sale began (ISO date-time). */
  reducedSince: z.iso.datetime().optional(),
  lowestPrior30Days: z.number().int().optional(),
  /** Whole percent off the prior price (e.g. 15). */
  percent: z.number().int().optional(),
  /** 'Save X': the prior price minus the reduced price. */
  saving: z.number().int().optional(),
  /**
   * Dealers only (kind 'b2b'), when a discount of theirs covers the product: the whole percent taken off the
   * agreed B2B net (`listNet`); `net` is then the discounted net and `gross` that net with VAT.
   */
  discountPercent: z.number().int().min(1).max(100).optional(),
  /** Dealers only, with `discountPercent`: the agreed B2B net before the discount. */
  listNet: z.number().int().optional(),
});
export type PriceBlock = z.infer<typeof PriceBlock>;

/** A product in a list, search result or relation. */
export const ProductCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  slugs: Slugs,
  name: z.string(),
  shortDescription: z.string(),
  sku: z.string(),
  category: ProductCategory,
  condition: Condition,
  unit: Unit,
  tags: z.array(z.string()),
  availability: Availability,
  /** yyyy-MM-dd, with availability 'available_from'. */
  availableFrom: z.string().optional(),
  image: ProductImage,
  /** The price of the default variant ('from' when variants differ in price, see `priceFrom`). */
  price: PriceBlock,
  priceFrom: z.boolean(),
  /** Variants to choose on the product page; the card's add-to-cart needs the product page when true. */
  hasVariants: z.boolean(),
  /** The default variant, so a list can add it to the cart directly. */
  variantId: z.number().int(),
  minQuantity: z.number().int().min(1),
  maxQuantity: z.number().int().max(MAX_SELLING_QUANTITY),
});
export type ProductCard = z.infer<typeof ProductCard>;

export const ProductList = z.object({
  items: z.array(ProductCard),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
});
export type ProductList = z.infer<typeof ProductList>;

export const OptionValue = z.object({
  id: z.number().int(),
  label: z.string(),
  /** CSS colour for display 'colors', e.g. '#1f6f3f'. */
  color: z.string().optional(),
  image: ProductImage.optional(),
  /** Whether some orderable variant has this value (with the other chosen values or not). */
  available: z.boolean(),
  /** An option that does not make variants: what choosing this value adds to the unit's gross price (minor units). */
  priceDelta: z.number().int().optional(),
});
export type OptionValue = z.infer<typeof OptionValue>;

export const ProductOption = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: OptionKind,
  display: OptionDisplay,
  required: z.boolean(),
  /** Options whose values make the variants (frame size, colour, battery); their values form `c`. */
  variantAxis: z.boolean(),
  values: z.array(OptionValue),
  /** Hint for CUSTOM texts (e.g. an engraving). */
  maxLength: z.number().int().optional(),
  /** A number's range, or a SELECT_MULTIPLE's fewest and most choices. */
  min: z.number().int().optional(),
  max: z.number().int().optional(),
  /** A date that may not be in the past. */
  futureOnly: z.boolean().optional(),
});
export type ProductOption = z.infer<typeof ProductOption>;

export const ProductVariant = z.object({
  id: z.number().int(),
  /** Its combination, as `c` of the product call. */
  c: z.string(),
  valueIds: z.array(z.number().int()),
  sku: z.string(),
  barcode: z.string().optional(),
  availability: Availability,
  availableFrom: z.string().optional(),
  stock: z.number().int().min(0),
  price: PriceBlock,
});
export type ProductVariant = z.infer<typeof ProductVariant>;

export const ProductSpec = z.object({ group: z.string(), name: z.string(), value: z.string() });
export type ProductSpec = z.infer<typeof ProductSpec>;

export const ProductDownload = z.object({
  name: z.string(),
  url: z.string(),
  fileType: FileType,
  /** e.g. 'application/pdf', 'image/svg+xml'. */
  mediaType: z.string(),
});
export type ProductDownload = z.infer<typeof ProductDownload>;

export const ProductRelationGroup = z.object({ type: RelationType, products: z.array(ProductCard) });
export type ProductRelationGroup = z.infer<typeof ProductRelationGroup>;

export const CollectionRef = z.object({ id: z.number().int(), slug: z.string(), slugs: Slugs, name: z.string() });
export type CollectionRef = z.infer<typeof CollectionRef>;

/** A manufacturer or EU responsible person as a product page names them (GPSR art. 19). */
export const SafetyContact = z.object({
  name: z.string(),
  /** Lines separated by new lines. */
  address: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  email: z.string().optional(),
  web: z.string().optional(),
});
export type SafetyContact = z.infer<typeof SafetyContact>;

/** The product page's safety information: who made it and its warnings, in the page's language. */
export const ProductSafety = z.object({
  manufacturer: SafetyContact,
  /** For a maker outside the EU: its responsible person in the EU. */
  responsiblePerson: SafetyContact.optional(),
  /** Plain text; paragraphs separated by a blank line. */
  warnings: z.string(),
});
export type ProductSafety = z.infer<typeof ProductSafety>;

/** `GET /api/catalog/products/:id?c=…`: the product with the chosen (or default) variant. */
export const ProductDetail = z.object({
  id: z.number().int(),
  slug: z.string(),
  slugs: Slugs,
  name: z.string(),
  shortDescription: z.string(),
  /** Plain text; paragraphs separated by a blank line. */
  description: z.string(),
  sku: z.string(),
  barcode: z.string().optional(),
  category: ProductCategory,
  type: ProductType,
  condition: Condition,
  unit: Unit,
  tags: z.array(z.string()),
  availability: Availability,
  availableFrom: z.string().optional(),
  stock: z.number().int().min(0),
  processingTime: ProcessingTime,
  minQuantity: z.number().int().min(1),
  maxQuantity: z.number().int().max(MAX_SELLING_QUANTITY),
  price: PriceBlock,
  /** The breadcrumb collection first, then every other collection it is in. */
  collections: z.array(CollectionRef),
  gallery: z.array(ProductImage),
  specs: z.array(ProductSpec),
  downloads: z.array(ProductDownload),
  relations: z.array(ProductRelationGroup),
  options: z.array(ProductOption),
  variants: z.array(ProductVariant),
  chosen: z.object({ variantId: z.number().int(), c: z.string(), valueIds: z.array(z.number().int()) }),
  /** Product safety (GPSR): absent for services, downloads and gift cards, which name no manufacturer. */
  safety: ProductSafety.optional(),
  updatedAt: z.iso.datetime(),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

export const SearchSuggestion = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  category: ProductCategory,
  image: ProductImage,
  price: PriceBlock,
});
export type SearchSuggestion = z.infer<typeof SearchSuggestion>;

/** The autocomplete: up to 8 products and up to 3 collections matching what was typed. */
export const SearchSuggestions = z.object({
  query: z.string(),
  products: z.array(SearchSuggestion),
  collections: z.array(CollectionRef),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestions>;

/** `GET /api/catalog/collections/:id`: one collection with its path from the top and its children. */
export const CollectionDetail = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  slug: z.string(),
  slugs: Slugs,
  name: z.string(),
  /** From the top collection down to this one's parent (the breadcrumb). */
  ancestors: z.array(CollectionRef),
  children: z.array(CollectionRef),
});
export type CollectionDetail = z.infer<typeof CollectionDetail>;

/** `GET /api/catalog/collections`: every active collection, flat, in menu order. */
export const CollectionList = z.object({
  items: z.array(CollectionRef.extend({ parentId: z.number().int().nullable() })),
});
export type CollectionList = z.infer<typeof CollectionList>;

/** `GET /internal/catalog/sitemap`: what the gateway lists in /sitemap.xml. */
export const CatalogSitemap = z.object({
  collections: z.array(z.object({ id: z.number().int(), slugs: Slugs, updatedAt: z.iso.datetime() })),
  products: z.array(z.object({ id: z.number().int(), slugs: Slugs, updatedAt: z.iso.datetime() })),
});
export type CatalogSitemap = z.infer<typeof CatalogSitemap>;
// contract-ready
