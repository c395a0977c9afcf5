import {
  type CustomerType,
  type ExchangeRate,
  type PromotionAction,
  type PromotionConditions,
  type StorefrontCurrency,
  thresholdIn,
} from '@shop/contracts';
import { divideHalfUp, spreadDiscount } from '../cart/totals';

// The rule engine of automatic promotions (docs/decisions/discounts.md#automatic-promotions), pure: which
// promotions a basket gets and what each takes off which line, in integer minor units. Conditions are
// measured on the basket as the catalogue prices it (before any discount); actions take off what earlier
// promotions left of each line, so no line ever goes below zero and the sum is exact to the grosz.

export interface Promotion {
  id: number;
  name: { pl: string; en: string };
  priority: number;
  exclusive: boolean;
  conditions: PromotionConditions;
  actions: PromotionAction[];
}

/** A line that can be bought, as the catalogue prices it now. */
export interface BasketLine {
  productId: number;
  /** Its collections with every one above them. */
  collectionIds: readonly number[];
  category: string;
  quantity: number;
  unitGross: number;
  /** unitGross × quantity. */
  gross: number;
}

/** What is known of the shopper; a fact nobody asked for (no promotion needs it) is null. */
export interface Shopper {
  customerType: CustomerType;
  currency: StorefrontCurrency;
  /** The request's rate of USD, CHF or GBP: a minimum set in PLN is converted (null in PLN and EUR). */
  conversion?: ExchangeRate | null;
  /** The signed-in customer's group (null: none, a guest, or not asked). */
  groupId: string | null;
  /** A signed-in customer without an order so far (a guest: false). */
  firstOrder: boolean;
  now: Date;
}

export interface AppliedPromotion {
  promotion: Promotion;
  /** Taken off the items, in all. */
  discount: number;
  /** What it took off each line (same order as the basket). */
  lineDiscounts: number[];
  freeDelivery: boolean;
}

export interface PromotionOutcome {
  applied: AppliedPromotion[];
  /** The sum of the applied promotions' discounts. */
  discount: number;
  /** What is left of each line's gross after the promotions (a promo code takes its share from this). */
  remaining: number[];
  freeDelivery: boolean;
  /** The exclusive promotion the basket got, if any: then nothing else applies, a promo code neither. */
  exclusive: Promotion | null;
}

const hasLineCondition = (c: PromotionConditions) => c.products.length + c.collections.length + c.categories.length > 0;

/** Whether a line is one the promotion's product, collection or category conditions name (any of them). */
export function lineMatches(c: PromotionConditions, line: BasketLine): boolean {
  return (
    c.products.includes(line.productId) ||
    line.collectionIds.some((id) => c.collections.includes(id)) ||
    (c.categories as string[]).includes(line.category)
  );
}

/** Whether every condition set holds for this basket and shopper (and a money action is in its currency). */
export function promotionHolds(promotion: Promotion, lines: readonly BasketLine[], shopper: Shopper): boolean {
  const c = promotion.conditions;
  const now = shopper.now.getTime();
  if (c.validFrom && Date.parse(c.validFrom) > now) return false;
  if (c.validTo && Date.parse(c.validTo) < now) return false;
  if (c.audience !== 'any' && c.audience !== shopper.customerType) return false;
  if (c.groups.length > 0 && (!shopper.groupId || !c.groups.includes(shopper.groupId))) return false;
  if (c.firstOrder && !shopper.firstOrder) return false;
  if (c.minimumPln !== null || c.minimumEur !== null) {
    const minimum = thresholdIn(shopper.currency, { PLN: c.minimumPln, EUR: c.minimumEur }, shopper.conversion);
    const basket = lines.reduce((sum, line) => sum + line.gross, 0);
    if (minimum === null || basket < minimum) return false;
  }
  if (hasLineCondition(c) && !lines.some((line) => lineMatches(c, line))) return false;
  return promotion.actions.every((action) => action.type !== 'amount_off' || action.currency === shopper.currency);
}

/** Higher priority first; on a tie the older (smaller id) first. */
const byPriority = (a: Promotion, b: Promotion) => b.priority - a.priority || a.id - b.id;

/**
 * The promotions a basket gets: the first by priority alone when it is exclusive; otherwise every one that
 * holds and is not exclusive, in priority order, each taking off what the ones before it left.
 */
export function applyPromotions(
  promotions: readonly Promotion[],
  lines: readonly BasketLine[],
  shopper: Shopper,
): PromotionOutcome {
  const remaining = lines.map((line) => line.gross);
  const holding = promotions.filter((p) => promotionHolds(p, lines, shopper)).sort(byPriority);
  const first = holding[0];
  const chosen = first?.exclusive ? [first] : holding.filter((p) => !p.exclusive);
  const applied = chosen.map((promotion) => applyOne(promotion, lines, remaining));
  return {
    applied: applied.filter((a) => a.discount > 0 || a.freeDelivery),
    discount: applied.reduce((sum, a) => sum + a.discount, 0),
    remaining,
    freeDelivery: applied.some((a) => a.freeDelivery),
    exclusive: first?.exclusive ? first : null,
  };
}

/** Applies one promotion's actions in turn, lowering `remaining` as it goes. */
function applyOne(promotion: Promotion, lines: readonly BasketLine[], remaining: number[]): AppliedPromotion {
  const lineDiscounts = lines.map(() => 0);
  let freeDelivery = false;
  const take = (i: number, amount: number) => {
    remaining[i] = (remaining[i] as number) - amount;
    lineDiscounts[i] = (lineDiscounts[i] as number) + amount;
  };
  for (const action of promotion.actions) {
    if (action.type === 'free_delivery') {
      freeDelivery = true;
      continue;
    }
    if (action.type === 'free_item') {
      let units = action.quantity;
      lines.forEach((line, i) => {
        if (units <= 0 || line.productId !== action.productId) return;
        const free = Math.min(units, line.quantity);
        units -= free;
        take(i, Math.min(free * line.unitGross, remaining[i] as number));
      });
      continue;
    }
    const targets = lines.flatMap((line, i) =>
      action.target === 'basket' || lineMatches(promotion.conditions, line) ? [i] : [],
    );
    const base = targets.reduce((sum, i) => sum + (remaining[i] as number), 0);
    const off =
      action.type === 'percent_off' ? divideHalfUp(base * action.percent, 100) : Math.min(action.amount, base);
    const shares = spreadDiscount(
      off,
      targets.map((i) => remaining[i] as number),
    );
    targets.forEach((i, j) => {
      take(i, shares[j] as number);
    });
  }
  return { promotion, discount: lineDiscounts.reduce((sum, d) => sum + d, 0), lineDiscounts, freeDelivery };
}
