// How a dealer's price is made (SPEC §6, issue 15; docs/decisions/money-and-prices.md "A dealer pays the B2B
// net less the best discount that covers the product"). Zod-free, so screens may use it too.

/** One discount a dealer holds: on everything (collectionId null) or on one collection and all below it. */
export type DealerDiscount = {
  collectionId: number | null;
  /** Whole percent, 1–100. */
  percent: number;
  /** The dealer's own discount or their customer group's. */
  source: 'dealer' | 'group';
};

/**
 * The discount a dealer gets on one product: the best (highest) of their own and their group's discounts that
 * cover it. A discount covers the product when it is on everything or on one of `collectionIds` (the
 * product's collections, each with every collection above it). Discounts never add up. On a tie the dealer's
 * own discount is named. Null when none covers the product.
 */
export function dealerDiscountOn(
  discounts: readonly DealerDiscount[],
  collectionIds: readonly number[],
): DealerDiscount | null {
  let best: DealerDiscount | null = null;
  for (const discount of discounts) {
    if (discount.collectionId !== null && !collectionIds.includes(discount.collectionId)) continue;
    const better =
      !best ||
      discount.percent > best.percent ||
      (discount.percent === best.percent && discount.source === 'dealer' && best.source === 'group');
    if (better) best = discount;
  }
  return best;
}

/** A price (minor units) less a whole percent, rounded half up to the grosz/cent. */
export function lessPercent(amount: number, percent: number): number {
  if (percent <= 0) return amount;
  if (percent >= 100) return 0;
  return Math.floor((amount * (100 - percent) + 50) / 100);
}
