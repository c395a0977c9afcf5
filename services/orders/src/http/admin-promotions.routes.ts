import { shopApi } from '@shop/contracts';
import { createRouter, routesOn, staffOf } from '@shop/service-kit';
import { auditHistory } from '@shop/service-kit/db';
import type { OrdersContext } from '../context';
import {
  changePromotion,
  createPromotion,
  deletePromotion,
  listPromotions,
  readPromotion,
} from '../domain/promotions/admin-promotions';

/** The automatic promotions of the discounts section (DESIGN §9 `discounts.*`) and their history. */
export function adminPromotionsRoutes(context: OrdersContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);

  route('GET /api/admin/promotions', ({ query }) => listPromotions(context, query));
  route('POST /api/admin/promotions', async ({ body }, ctx) => {
    const promotion = await createPromotion(context, staffOf(ctx), body, ctx.state.lang);
    ctx.status = 201;
    return promotion;
  });
  route('GET /api/admin/promotions/:id', ({ params }) => readPromotion(context, params.id));
  route('PATCH /api/admin/promotions/:id', ({ params, body }, ctx) =>
    changePromotion(context, staffOf(ctx), params.id, body, ctx.state.lang),
  );
  route('DELETE /api/admin/promotions/:id', async ({ params }, ctx) => {
    await deletePromotion(context, staffOf(ctx), params.id);
    ctx.status = 204;
  });
  route('GET /api/admin/promotions/:id/history', ({ params, query }) =>
    auditHistory(context.db, 'promotion', params.id, query),
  );
  return router;
}
