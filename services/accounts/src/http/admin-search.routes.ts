import { shopApi } from '@shop/contracts';
import { createRouter, routesOn, type ServiceContext } from '@shop/service-kit';
import type * as schema from '../db/schema';
import { searchCustomers } from '../domain/back-office/search-customers';

/** The customers group of the back office's global search (staff holding `customers.list`). */
export function adminSearchRoutes(context: ServiceContext<typeof schema>) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  route('GET /api/admin/search/customers', async ({ query }) => ({
    items: await searchCustomers(context.db, query.q),
  }));
  return router;
}
