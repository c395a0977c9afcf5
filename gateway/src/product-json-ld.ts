import type { ProductDetail, ProductReviews } from '@shop/contracts';

// A product page's schema.org Product (with its published reviews' aggregateRating), printed into the head.

const BRAND = 'Zefir';

const schemaAvailability: Record<string, string> = {
  available: 'InStock',
  unavailable: 'OutOfStock',
  unavailable_online: 'InStoreOnly',
  available_from: 'BackOrder',
  available_on_request: 'LimitedAvailability',
  preorder: 'PreOrder',
  hidden: 'Discontinued',
};
const schemaCondition: Record<string, string> = {
  new: 'NewCondition',
  refurbished: 'RefurbishedCondition',
  damaged: 'DamagedCondition',
};

/** A JSON document safe inside <script>: nothing in it can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const decimal = (minor: number) => (minor / 100).toFixed(2);

/**
 * schema.org Product of a product page (price and currency of the page's language), with the published
 * reviews' `aggregateRating` and the latest of them as `review` when cms answered some (issue 25).
 */
export function productJsonLd(
  product: ProductDetail,
  origin: string,
  path: string,
  reviews?: Pick<ProductReviews, 'items' | 'summary'>,
): string {
  const rated = reviews && reviews.summary.average !== null && reviews.summary.count > 0;
  const image = product.gallery.map((picture) => origin + (picture.widths.at(-1)?.url ?? picture.src));
  return scriptJson({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.shortDescription,
    sku: product.sku,
    ...(product.barcode ? { gtin13: product.barcode } : {}),
    image,
    brand: { '@type': 'Brand', name: BRAND },
    offers: {
      '@type': 'Offer',
      url: origin + path,
      priceCurrency: product.price.currency,
      price: decimal(product.price.gross),
      availability: `https://schema.org/${schemaAvailability[product.availability] ?? 'InStock'}`,
      itemCondition: `https://schema.org/${schemaCondition[product.condition] ?? 'UsedCondition'}`,
    },
    ...(rated && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: reviews.summary.average,
        reviewCount: reviews.summary.count,
        bestRating: 5,
        worstRating: 1,
      },
      review: reviews.items.map((review) => ({
        '@type': 'Review',
        name: review.title,
        reviewBody: review.text,
        datePublished: review.publishedAt.slice(0, 10),
        author: { '@type': 'Person', name: review.author },
        reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      })),
    }),
  });
}
