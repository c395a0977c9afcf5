import type { ShopContext } from '@shop/service-kit';
import type { CatalogContext } from '../context';
import { shopToday } from '../domain/availability';
import { discountsKey } from '../domain/dealer-discounts';
import type { View } from '../domain/product-view';
import { CATALOGUE_CACHE, PRIVATE_CATALOGUE_CACHE, sendCached } from './answer-cache';

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
 * The caller's language, currency and price kind (a dealer signed in to their B2B account sees B2B prices
 * less their discounts), and the shop's today (an answer cached over midnight is kept at most the cache's
 * 60 s). A 'b2b' type without a customer (never signed by the gateway) is retail.
 */
export async function viewOf(ctx: ShopContext, context: Pick<CatalogContext, 'dealerDiscounts'>): Promise<View> {
  const { customerType, customerId } = ctx.state.identity;
  const dealer = customerType === 'b2b' && customerId !== undefined;
  return {
    lang: ctx.state.lang,
    currency: ctx.state.currency,
    conversion: ctx.state.conversion,
    kind: dealer ? 'b2b' : 'retail',
    discounts: dealer ? await context.dealerDiscounts.of(customerId) : [],
    today: shopToday(),
  };
}

/**
 * Catalogue answers depend on who asks: a dealer's carry B2B prices. The session is the `sid` cookie, so a
 * browser must not reuse an answer after signing in or out (a new cookie); the other headers the answer
 * depends on (application id, language, currency) the gateway adds.
 */
export const CATALOGUE_VARY = 'Cookie';

/**
 * Answers from the cache (rendering on a miss) with ETag, Cache-Control and 304. The key is the request as
 * sent (`request` is path and query string); validation runs inside `render`, so only a request that was
 * valid once is ever cached, and a repeated one costs a map lookup, not a parse. `group` files the answer
 * for `invalidateGroup`.
 */
export async function answerCached(
  ctx: ShopContext,
  context: Pick<CatalogContext, 'answers' | 'dealerDiscounts'>,
  request: string,
  render: (view: View) => Promise<unknown>,
  group?: string,
): Promise<void> {
  const view = await viewOf(ctx, context);
  // Dealers with the same discounts share answers; a changed discount is a new key.
  const kind = view.kind === 'b2b' ? `b2b[${discountsKey(view.discounts)}]` : view.kind;
  // A converted currency's answers are kept per rate: a new rate is a new key.
  const currency = view.conversion ? `${view.currency}@${view.conversion.ratePln}` : view.currency;
  const key = `${kind}|${view.lang}|${currency}|${request}`;
  const answer = await context.answers.get(key, () => render(view), group);
  ctx.vary(CATALOGUE_VARY);
  sendCached(ctx, answer, view.kind === 'b2b' ? PRIVATE_CATALOGUE_CACHE : CATALOGUE_CACHE);
}
