import type { Cart, DeliveryMethod } from '@shop/contracts';
import type { OrdersContext } from '../../context';
import { shopperOf } from '../promotions/active-promotions';
import type { CartCaller } from './caller';
import { type CartState, composeCart } from './cart-answer';
import { findCarts } from './cart-store';
import { mergeGuestCart } from './merge-guest-cart';
import { callerUsesOf } from './promo-codes';

export type { CartCaller } from './caller';
/** The cart answer of the contracts (GET /api/cart). */
export type CartAnswer = Cart;

/** The caller's cart as stored, after merging a guest cart left in a signed-in caller's session. */
export async function loadCartState(context: OrdersContext, caller: CartCaller): Promise<CartState> {
  const found = await findCarts(context, caller);
  if (!found.guest || !caller.customerId) return found.own;
  await mergeGuestCart(context, { ...caller, customerId: caller.customerId }, found.guest, found.own);
  return (await findCarts(context, caller)).own;
}

/** Before a write: a signed-in caller's guest cart is merged first (a guest has nothing to merge). */
export async function settleGuestCart(context: OrdersContext, caller: CartCaller): Promise<void> {
  if (caller.customerId && caller.sessionId) await loadCartState(context, caller);
}

/** Prices the stored cart with what the catalogue says now. */
export async function priceCart(
  context: OrdersContext,
  caller: CartCaller,
  state: CartState,
  choice: { deliveryMethod?: DeliveryMethod | null } = {},
): Promise<Cart> {
  const now = context.clock.now();
  const [lines, promo, enabledPayments, promotions] = await Promise.all([
    context.catalogLines.lookup(
      caller,
      state.items.map((item) => ({ productId: item.productId, variantId: item.variantId })),
    ),
    state.cart?.promoCode ? context.promoCodes.find(state.cart.promoCode) : undefined,
    context.paymentMethods.get(),
    state.items.length > 0 ? promotionsFor(context, caller, now) : undefined,
  ]);
  return composeCart({
    caller,
    state,
    lines,
    promo,
    promoUses: await callerUsesOf(context.db, promo, caller.customerId),
    now,
    shop: context.shopSettings(),
    deliveryMethod: choice.deliveryMethod,
    enabledPayments,
    promotions,
  });
}

/**
 * The caller's whole cart (GET /api/cart and the answer of every cart write). `choice.deliveryMethod`
 * prices the delivery of that method instead of the one stored (checkout passes the one submitted).
 */
export async function readCart(
  context: OrdersContext,
  caller: CartCaller,
  choice: { deliveryMethod?: DeliveryMethod | null } = {},
): Promise<CartAnswer> {
  return priceCart(context, caller, await loadCartState(context, caller), choice);
}

/** The active promotions and the shopper they are measured for (what only some of them ask is asked then). */
export async function promotionsFor(context: OrdersContext, caller: CartCaller, now: Date) {
  const active = await context.promotions.active();
  return { active, shopper: await shopperOf(context, caller, active, now) };
}
