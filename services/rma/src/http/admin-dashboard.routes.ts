import { shopApi } from '@shop/contracts';
import { createRouter, routesOn, type ServiceContext } from '@shop/service-kit';
import type * as schema from '../db/schema';
import { openReturns } from '../domain/back-office';

/** The dashboard's returns widget (staff holding `returns.list`). */
export function adminDashboardRoutes(context: ServiceContext<typeof schema>) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  route('GET /api/admin/dashboard/returns', () => openReturns(context.db));
  return router;
}
