import type { ShopContext } from '@shop/service-kit';
import type { CatalogContext } from '../context';
import { shopToday } from '../domain/availability';
import type { View } from '../domain/product-view';
import { type AnswerCache, CATALOGUE_CACHE, PRIVATE_CATALOGUE_CACHE, sendCached } from './answer-cache';

// The service's rendered answers (`context.answers`) and what makes them stale: whatever changes the
// catalogue calls `catalogueChanged`, whatever moves stock `stockChanged`.

/** Call after any write to products, prices, media or collections. */
export function catalogueChanged(context: Pick<CatalogContext, 'answers'>): void {
  context.answers.invalidate();
}

/** The cache group of one product's pages: the only answers that show its stock. */
export const productGroup = (productId: number) => `product:${productId}`;

/**
 * Call after stock moved (a reservation or its release). Stock shows only on the product's own pages, so
 * only those are forgotten: wiping the whole cache on every checkout would send every list and page read
 * back to the database at checkout rates.
 */
export function stockChanged(context: Pick<CatalogContext, 'answers'>, productIds: readonly number[]): void {
  for (const id of productIds) context.answers.invalidateGroup(productGroup(id));
}

/**
 * The caller's language, currency and price kind (a signed-in dealer sees B2B prices), and the shop's today
 * (an answer cached over midnight is kept at most the cache's 60 s).
 */
export function viewOf(ctx: ShopContext): View {
  return {
    lang: ctx.state.lang,
    currency: ctx.state.currency,
    kind: ctx.state.identity.customerType === 'b2b' ? 'b2b' : 'retail',
    today: shopToday(),
  };
}

/**
 * Answers from the cache (rendering on a miss) with ETag, Cache-Control and 304. The key is the request as
 * sent (`request` is path and query string); validation runs inside `render`, so only a request that was
 * valid once is ever cached, and a repeated one costs a map lookup, not a parse. `group` files the answer
 * for `invalidateGroup`.
 */
export async function answerCached(
  ctx: ShopContext,
  cache: AnswerCache,
  request: string,
  render: (view: View) => Promise<unknown>,
  group?: string,
): Promise<void> {
  const view = viewOf(ctx);
  const key = `${view.kind}|${view.lang}|${view.currency}|${request}`;
  const answer = await cache.get(key, () => render(view), group);
  sendCached(ctx, answer, view.kind === 'b2b' ? PRIVATE_CATALOGUE_CACHE : CATALOGUE_CACHE);
}
