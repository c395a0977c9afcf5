import type { HelpfulVote, LatestReviews, ProductReviews, ProductReviewsQuery } from '@shop/contracts';
import { api } from '@shop/platform';

// Customer reviews (issue 25) as the storefront reads them from cms: a product's published reviews with
// their average, the latest across products, and a signed-in customer's "helpful" vote. Screens get data
// and actions from here and never hold a path.

/** Reviews per page on the product page and on the reviews page. */
export const reviewsPerPage = 10;
export type ReviewOrder = NonNullable<ProductReviewsQuery['sort']>;

export function fetchProductReviews(
  productId: number,
  request: { page: number; sort: ReviewOrder },
  signal: AbortSignal,
): Promise<ProductReviews> {
  const query = { page: request.page, limit: reviewsPerPage, sort: request.sort };
  return api.get('/api/cms/products/:id/reviews', { params: { id: productId }, query }, { signal });
}

export function fetchLatestReviews(page: number, signal: AbortSignal): Promise<LatestReviews> {
  return api.get('/api/cms/reviews', { query: { page, limit: reviewsPerPage } }, { signal });
}

export function markHelpful(reviewId: number): Promise<HelpfulVote> {
  return api.post('/api/cms/reviews/:id/helpful', { params: { id: reviewId } });
}

/** How many pages a list of `total` reviews takes (at least one). */
export const pageCountOf = (total: number) => Math.max(1, Math.ceil(total / reviewsPerPage));
