import { shopApi } from '@shop/contracts';
import { createRouter, routesOn, staffOf } from '@shop/service-kit';
import { auditHistory } from '@shop/service-kit/db';
import type { OrdersContext } from '../context';
import { sendPreorderLinks } from '../domain/preorders/links';
import { seasonReport } from '../domain/preorders/season-report';
import { changeSeason, createSeason, deleteSeason, listSeasons, readSeason } from '../domain/preorders/seasons';

/** The preorders section (`preorders.*`): seasons, their links to dealers, who submitted what, the history. */
export function adminPreordersRoutes(context: OrdersContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);

  route('GET /api/admin/preorder-seasons', ({ query }) => listSeasons(context, query));
  route('POST /api/admin/preorder-seasons', async ({ body }, ctx) => {
    const season = await createSeason(context, staffOf(ctx), body);
    ctx.status = 201;
    return season;
  });
  route('GET /api/admin/preorder-seasons/:id', ({ params }) => readSeason(context, params.id));
  route('PATCH /api/admin/preorder-seasons/:id', ({ params, body }, ctx) =>
    changeSeason(context, staffOf(ctx), params.id, body, ctx.state.lang),
  );
  route('DELETE /api/admin/preorder-seasons/:id', async ({ params }, ctx) => {
    await deleteSeason(context, staffOf(ctx), params.id);
    ctx.status = 204;
  });
  route('GET /api/admin/preorder-seasons/:id/history', ({ params, query }) =>
    auditHistory(context.db, 'preorder_season', params.id, query),
  );
  route('POST /api/admin/preorder-seasons/:id/links', async ({ params, body }, ctx) => ({
    sent: await sendPreorderLinks(context, staffOf(ctx), params.id, body.customerIds, ctx.state.lang),
  }));
  route('GET /api/admin/preorder-seasons/:id/report', ({ params }) => seasonReport(context, params.id));
  return router;
}
