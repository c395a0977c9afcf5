import { z } from 'zod';
import { PricedCurrency, StorefrontLanguage } from '../enums';
import { taxIdPattern } from './account';
import { AdminEntityParam } from './admin/row';
import { CollectionRef, ProductCard, ProductDetail } from './catalog';

// Printable documents (issue 16). A document's language is a path segment, so an unknown one is a page that
// does not exist (404), not a malformed request: the params accept any short word and the handler decides.

const DocumentLanguage = z.string().min(1).max(10);
export const CatalogueDocumentParams = z.strictObject({ lang: DocumentLanguage });
export const ProductCardDocumentParams = z.strictObject({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  lang: DocumentLanguage,
});
/** The dealer's own and the retail price list: `/api/documents/price-lists/dealer|retail/:lang`. */
export const PriceListDocumentParams = z.strictObject({ lang: DocumentLanguage });
/** A saved price list printed for staff: `/api/admin/price-lists/:id/document/:lang`. */
export const AdminPriceListDocumentParams = AdminEntityParam.extend({ lang: DocumentLanguage });
export const ServiceTrainingParams = z.strictObject({
  taxId: z.string().regex(taxIdPattern, { error: 'field.tax_id' }),
});

// What documents asks the catalogue (catalog's /internal/catalog/documents routes). Pictures come along as
// data: URIs, so a page being printed never fetches anything.

export const DocumentLanguageQuery = z.strictObject({ lang: StorefrontLanguage });
export const DocumentProductParams = z.strictObject({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The picture of a product as a data: URI (SVG for drawings, WebP for uploaded photos). */
const Picture = z.string().startsWith('data:image/');

/** `GET /internal/catalog/documents/catalogue?lang=`: the public catalogue by top collection, retail prices. */
export const CatalogueForPrint = z.object({
  collections: z.array(
    CollectionRef.extend({ products: z.array(ProductCard.extend({ picture: Picture.optional() })) }),
  ),
});
export type CatalogueForPrint = z.infer<typeof CatalogueForPrint>;

/** `GET /internal/catalog/documents/products/:id?lang=`: one visible product with its picture. */
export const ProductForPrint = z.object({ product: ProductDetail, picture: Picture.optional() });
export type ProductForPrint = z.infer<typeof ProductForPrint>;

/** `GET /internal/catalog/documents/price-list?lang=&currency=`: what a price list prints, before any rule. */
export const PriceListQuery = z.strictObject({ lang: StorefrontLanguage, currency: PricedCurrency });

/**
 * A product's variants that share the same stored prices in the asked currency (minor units), as
 * `variant_prices` keeps them: any rule prices them alike, so they are sent once.
 */
export const PriceListVariant = z.object({
  /** The SKU of the first of them (the default variant first). */
  sku: z.string(),
  /** How many more variants (other SKUs) have these prices. */
  otherSkus: z.number().int().min(0),
  /** The option values all of them share ('Akumulator: 720 Wh'); empty without variant options. */
  label: z.string(),
  regularGross: z.number().int(),
  reducedGross: z.number().int().nullable(),
  /** The lowest price of the 30 days before the reduction (Omnibus), where reduced. */
  lowestPriorGross: z.number().int().nullable(),
  b2bNet: z.number().int(),
});
export type PriceListVariant = z.infer<typeof PriceListVariant>;

export const PriceListProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  vatRate: z.number().int(),
  /** Its collections, each with every collection above it (a discount on a collection covers those below). */
  collectionIds: z.array(z.number().int()),
  /** Its priced variants grouped by their prices, the default variant's group first. */
  variants: z.array(PriceListVariant).min(1),
});
export type PriceListProduct = z.infer<typeof PriceListProduct>;

export const PriceListForPrint = z.object({
  currency: PricedCurrency,
  /** Top collections in menu order, each with the visible products of it and below it, by name. */
  collections: z.array(CollectionRef.extend({ products: z.array(PriceListProduct) })),
});
export type PriceListForPrint = z.infer<typeof PriceListForPrint>;
