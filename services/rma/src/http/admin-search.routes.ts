import { shopApi } from '@shop/contracts';
import { createRouter, routesOn, type ServiceContext } from '@shop/service-kit';
import type * as schema from '../db/schema';
import { searchReturns } from '../domain/back-office';

/** The returns group of the back office's global search (staff holding `returns.list`). */
export function adminSearchRoutes(context: ServiceContext<typeof schema>) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  route('GET /api/admin/search/returns', async ({ query }) => ({ items: await searchReturns(context.db, query.q) }));
  return router;
}
