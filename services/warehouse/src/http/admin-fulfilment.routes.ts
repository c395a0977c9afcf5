import { shopApi } from '@shop/contracts';
import { createRouter, routesOn, type ShopContext, type StaffMember } from '@shop/service-kit';
import type { WarehouseContext } from '../context';
import { fulfilmentDetail, listFulfilments, moveFulfilment } from '../domain/fulfilment/fulfilments';
import { createShipment, listShipments, moveShipment } from '../domain/fulfilment/shipments';

/** The back office's fulfilment and shipments (the kit checks each row's permission). */
export function adminFulfilmentRoutes(context: WarehouseContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  const { db } = context;
  const staff = (ctx: ShopContext) => ctx.state.staff as StaffMember;
  route('GET /api/admin/warehouse/fulfilments', ({ query }) => listFulfilments(db, query));
  route('GET /api/admin/warehouse/fulfilments/:id', ({ params }) => fulfilmentDetail(db, params.id));
  route('POST /api/admin/warehouse/fulfilments/:id/status', ({ params, body }, ctx) =>
    moveFulfilment(db, staff(ctx), params.id, body),
  );
  route('POST /api/admin/warehouse/fulfilments/:id/shipments', async ({ params, body }, ctx) => {
    const answer = await createShipment(db, staff(ctx), params.id, body, ctx.state.lang);
    ctx.status = 201;
    return answer;
  });
  route('GET /api/admin/warehouse/shipments', ({ query }) => listShipments(db, query));
  route('POST /api/admin/warehouse/shipments/:id/status', ({ params, body }, ctx) =>
    moveShipment(db, staff(ctx), params.id, body),
  );
  return router;
}
