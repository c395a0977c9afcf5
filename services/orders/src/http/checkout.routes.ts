import { checkoutRequestFor, REFERRAL_PARAM, shopApi } from '@shop/contracts';
import { clientAddressOf, createRouter, parseBody, routesOn, type ShopContext } from '@shop/service-kit';
import type { OrdersContext } from '../context';
import { cartCallerOf } from '../domain/cart/caller';
import { checkoutCartOf } from '../domain/checkout/checkout-cart';
import { placeOrder } from '../domain/checkout/place-order';
import { underCodeLockout } from '../domain/gift-cards/balance-check';

// POST /api/cart/checkout: the order from the caller's cart. 201 with the new order; a repeated submit
// (same idempotency key) answers the order it placed before with 200. A gift card code is under the balance
// check's lockout (wrong codes from one address).

const referralCode = /^[A-Za-z0-9_-]{1,64}$/;

/** SPEC §9: the `ref` cookie's code. The gateway passes it as a header (cookies stop at the gateway). */
function referralOf(ctx: ShopContext): string | null {
  // The cookie is named like the address parameter it was taken from.
  const code = ctx.get('x-shop-referral') || ctx.cookies.get(REFERRAL_PARAM) || '';
  return referralCode.test(code) ? code : null;
}

export function checkoutRoutes(context: OrdersContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);

  route('POST /api/cart/checkout', async (_payload, ctx) => {
    const caller = cartCallerOf(ctx);
    // The table's body is any caller's payload; a retail shopper's must also ship to Poland.
    const request = parseBody(ctx, checkoutRequestFor(caller.customerType));
    const placed = await underCodeLockout(context, clientAddressOf(ctx), request.giftCardCode, () =>
      placeOrder(context, checkoutCartOf(context, caller), {
        identity: ctx.state.identity,
        lang: ctx.state.lang,
        request,
        referralCode: referralOf(ctx),
        conversion: caller.conversion,
      }),
    );
    ctx.set('cache-control', 'private, no-store');
    ctx.status = placed.created ? 201 : 200;
    return { order: placed.order };
  });
  return router;
}
