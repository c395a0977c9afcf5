import { shopApi } from '@shop/contracts';
import { createRouter, routesOn, type StaffMember } from '@shop/service-kit';
import { sendStoredFile } from '@shop/service-kit/files';
import type { OrdersContext } from '../context';
import { changeOrderStatus, findAdminOrder, listAdminOrders, orderHistory } from '../domain/admin/admin-orders';
import { orderLineFile } from '../domain/cart/line-files';
import { confirmPreorder } from '../domain/preorders/preorder-payment';

/** The orders section of the back office (routesOn checks each row's permission first). */
export function adminOrdersRoutes(context: OrdersContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);

  route('GET /api/admin/orders', ({ query }) => listAdminOrders(context.db, query));
  route('GET /api/admin/orders/:id', ({ params }) => findAdminOrder(context.db, params.id));
  route('POST /api/admin/orders/:id/status', ({ params, body }, ctx) =>
    changeOrderStatus(context, ctx.state.staff as StaffMember, params.id, body),
  );
  route('POST /api/admin/orders/:id/preorder-confirmation', async ({ params, body }, ctx) => {
    await findAdminOrder(context.db, params.id); // 404 for an id that is no order's
    await confirmPreorder(context, ctx.state.staff as StaffMember, params.id, body);
    return findAdminOrder(context.db, params.id);
  });
  route('GET /api/admin/orders/:id/history', ({ params, query }) => orderHistory(context.db, params.id, query));
  route('GET /api/admin/orders/:id/files/:fileId', async ({ params }, ctx) => {
    const file = await orderLineFile(context.db, params.id, params.fileId);
    sendStoredFile(ctx, context.files, file, 'attachment');
  });

  return router;
}
