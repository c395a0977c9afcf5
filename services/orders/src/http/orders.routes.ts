import { OrderListQuery } from '@shop/contracts';
import { createRouter, parseQuery, requireCustomer, type ServiceDeps } from '@shop/service-kit';
import type * as schema from '../db/schema';
import { listOrders } from '../domain/list-orders';

export function orderRoutes(deps: ServiceDeps<typeof schema>) {
  const router = createRouter();
  router.get('/api/orders', async (ctx) => {
    const customerId = requireCustomer(ctx);
    const query = parseQuery(ctx, OrderListQuery);
    ctx.set('cache-control', 'private, no-store');
    ctx.body = await listOrders(deps.db, customerId, query);
  });
  return router;
}
