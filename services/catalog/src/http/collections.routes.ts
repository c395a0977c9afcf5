import { IdParam, NoQuery } from '@shop/contracts';
import { AppError, parseParams, parseQuery, type Router, type ServiceContext, type ShopState } from '@shop/service-kit';
import type * as schema from '../db/schema';
import { collectionDetail, collectionList, collectionMenu } from '../domain/collection-menu';
import { answerCached, catalogueCache } from './catalogue-cache';

export function collectionRoutes(router: Router<ShopState>, deps: ServiceContext<typeof schema>): void {
  const cache = catalogueCache(deps);
  router.get('/api/catalog/collections/menu', async (ctx) => {
    await answerCached(ctx, cache, ctx.path, async () => ({ items: await collectionMenu(deps.db) }));
  });
  router.get('/api/catalog/collections', async (ctx) => {
    await answerCached(ctx, cache, ctx.url, async (view) => {
      parseQuery(ctx, NoQuery);
      return collectionList(deps.db, view.lang);
    });
  });
  router.get('/api/catalog/collections/:id', async (ctx) => {
    await answerCached(ctx, cache, ctx.url, async (view) => {
      const { id } = parseParams(ctx, IdParam);
      parseQuery(ctx, NoQuery);
      const collection = await collectionDetail(deps.db, id, view.lang);
      if (!collection) throw new AppError('not_found');
      return collection;
    });
  });
}
