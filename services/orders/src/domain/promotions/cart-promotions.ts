import {
  applyPromotions,
  type BasketLine,
  type Promotion,
  type PromotionOutcome,
  type Shopper,
} from './apply-promotions';

const NONE: PromotionOutcome = { applied: [], discount: 0, remaining: [], freeDelivery: false, exclusive: null };

/**
 * The promotions of a cart whose items are `lines` (null: an item that cannot be bought, which neither meets
 * a condition nor takes a discount), and what they took off each item, by the item's place in the cart.
 */
export function promotionsOfBasket(
  lines: ReadonlyArray<BasketLine | null>,
  promotions: { active: readonly Promotion[]; shopper: Shopper } | undefined,
): { outcome: PromotionOutcome; taken: number[] } {
  const places = lines.flatMap((line, i) => (line ? [i] : []));
  if (!promotions || promotions.active.length === 0 || places.length === 0)
    return { outcome: NONE, taken: lines.map(() => 0) };
  const basket = places.map((i) => lines[i] as BasketLine);
  const outcome = applyPromotions(promotions.active, basket, promotions.shopper);
  const taken = lines.map(() => 0);
  places.forEach((place, j) => {
    taken[place] = (basket[j] as BasketLine).gross - (outcome.remaining[j] as number);
  });
  return { outcome, taken };
}
