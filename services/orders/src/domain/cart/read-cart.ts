import type { Cart, DeliveryMethod } from '@shop/contracts';
import type { CartCaller } from './caller';
import { type CartState, composeCart } from './cart-answer';
import { findCarts } from './cart-store';
import { type CartDeps, cartTools } from './cart-tools';
import { mergeGuestCart } from './merge-guest-cart';

export type { CartCaller } from './caller';
/** The cart answer of the contracts (GET /api/cart). */
export type CartAnswer = Cart;

/** The caller's cart as stored, after merging a guest cart left in a signed-in caller's session. */
export async function loadCartState(deps: CartDeps, caller: CartCaller): Promise<CartState> {
  const found = await findCarts(deps.db, caller);
  if (!found.guest || !caller.customerId) return found.own;
  await mergeGuestCart(deps, { ...caller, customerId: caller.customerId }, found.guest, found.own);
  return (await findCarts(deps.db, caller)).own;
}

/** Before a write: a signed-in caller's guest cart is merged first (a guest has nothing to merge). */
export async function settleGuestCart(deps: CartDeps, caller: CartCaller): Promise<void> {
  if (caller.customerId && caller.sessionId) await loadCartState(deps, caller);
}

/** Prices the stored cart with what the catalogue says now. */
export async function priceCart(
  deps: CartDeps,
  caller: CartCaller,
  state: CartState,
  choice: { deliveryMethod?: DeliveryMethod | null } = {},
): Promise<Cart> {
  const tools = cartTools(deps);
  const [lines, promo, enabledPayments] = await Promise.all([
    tools.catalog.lookup(
      caller,
      state.items.map((item) => ({ productId: item.productId, variantId: item.variantId })),
    ),
    state.cart?.promoCode ? tools.promos.find(state.cart.promoCode) : undefined,
    tools.payments.get(),
  ]);
  const now = new Date();
  return composeCart({ caller, state, lines, promo, now, deliveryMethod: choice.deliveryMethod, enabledPayments });
}

/**
 * The caller's whole cart (GET /api/cart and the answer of every cart write). `choice.deliveryMethod`
 * prices the delivery of that method instead of the one stored (checkout passes the one submitted).
 */
export async function readCart(
  deps: CartDeps,
  caller: CartCaller,
  choice: { deliveryMethod?: DeliveryMethod | null } = {},
): Promise<CartAnswer> {
  return priceCart(deps, caller, await loadCartState(deps, caller), choice);
}
