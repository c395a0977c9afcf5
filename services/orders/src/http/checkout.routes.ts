import { checkoutRequestFor } from '@shop/contracts';
import { createRouter, parseBody, type ServiceContext, type ShopContext } from '@shop/service-kit';
import type * as schema from '../db/schema';
import { cartCallerOf } from '../domain/cart/caller';
import { checkoutCartOf } from '../domain/checkout/checkout-cart';
import { placeOrder } from '../domain/checkout/place-order';
import type { OrdersSettings } from '../settings';

// POST /api/cart/checkout: the order from the caller's cart. 201 with the new order; a repeated submit
// (same idempotency key) answers the order it placed before with 200.

const referralCode = /^[A-Za-z0-9_-]{1,64}$/;

/** SPEC §9: the `ref` cookie's code. The gateway passes it as a header (cookies stop at the gateway). */
function referralOf(ctx: ShopContext): string | null {
  const code = ctx.get('x-shop-referral') || ctx.cookies.get('ref') || '';
  return referralCode.test(code) ? code : null;
}

export function checkoutRoutes(deps: ServiceContext<typeof schema>, settings: OrdersSettings) {
  const router = createRouter();
  router.post('/api/cart/checkout', async (ctx) => {
    const caller = cartCallerOf(ctx);
    const request = parseBody(ctx, checkoutRequestFor(caller.customerType));
    const placed = await placeOrder(deps, checkoutCartOf(deps, caller), {
      identity: ctx.state.identity,
      lang: ctx.state.lang,
      request,
      referralCode: referralOf(ctx),
      orderNumberPrefix: settings.ORDER_NUMBER_PREFIX,
    });
    ctx.set('cache-control', 'private, no-store');
    ctx.status = placed.created ? 201 : 200;
    ctx.body = { order: placed.order };
  });
  return router;
}
