import { ReturnListQuery } from '@shop/contracts';
import { createRouter, parseQuery, requireCustomer, type ServiceContext } from '@shop/service-kit';
import type * as schema from '../db/schema';
import { listReturns } from '../domain/list-returns';

export function returnRoutes(context: ServiceContext<typeof schema>) {
  const router = createRouter();
  router.get('/api/rma', async (ctx) => {
    const customerId = requireCustomer(ctx);
    const query = parseQuery(ctx, ReturnListQuery);
    ctx.set('cache-control', 'private, no-store');
    ctx.body = await listReturns(context.db, customerId, query);
  });
  return router;
}
