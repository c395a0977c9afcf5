import { shopApi } from '@shop/contracts';
import { createRouter, routesOn, type ServiceContext } from '@shop/service-kit';
import type * as schema from '../db/schema';
import { newCustomers } from '../domain/back-office/new-customers';

/** The dashboard's customers widget (staff holding `customers.list`). */
export function adminDashboardRoutes(context: ServiceContext<typeof schema>) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  route('GET /api/admin/dashboard/customers', ({ query }) => newCustomers(context.db, context.clock, query.period));
  return router;
}
