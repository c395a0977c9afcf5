import { shopApi } from '@shop/contracts';
import { createRouter, routesOn } from '@shop/service-kit';
import type { OrdersContext } from '../context';
import { searchOrders } from '../domain/search/search-orders';

/** The orders group of the back office's global search (staff holding `orders.list`). */
export function adminSearchRoutes(context: OrdersContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  route('GET /api/admin/search/orders', async ({ query }) => ({ items: await searchOrders(context.db, query.q) }));
  return router;
}
