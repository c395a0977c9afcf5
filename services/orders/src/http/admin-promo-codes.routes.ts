import { shopApi } from '@shop/contracts';
import { createRouter, routesOn, staffOf } from '@shop/service-kit';
import { auditHistory } from '@shop/service-kit/db';
import type { OrdersContext } from '../context';
import {
  changePromoCode,
  createPromoCode,
  deletePromoCode,
  listPromoCodes,
  readPromoCode,
} from '../domain/admin/admin-promo-codes';

/** The promo codes of the discounts section (DESIGN §9 `discounts.*`) and their history. */
export function adminPromoCodesRoutes(context: OrdersContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);

  route('GET /api/admin/promo-codes', ({ query }) => listPromoCodes(context, query));
  route('POST /api/admin/promo-codes', async ({ body }, ctx) => {
    const promo = await createPromoCode(context, staffOf(ctx), body, ctx.state.lang);
    ctx.status = 201;
    return promo;
  });
  route('GET /api/admin/promo-codes/:id', ({ params }) => readPromoCode(context, params.id));
  route('PATCH /api/admin/promo-codes/:id', ({ params, body }, ctx) =>
    changePromoCode(context, staffOf(ctx), params.id, body, ctx.state.lang),
  );
  route('DELETE /api/admin/promo-codes/:id', async ({ params }, ctx) => {
    await deletePromoCode(context, staffOf(ctx), params.id);
    ctx.status = 204;
  });
  route('GET /api/admin/promo-codes/:id/history', ({ params, query }) =>
    auditHistory(context.db, 'promo_code', params.id, query),
  );
  return router;
}
