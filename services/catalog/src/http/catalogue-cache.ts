import type { ShopContext } from '@shop/service-kit';
import type { View } from '../domain/product-view';
import {
  type AnswerCache,
  CATALOGUE_CACHE,
  createAnswerCache,
  PRIVATE_CATALOGUE_CACHE,
  sendCached,
} from './answer-cache';

// One answer cache per running catalogue service; whatever changes the catalogue calls `catalogueChanged`.

const caches = new WeakMap<object, AnswerCache>();

/** The cache of the running service whose `deps` these are. */
export function catalogueCache(deps: object): AnswerCache {
  let cache = caches.get(deps);
  if (!cache) {
    cache = createAnswerCache();
    caches.set(deps, cache);
  }
  return cache;
}

/** Call after any write to products, prices, media or collections. */
export function catalogueChanged(deps: object): void {
  catalogueCache(deps).invalidate();
}

/** The caller's language, currency and price kind (a signed-in dealer sees B2B prices). */
export function viewOf(ctx: ShopContext): View {
  return {
    lang: ctx.state.lang,
    currency: ctx.state.currency,
    kind: ctx.state.identity.customerType === 'b2b' ? 'b2b' : 'retail',
  };
}

/**
 * Answers from the cache (rendering on a miss) with ETag, Cache-Control and 304. The key is the request as
 * sent (`request` is path and query string); validation runs inside `render`, so only a request that was
 * valid once is ever cached, and a repeated one costs a map lookup, not a parse.
 */
export async function answerCached(
  ctx: ShopContext,
  cache: AnswerCache,
  request: string,
  render: (view: View) => Promise<unknown>,
): Promise<void> {
  const view = viewOf(ctx);
  const key = `${view.kind}|${view.lang}|${view.currency}|${request}`;
  const answer = await cache.get(key, () => render(view));
  sendCached(ctx, answer, view.kind === 'b2b' ? PRIVATE_CATALOGUE_CACHE : CATALOGUE_CACHE);
}
