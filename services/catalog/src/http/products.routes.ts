import { IdParam, ProductListQuery, ProductQuery, SuggestQuery } from '@shop/contracts';
import { parseParams, parseQuery, type Router, type ShopState } from '@shop/service-kit';
import type { CatalogContext } from '../context';
import { listProducts, productPage, suggestions } from '../domain/catalogue';
import { answerCached, productGroup } from './catalogue-cache';

// Bound by hand, not through routesOn: the cache is keyed by the request as sent and validation runs only
// on a miss (answerCached), so a repeated read costs a map lookup, not a parse.

export function productRoutes(router: Router<ShopState>, context: CatalogContext): void {
  router.get('/api/catalog/products', async (ctx) => {
    await answerCached(ctx, context, ctx.url, async (view) =>
      listProducts(context.db, parseQuery(ctx, ProductListQuery), view),
    );
  });

  router.get('/api/catalog/products/:id', async (ctx) => {
    // Filed under the product (when the id is one), so a move of its stock forgets only its pages.
    const group = /^\d{1,9}$/.test(ctx.params.id ?? '') ? productGroup(Number(ctx.params.id)) : undefined;
    await answerCached(
      ctx,
      context,
      ctx.url,
      async (view) => {
        const { id } = parseParams(ctx, IdParam);
        const { c } = parseQuery(ctx, ProductQuery);
        return productPage(context.db, id, c, view);
      },
      group,
    );
  });

  router.get('/api/catalog/search/suggest', async (ctx) => {
    await answerCached(ctx, context, ctx.url, async (view) =>
      suggestions(context.db, parseQuery(ctx, SuggestQuery).q, view),
    );
  });
}
