import { shopApi } from '@shop/contracts';
import { createRouter, routesOn } from '@shop/service-kit';
import type { OrdersContext } from '../context';
import { salesFigures } from '../domain/dashboard/sales-figures';

/** The dashboard's sales widgets (staff holding `orders.list`). */
export function adminDashboardRoutes(context: OrdersContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  route('GET /api/admin/dashboard/sales', ({ query }) => salesFigures(context, query.period));
  return router;
}
