import { shopApi } from '@shop/contracts';
import { createRouter, requireDealer, routesOn, staffOf } from '@shop/service-kit';
import type { CmsContext } from '../context';
import { dealerShops, decideShopChange, pendingShopChanges, requestShopChange } from '../domain/dealer-shops';

/**
 * A dealer's own store locator entries: the dealer reads them and asks for changes (a guest 401, anyone else
 * 403); staff see the pending requests in the shops section and approve or reject them (`shops.*`).
 */
export function dealerShopRoutes(context: CmsContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);

  route('GET /api/cms/dealer/shops', (_request, ctx) => {
    const customerId = requireDealer(ctx);
    ctx.set('cache-control', 'private, no-store');
    return dealerShops(context.db, customerId, ctx.state.lang);
  });
  route('POST /api/cms/dealer/shops/:id/change-requests', async ({ params, body }, ctx) => {
    const customerId = requireDealer(ctx);
    const request = await requestShopChange(context, customerId, String(params.id), body);
    ctx.status = 201;
    return request;
  });

  route('GET /api/admin/shop-change-requests', () => pendingShopChanges(context.db));
  route('POST /api/admin/shop-change-requests/:id/approve', ({ params }, ctx) =>
    decideShopChange(context, staffOf(ctx), params.id, 'approved'),
  );
  route('POST /api/admin/shop-change-requests/:id/reject', ({ params }, ctx) =>
    decideShopChange(context, staffOf(ctx), params.id, 'rejected'),
  );
  return router;
}
