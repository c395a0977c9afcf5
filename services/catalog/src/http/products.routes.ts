import { IdParam, ProductListQuery, ProductQuery, SuggestQuery } from '@shop/contracts';
import { parseParams, parseQuery, type Router, type ServiceContext, type ShopState } from '@shop/service-kit';
import type * as schema from '../db/schema';
import { listProducts, productPage, suggestions } from '../domain/catalogue';
import { answerCached, catalogueCache, productGroup } from './catalogue-cache';

export function productRoutes(router: Router<ShopState>, deps: ServiceContext<typeof schema>): void {
  const cache = catalogueCache(deps);

  router.get('/api/catalog/products', async (ctx) => {
    await answerCached(ctx, cache, ctx.url, async (view) =>
      listProducts(deps.db, parseQuery(ctx, ProductListQuery), view),
    );
  });

  router.get('/api/catalog/products/:id', async (ctx) => {
    // Filed under the product (when the id is one), so a move of its stock forgets only its pages.
    const group = /^\d{1,9}$/.test(ctx.params.id ?? '') ? productGroup(Number(ctx.params.id)) : undefined;
    await answerCached(
      ctx,
      cache,
      ctx.url,
      async (view) => {
        const { id } = parseParams(ctx, IdParam);
        const { c } = parseQuery(ctx, ProductQuery);
        return productPage(deps.db, id, c, view);
      },
      group,
    );
  });

  router.get('/api/catalog/search/suggest', async (ctx) => {
    await answerCached(ctx, cache, ctx.url, async (view) =>
      suggestions(deps.db, parseQuery(ctx, SuggestQuery).q, view),
    );
  });
}
