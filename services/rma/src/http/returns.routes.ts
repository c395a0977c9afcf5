import { shopApi } from '@shop/contracts';
import { createRouter, requireCustomer, routesOn, type ServiceContext } from '@shop/service-kit';
import type * as schema from '../db/schema';
import { listReturns } from '../domain/list-returns';

/** The signed-in customer's own returns and claims. */
export function returnRoutes(context: ServiceContext<typeof schema>) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  route('GET /api/rma', ({ query }, ctx) => {
    const customerId = requireCustomer(ctx);
    ctx.set('cache-control', 'private, no-store');
    return listReturns(context.db, customerId, query);
  });
  return router;
}
