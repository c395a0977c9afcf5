import { createHash } from 'node:crypto';
import {
  type Cart,
  type CartItem,
  type CartItemProblem,
  type DeliveryMethod,
  isOrderable,
  MAX_SELLING_QUANTITY,
  type PaymentMethod,
  translate,
} from '@shop/contracts';
import type { cartItems, carts } from '../../db/schema';
import type { CartCaller } from './caller';
import type { CatalogLine, FoundLine } from './catalog-lines';
import { deliveryOffers, type OfferSettings, paymentOffers } from './offers';
import { inPromoScope, type PromoCode, promoDiscount, promoProblem } from './promo-codes';
import { computeTotals } from './totals';

// The whole cart as the shopper sees it, composed from what the cart keeps (lines, choices) and what the
// catalogue says now (prices, stock). Lines that cannot be bought at all (gone, unavailable) stay in the
// cart with their problem but count in no total; a line short of stock counts in full and marks the cart
// partial, so the shopper sees the warning and checkout refuses until it is fixed.

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;

export interface CartState {
  cart: CartRow | undefined;
  items: CartItemRow[];
}

/** How many of a line can be bought now (none of what is not sold online): null when stock does not limit it. */
export function availableQuantityOf(line: FoundLine): number | null {
  if (!isOrderable(line.availability)) return 0;
  return line.stockLimited ? Math.max(line.stock, 0) : null;
}

export function problemOf(line: CatalogLine, quantity: number): CartItemProblem | null {
  if (!line.found) return 'not_found';
  const available = availableQuantityOf(line);
  if (available === null) return null;
  if (available <= 0) return 'unavailable';
  return available < quantity ? 'insufficient' : null;
}

/** The id shown for a cart not made yet (nothing chosen): stable per caller, never stored. */
export function virtualCartId(caller: CartCaller): string {
  const hex = createHash('sha256')
    .update(caller.customerId ? `customer:${caller.customerId}` : `session:${caller.sessionId}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface ComposeInput {
  caller: CartCaller;
  state: CartState;
  /** The catalogue's line for each item, in the order of `state.items`. */
  lines: CatalogLine[];
  promo: PromoCode | undefined;
  /** Orders the signed-in caller placed with `promo` already (its per-customer limit). */
  promoUses?: number;
  now: Date;
  /** The shop settings that decide the offers (`shopSettings()`). */
  shop: OfferSettings;
  /** Totals for this delivery choice instead of the stored one (checkout). */
  deliveryMethod?: DeliveryMethod | null;
  /** The payment methods the payments service can take now; undefined: all of SPEC §6. */
  enabledPayments?: ReadonlySet<PaymentMethod>;
}

const buyable = (item: CartItem) => item.problem !== 'unavailable' && item.problem !== 'not_found';

/** The gross of the lines that can be bought, and of those of them the promo code covers. */
export function basketsOf(items: CartItem[], lines: CatalogLine[], promo: PromoCode | undefined) {
  let basket = 0;
  let scoped = 0;
  items.forEach((item, i) => {
    if (!buyable(item)) return;
    basket += item.lineTotal.amount;
    if (promo && inPromoScope(promo, { ...item, ...lines[i] })) scoped += item.lineTotal.amount;
  });
  return { basket, scoped };
}

export function composeCart(input: ComposeInput): Cart {
  const { caller, state, lines, now } = input;
  const { currency } = caller;
  const money = (amount: number) => ({ amount, currency });
  const cart = state.cart;
  const type = cart?.type ?? 'standard';

  const items: CartItem[] = state.items.map((row, i) => itemOf(row, lines[i] as CatalogLine, currency));
  const { basket, scoped } = basketsOf(items, lines, input.promo);

  let promoCode: Cart['promoCode'] = null;
  let promoCodeProblem: Cart['promoCodeProblem'] = null;
  let discount = 0;
  if (cart?.promoCode) {
    const problem = promoProblem(input.promo, { ...caller, basket, scoped, callerUses: input.promoUses ?? 0, now });
    if (problem) {
      promoCodeProblem = { code: cart.promoCode, message: translate(problem.key, caller.lang, problem.params) };
    } else if (input.promo) {
      discount = promoDiscount(input.promo, scoped);
      promoCode = { code: input.promo.code, discount: money(discount) };
    }
  }

  const context = {
    type,
    customerType: caller.customerType,
    currency,
    basket: basket - discount,
    shop: input.shop,
    enabled: input.enabledPayments,
  };
  const deliveries = deliveryOffers(context);
  const payments = paymentOffers(context);
  const preorder = type === 'preorder';
  const chosenDelivery = input.deliveryMethod !== undefined ? input.deliveryMethod : (cart?.deliveryMethod ?? null);
  const delivery = preorder ? null : (deliveries.find((d) => d.method === chosenDelivery) ?? null);
  const storedPayment = (cart?.paymentMethod ?? null) as PaymentMethod | null;
  const payment = preorder ? 'preorder' : storedPayment && payments.includes(storedPayment) ? storedPayment : null;

  const totals = computeTotals(
    items.filter(buyable).map((item) => ({ gross: item.lineTotal.amount, vatRate: item.vatRate })),
    discount,
    delivery?.price ?? 0,
  );
  return {
    id: cart?.id ?? virtualCartId(caller),
    type,
    currency,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    items,
    promoCode,
    promoCodeProblem,
    deliveryMethod: preorder ? 'PREORDER' : (delivery?.method ?? null),
    paymentMethod: payment,
    deliveryMethods: deliveries.map((d) => ({ method: d.method, price: money(d.price) })),
    paymentMethods: payments,
    totals: {
      items: money(totals.items),
      discount: money(totals.discount),
      delivery: money(totals.delivery),
      net: money(totals.net),
      vat: money(totals.vat),
      total: money(totals.total),
    },
    total: money(totals.total),
    partial: items.some((item) => item.problem !== null),
    comments: cart?.comments ?? '',
  };
}

function itemOf(row: CartItemRow, line: CatalogLine, currency: Cart['currency']): CartItem {
  const money = (amount: number) => ({ amount, currency });
  const problem = problemOf(line, row.quantity);
  if (!line.found)
    return {
      id: row.id,
      productId: row.productId,
      variantId: row.variantId,
      sku: '',
      name: '',
      slug: '',
      image: null,
      optionsLabel: '',
      quantity: row.quantity,
      minQuantity: 1,
      maxQuantity: MAX_SELLING_QUANTITY,
      unitPrice: money(0),
      unitNet: money(0),
      vatRate: 0,
      lineTotal: money(0),
      availableQuantity: 0,
      problem,
      category: '',
      type: '',
      availability: '',
    };
  return {
    id: row.id,
    productId: row.productId,
    variantId: row.variantId,
    sku: line.sku,
    name: line.name,
    slug: line.slug,
    image: line.image,
    optionsLabel: line.optionsLabel,
    quantity: row.quantity,
    minQuantity: line.minQuantity,
    maxQuantity: Math.min(line.maxQuantity, MAX_SELLING_QUANTITY),
    unitPrice: money(line.unitGross),
    unitNet: money(line.unitNet),
    vatRate: line.vatRate,
    lineTotal: money(line.unitGross * row.quantity),
    availableQuantity: availableQuantityOf(line),
    problem,
    category: line.category,
    type: line.type,
    availability: line.availability,
  };
}
