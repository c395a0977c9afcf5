import { shopApi } from '@shop/contracts';
import { createRouter, routesOn, type ShopContext } from '@shop/service-kit';
import type { OrdersContext } from '../context';
import { inOwnCurrency } from '../domain/cart/caller';
import { openPreorder, type PreorderCaller, submitPreorder } from '../domain/preorders/preorder-page';

// The dealer's season preorder, opened from the e-mailed link (SPEC §2, §4). Answers are the dealer's own.

/** A season preorder is priced in PLN or EUR, whatever currency the dealer browses in. */
const callerOf = (ctx: ShopContext): PreorderCaller =>
  inOwnCurrency({
    customerId: ctx.state.identity.customerId,
    lang: ctx.state.lang,
    currency: ctx.state.currency,
    conversion: ctx.state.conversion,
  });

export function preorderRoutes(context: OrdersContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);

  route('GET /api/preorders', async ({ query }, ctx) => {
    ctx.set('cache-control', 'private, no-store');
    return openPreorder(context, callerOf(ctx), query.t);
  });
  route('POST /api/preorders', async ({ body }, ctx) => {
    const submitted = await submitPreorder(context, callerOf(ctx), body);
    ctx.set('cache-control', 'private, no-store');
    ctx.status = 201;
    return submitted;
  });
  return router;
}
