import { shopApi } from '@shop/contracts';
import { createRouter, routesOn, type StaffMember } from '@shop/service-kit';
import type { OrdersContext } from '../context';
import { changeOrderStatus, findAdminOrder, listAdminOrders, orderHistory } from '../domain/admin/admin-orders';

/** The orders section of the back office (routesOn checks each row's permission first). */
export function adminOrdersRoutes(context: OrdersContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);

  route('GET /api/admin/orders', ({ query }) => listAdminOrders(context.db, query));
  route('GET /api/admin/orders/:id', ({ params }) => findAdminOrder(context.db, params.id));
  route('POST /api/admin/orders/:id/status', ({ params, body }, ctx) =>
    changeOrderStatus(context, ctx.state.staff as StaffMember, params.id, body),
  );
  route('GET /api/admin/orders/:id/history', ({ params, query }) => orderHistory(context.db, params.id, query));

  return router;
}
