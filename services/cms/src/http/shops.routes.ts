import { ShopsQuery } from '@shop/contracts';
import { createRouter, parseQuery, type ServiceContext } from '@shop/service-kit';
import type * as schema from '../db/schema';
import { findShops } from '../domain/find-shops';

/** GET /api/cms/shops: the store locator's search; no match is an empty list, not an error. */
export function shopsRoutes(context: ServiceContext<typeof schema>) {
  const router = createRouter();
  router.get('/api/cms/shops', async (ctx) => {
    const query = parseQuery(ctx, ShopsQuery);
    ctx.set('cache-control', 'public, max-age=300');
    ctx.body = await findShops(context.db, query, ctx.state.lang);
  });
  return router;
}
