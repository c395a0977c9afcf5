import { shopApi, todayInWarsaw } from '@shop/contracts';
import { createRouter, requireDealer, routesOn, staffOf } from '@shop/service-kit';
import type { CmsContext } from '../context';
import { adminPolicy, dealerPolicies, listPolicies, toAdminPolicy, toPolicy } from './policies';
import { registerPolicy } from './register-policy';
import { listShopSales, retryShopSale } from './shop-sales-admin';

/**
 * Insured bikes (issue 25): a dealer registers the bikes it sold and lists its own (a guest 401, anyone else
 * 403); staff list every policy and register one (`insurance.list`, `insurance.create`, checked by the kit).
 */
export function insurancePolicyRoutes(context: CmsContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  const today = () => todayInWarsaw(context.clock.now());

  route('GET /api/insurance/policies', (_request, ctx) => {
    const dealerId = requireDealer(ctx);
    ctx.set('cache-control', 'private, no-store');
    return dealerPolicies(context, dealerId, ctx.state.lang);
  });
  route('POST /api/insurance/policies', async ({ body }, ctx) => {
    const dealerId = requireDealer(ctx);
    const row = await registerPolicy(context, { kind: 'dealer', dealerId }, body, ctx.state.lang);
    ctx.status = 201;
    return toPolicy(row, ctx.state.lang, today());
  });

  route('GET /api/admin/insurance/policies', ({ query }, ctx) => listPolicies(context, query, ctx.state.lang));
  route('GET /api/admin/insurance/policies/:id', ({ params }, ctx) => adminPolicy(context, params.id, ctx.state.lang));
  route('POST /api/admin/insurance/policies', async ({ body }, ctx) => {
    const staff = staffOf(ctx);
    const row = await registerPolicy(context, { kind: 'staff', staff }, body, ctx.state.lang);
    ctx.status = 201;
    return toAdminPolicy(row, ctx.state.lang, today());
  });
  // The shop's own sales (shop-sales.ts): how each shipped frame's registration stands; a refused one again.
  route('GET /api/admin/insurance/shop-sales', ({ query }) => listShopSales(context, query));
  route('POST /api/admin/insurance/shop-sales/:frameNumber/retry', ({ params }, ctx) =>
    retryShopSale(context, staffOf(ctx), params.frameNumber),
  );
  return router;
}
