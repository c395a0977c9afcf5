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
import type { BasketLine, Promotion, PromotionOutcome, Shopper } from '../promotions/apply-promotions';
import { promotionsOfBasket } from '../promotions/cart-promotions';
import type { CartCaller } from './caller';
import type { CatalogLine, FoundLine } from './catalog-lines';
import { lineOptionsView } from './line-options';
import { deliveryOffers, type OfferSettings, paymentOffers, shipsGoods } from './offers';
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
  /** The active automatic promotions and the shopper they are measured for; undefined: none. */
  promotions?: { active: readonly Promotion[]; shopper: Shopper };
}

const buyable = (item: CartItem) => item.problem !== 'unavailable' && item.problem !== 'not_found';
/**
 * A gift card is money, not goods: no promotion or promo code lowers it, and it counts towards no basket
 * threshold (else a 10 % code would buy a 500 zł card for 450 zł). docs/decisions/gift-cards.md.
 */
const discountable = (item: CartItem) => buyable(item) && item.type !== 'gift_card';

/**
 * The gross of the lines that can be bought, and of those of them the promo code covers: what the automatic
 * promotions left of each line (`taken`: what they took, by item) is what the code takes its share from.
 */
export function basketsOf(
  items: CartItem[],
  lines: CatalogLine[],
  promo: PromoCode | undefined,
  taken: readonly number[] = [],
) {
  let basket = 0;
  let scoped = 0;
  items.forEach((item, i) => {
    if (!discountable(item)) return;
    basket += item.lineTotal.amount;
    if (promo && inPromoScope(promo, { ...item, ...lines[i] })) scoped += item.lineTotal.amount - (taken[i] ?? 0);
  });
  return { basket, scoped };
}

/** The lines the promotions measure: those that can be bought, each with its catalogue facts. */
function basketLinesOf(items: CartItem[], lines: CatalogLine[]): Array<BasketLine | null> {
  return items.map((item, i) => {
    const line = lines[i];
    if (!discountable(item) || !line?.found) return null;
    return {
      productId: item.productId,
      collectionIds: line.collectionIds,
      category: item.category,
      quantity: item.quantity,
      unitGross: item.unitPrice.amount,
      gross: item.lineTotal.amount,
    };
  });
}

/** Why a promo code does not apply: a message key and its parameters (null: it applies). */
export type CodeProblem = { key: string; params?: Record<string, unknown> } | null;

/**
 * What the promotions give these items, and whether the cart's promo code applies after them: not beside an
 * exclusive promotion; otherwise by the code's own rules, its scope measured on what the promotions left.
 */
export function promotionsAndCode(
  input: Pick<ComposeInput, 'caller' | 'lines' | 'promo' | 'promoUses' | 'now' | 'promotions'>,
  items: CartItem[],
) {
  const { caller, lines } = input;
  const deals = promotionsOfBasket(basketLinesOf(items, lines), input.promotions);
  const { basket, scoped } = basketsOf(items, lines, input.promo, deals.taken);
  const codeProblem: CodeProblem = deals.outcome.exclusive
    ? { key: 'promo.not_with_promotion', params: { promotion: nameIn(deals.outcome.exclusive, caller.lang) } }
    : promoProblem(input.promo, { ...caller, basket, scoped, callerUses: input.promoUses ?? 0, now: input.now });
  return { deals, basket, scoped, codeProblem };
}

export function composeCart(input: ComposeInput): Cart {
  const { caller, state, lines } = input;
  const { currency } = caller;
  const money = (amount: number) => ({ amount, currency });
  const cart = state.cart;
  const type = cart?.type ?? 'standard';

  const items: CartItem[] = state.items.map((row, i) => itemOf(row, lines[i] as CatalogLine, currency, caller.lang));
  const { deals, basket, scoped, codeProblem: problem } = promotionsAndCode(input, items);

  let promoCode: Cart['promoCode'] = null;
  let promoCodeProblem: Cart['promoCodeProblem'] = null;
  let discount = deals.outcome.discount;
  if (cart?.promoCode) {
    if (problem) {
      promoCodeProblem = { code: cart.promoCode, message: translate(problem.key, caller.lang, problem.params) };
    } else if (input.promo) {
      const codeDiscount = promoDiscount(input.promo, scoped);
      discount += codeDiscount;
      promoCode = { code: input.promo.code, discount: money(codeDiscount) };
    }
  }

  const context = {
    type,
    customerType: caller.customerType,
    currency,
    conversion: caller.conversion,
    basket: basket - discount,
    shop: input.shop,
    enabled: input.enabledPayments,
    ships: shipsGoods(items.filter(buyable).map((item) => item.type)),
  };
  const offered = deliveryOffers(context);
  const deliveries = deals.outcome.freeDelivery ? offered.map((d) => ({ ...d, price: 0 })) : offered;
  const payments = paymentOffers(context);
  const preorder = type === 'preorder';
  const chosenDelivery = input.deliveryMethod !== undefined ? input.deliveryMethod : (cart?.deliveryMethod ?? null);
  // A cart that ships nothing has its one offer, no delivery, taken without asking.
  const onlyOffer = deliveries.length === 1 && deliveries[0]?.method === 'NONE' ? deliveries[0] : null;
  const delivery = preorder ? null : (deliveries.find((d) => d.method === chosenDelivery) ?? onlyOffer);
  const storedPayment = (cart?.paymentMethod ?? null) as PaymentMethod | null;
  const payment = preorder ? 'preorder' : storedPayment && payments.includes(storedPayment) ? storedPayment : null;

  const totals = computeTotals(
    items
      .filter(buyable)
      .map((item) => ({ gross: item.lineTotal.amount, vatRate: item.vatRate, discountable: discountable(item) })),
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
    promotions: cartPromotionsOf(
      deals.outcome,
      caller.lang,
      money,
      offered.find((d) => d.method === delivery?.method),
    ),
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

function itemOf(row: CartItemRow, line: CatalogLine, currency: Cart['currency'], lang: string): CartItem {
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
      options: [],
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
  // The options chosen beside the variant add their values' deltas to the unit's price.
  const chosen = lineOptionsView(row.options, line, lang, currency);
  const unitGross = line.unitGross + chosen.gross;
  return {
    id: row.id,
    productId: row.productId,
    variantId: row.variantId,
    sku: line.sku,
    name: line.name,
    slug: line.slug,
    image: line.image,
    optionsLabel: line.optionsLabel,
    options: chosen.options,
    optionsChangeable: (line.extras ?? []).length > 0,
    optionsMissing: chosen.missing,
    quantity: row.quantity,
    minQuantity: line.minQuantity,
    maxQuantity: Math.min(line.maxQuantity, MAX_SELLING_QUANTITY),
    unitPrice: money(unitGross),
    unitNet: money(line.unitNet + chosen.net),
    vatRate: line.vatRate,
    lineTotal: money(unitGross * row.quantity),
    availableQuantity: availableQuantityOf(line),
    problem,
    category: line.category,
    type: line.type,
    availability: line.availability,
  };
}

const nameIn = (promotion: Promotion, lang: string) => (lang === 'pl' ? promotion.name.pl : promotion.name.en);

/** The promotions as the cart lists them; the first one that makes delivery free is credited with its price. */
function cartPromotionsOf(
  outcome: PromotionOutcome,
  lang: string,
  money: (amount: number) => Cart['total'],
  chosenDelivery: { price: number } | undefined,
): NonNullable<Cart['promotions']> {
  const creditedDelivery = outcome.applied.find((a) => a.freeDelivery);
  return outcome.applied.map((applied) => ({
    id: applied.promotion.id,
    name: nameIn(applied.promotion, lang),
    discount: money(applied.discount),
    delivery: money(applied === creditedDelivery ? (chosenDelivery?.price ?? 0) : 0),
    freeDelivery: applied.freeDelivery,
  }));
}
