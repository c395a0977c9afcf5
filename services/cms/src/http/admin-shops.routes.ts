import { shopApi } from '@shop/contracts';
import { createRouter, routesOn, staffOf } from '@shop/service-kit';
import { auditHistory } from '@shop/service-kit/db';
import type { CmsContext } from '../context';
import { changeShop, createShop, deleteShop, listAdminShops, readAdminShop } from '../domain/admin/shops';

/** The shops section of the back office (SPEC §6 shops.*): the store locator's entries and their history. */
export function adminShopsRoutes(context: CmsContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);

  route('GET /api/admin/shops', ({ query }, ctx) => listAdminShops(context, query, ctx.state.lang));
  route('POST /api/admin/shops', async ({ body }, ctx) => {
    const shop = await createShop(context, staffOf(ctx), body, ctx.state.lang);
    ctx.status = 201;
    return shop;
  });
  route('GET /api/admin/shops/:id', ({ params }, ctx) => readAdminShop(context, params.id, ctx.state.lang));
  route('PATCH /api/admin/shops/:id', ({ params, body }, ctx) =>
    changeShop(context, staffOf(ctx), params.id, body, ctx.state.lang),
  );
  route('DELETE /api/admin/shops/:id', async ({ params }, ctx) => {
    await deleteShop(context, staffOf(ctx), params.id);
    ctx.status = 204;
  });
  route('GET /api/admin/shops/:id/history', ({ params, query }) => auditHistory(context.db, 'shop', params.id, query));
  return router;
}
