import { type CartUpdate, type PaymentMethod, translate } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { OrdersContext } from '../../context';
import type { CartCaller } from './caller';
import { type CartRow, type CartState, type ComposeInput, composeCart, promotionsAndCode } from './cart-answer';
import { lockCart, touchCart } from './cart-store';
import type { CatalogLine } from './catalog-lines';
import { clearCart } from './clear-cart';
import { callerUsesOf, type PromoCode } from './promo-codes';
import { loadCartState, promotionsFor } from './read-cart';

// POST /api/cart: the cart's type and checkout choices. A preorder cart has no delivery or payment choice
// (PREORDER / preorder); other carts choose among what they offer (never PREORDER). A promo code is checked
// against the cart as it is when it is entered, and again on every read.

/** Season preorders and proposals are wholesale: only a signed-in dealer's cart may be one. */
const dealerTypes = new Set(['preorder', 'proposal']);

type Changes = Partial<CartRow>;
/** Who the cart is priced for, when, and by which of the shop's settings. */
type PriceAs = Pick<ComposeInput, 'caller' | 'now' | 'shop' | 'promoUses' | 'promotions'>;

export async function updateCart(context: OrdersContext, caller: CartCaller, update: CartUpdate): Promise<void> {
  const state = await loadCartState(context, caller);
  const lines = await context.catalogLines.lookup(
    caller,
    state.items.map((item) => ({ productId: item.productId, variantId: item.variantId })),
  );
  const changes = choiceChanges(state.cart, update, caller);
  const now = context.clock.now();
  // The promotions too: a code never combined with one is refused as it is entered, and the offers (free
  // delivery, the installment minimum) are those of the discounted basket.
  const priceAs: PriceAs = {
    caller,
    now,
    shop: context.shopSettings(),
    promotions: state.items.length > 0 ? await promotionsFor(context, caller, now) : undefined,
  };

  let promo = state.cart?.promoCode ? await context.promoCodes.find(state.cart.promoCode) : undefined;
  if (update.promoCode === null || update.promoCode === '') {
    changes.promoCode = null;
    promo = undefined;
  } else if (update.promoCode !== undefined) {
    promo = await context.promoCodes.find(update.promoCode);
    assertPromoApplies(
      promo,
      { ...priceAs, promoUses: await callerUsesOf(context.db, promo, caller.customerId) },
      state,
      lines,
    );
    changes.promoCode = promo?.code ?? null;
  }
  const promoUses = await callerUsesOf(context.db, promo, caller.customerId);
  assertChoicesOffered({ ...priceAs, promoUses }, state, lines, promo, changes, await context.paymentMethods.get());

  await context.transaction(async (tx) => {
    const cart = await lockCart(tx, caller);
    await touchCart(tx, cart, changes);
  });
}

/** DELETE /api/cart: the caller's cart is emptied (lines, code and choices). */
export async function emptyCart(context: OrdersContext, caller: CartCaller): Promise<void> {
  const state = await loadCartState(context, caller);
  if (!state.cart) return;
  const cartId = state.cart.id;
  await context.transaction((tx) => clearCart(tx, cartId));
}

/** The type, comments and methods asked for; a preorder cart gets PREORDER / preorder and nothing else. */
function choiceChanges(before: CartRow | undefined, update: CartUpdate, caller: CartCaller): Changes {
  if (update.type && dealerTypes.has(update.type) && caller.customerType !== 'b2b')
    throw new AppError('business_rule', {
      messageKey: 'cart.dealers_only',
      fields: { type: translate('cart.dealers_only', caller.lang) },
    });
  const type = update.type ?? before?.type ?? 'standard';
  const changes: Changes = {};
  if (update.type) changes.type = update.type;
  if (update.comments !== undefined) changes.comments = update.comments;
  if (type === 'preorder') {
    const fields: Record<string, string> = {};
    const message = translate('cart.preorder_no_choice', caller.lang);
    if (update.deliveryMethod && update.deliveryMethod !== 'PREORDER') fields.deliveryMethod = message;
    if (update.paymentMethod && update.paymentMethod !== 'preorder') fields.paymentMethod = message;
    if (Object.keys(fields).length > 0)
      throw new AppError('business_rule', { messageKey: 'cart.preorder_no_choice', fields });
    return { ...changes, deliveryMethod: 'PREORDER', paymentMethod: 'preorder' };
  }
  if (before?.type === 'preorder') {
    changes.deliveryMethod = null;
    changes.paymentMethod = null;
  }
  if (update.deliveryMethod !== undefined) changes.deliveryMethod = update.deliveryMethod;
  if (update.paymentMethod !== undefined) changes.paymentMethod = update.paymentMethod;
  return changes;
}

function assertPromoApplies(
  promo: PromoCode | undefined,
  priceAs: PriceAs,
  state: CartState,
  lines: CatalogLine[],
): void {
  const { caller } = priceAs;
  const priced = composeCart({ ...priceAs, state: { cart: undefined, items: state.items }, lines, promo });
  const problem = promotionsAndCode({ ...priceAs, lines, promo }, priced.items).codeProblem;
  if (!problem) return;
  throw new AppError('promo_code_invalid', {
    messageKey: problem.key,
    params: problem.params,
    fields: { promoCode: translate(problem.key, caller.lang, problem.params) },
  });
}

/** What the cart offers once the change is made decides whether the chosen methods are allowed. */
function assertChoicesOffered(
  priceAs: PriceAs,
  state: CartState,
  lines: CatalogLine[],
  promo: PromoCode | undefined,
  changes: Changes,
  enabledPayments: ReadonlySet<PaymentMethod> | undefined,
): void {
  const { caller } = priceAs;
  const next = { ...(state.cart ?? blankCart(priceAs.now)), ...changes };
  if (next.type === 'preorder') return;
  const offered = composeCart({
    ...priceAs,
    state: { cart: next, items: state.items },
    lines,
    promo,
    enabledPayments,
  });
  const fields: Record<string, string> = {};
  if (changes.deliveryMethod && !offered.deliveryMethods.some((d) => d.method === changes.deliveryMethod))
    fields.deliveryMethod = translate('cart.delivery_not_allowed', caller.lang);
  if (changes.paymentMethod && !(offered.paymentMethods as string[]).includes(changes.paymentMethod))
    fields.paymentMethod = translate('cart.payment_not_allowed', caller.lang);
  if (Object.keys(fields).length === 0) return;
  const key = fields.deliveryMethod ? 'cart.delivery_not_allowed' : 'cart.payment_not_allowed';
  throw new AppError('business_rule', { messageKey: key, fields });
}

function blankCart(now: Date): CartRow {
  return {
    id: '00000000-0000-4000-a000-000000000000',
    sessionId: null,
    customerId: null,
    type: 'standard',
    promoCode: null,
    deliveryMethod: null,
    paymentMethod: null,
    comments: '',
    version: 0,
    createdAt: now,
    updatedAt: now,
  };
}
