import { shopApi } from '@shop/contracts';
import { answerRevalidated, createRouter, routesOn, type ServiceContext } from '@shop/service-kit';
import type * as schema from '../db/schema';
import { findShops } from '../domain/find-shops';

/** GET /api/cms/shops: the store locator's search; no match is an empty list, not an error; a shop staff add is found on the next read. */
export function shopsRoutes(context: ServiceContext<typeof schema>) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  route('GET /api/cms/shops', async ({ query }, ctx) => {
    answerRevalidated(ctx, await findShops(context.db, query, ctx.state.lang));
  });
  return router;
}
