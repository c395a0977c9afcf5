import { shopApi } from '@shop/contracts';
import { createRouter, routesOn } from '@shop/service-kit';
import type { OrdersContext } from '../context';
import { salesFigures } from '../domain/dashboard/sales-figures';
import { ksefQueue } from '../invoices/ksef/sender';

/** The dashboard's sales widgets (staff holding `orders.list`) and the KSeF queue's (`invoices.list`). */
export function adminDashboardRoutes(context: OrdersContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  route('GET /api/admin/dashboard/sales', ({ query }) => salesFigures(context, query.period));
  route('GET /api/admin/dashboard/invoices', () => ksefQueue(context.db, context.clock.now()));
  return router;
}
