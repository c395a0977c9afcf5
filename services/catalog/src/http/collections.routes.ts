import { IdParam, NoQuery } from '@shop/contracts';
import { AppError, parseParams, parseQuery, type Router, type ShopState } from '@shop/service-kit';
import type { CatalogContext } from '../context';
import { collectionDetail, collectionList, collectionMenu } from '../domain/collection-menu';
import { answerCached } from './catalogue-cache';

/** Cached like the product routes (products.routes.ts): validated on a miss only. */
export function collectionRoutes(router: Router<ShopState>, context: CatalogContext): void {
  router.get('/api/catalog/collections/menu', async (ctx) => {
    await answerCached(ctx, context, ctx.path, async () => ({ items: await collectionMenu(context.db) }));
  });
  router.get('/api/catalog/collections', async (ctx) => {
    await answerCached(ctx, context, ctx.url, async (view) => {
      parseQuery(ctx, NoQuery);
      return collectionList(context.db, view.lang);
    });
  });
  router.get('/api/catalog/collections/:id', async (ctx) => {
    await answerCached(ctx, context, ctx.url, async (view) => {
      const { id } = parseParams(ctx, IdParam);
      parseQuery(ctx, NoQuery);
      const collection = await collectionDetail(context.db, id, view.lang);
      if (!collection) throw new AppError('not_found');
      return collection;
    });
  });
}
