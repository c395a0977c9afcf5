import { z } from 'zod';
import { StorefrontLanguage } from '../enums';
import { taxIdPattern } from './account';
import { CollectionRef, ProductCard, ProductDetail } from './catalog';

// Printable documents (issue 16). A document's language is a path segment, so an unknown one is a page that
// does not exist (404), not a malformed request: the params accept any short word and the handler decides.

const DocumentLanguage = z.string().min(1).max(10);
export const CatalogueDocumentParams = z.strictObject({ lang: DocumentLanguage });
export const ProductCardDocumentParams = z.strictObject({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  lang: DocumentLanguage,
});
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
