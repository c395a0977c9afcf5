import { divideHalfUp, spreadDiscount } from '../cart/totals';

// What a withdrawal gives back (issue 27, docs/decisions/withdrawals.md, "Staff side"): for each withdrawn
// line, what the buyer paid for those pieces — the line's gross less its share of the order's discount, split
// as the invoice splits it (spreadDiscount over the lines' gross, in the order's line order) — and, when the
// withdrawals together now name every piece of the order, the delivery cost up to the cheapest standard
// delivery the shop offers (art. 32 ust. 1 and 3 of the consumer rights act: a dearer way the buyer chose
// is not refunded beyond it). Amounts are minor units of the order's currency.

export interface RefundOrder {
  discountAmount: number;
  deliveryAmount: number;
}

export interface RefundItem {
  id: string;
  quantity: number;
  lineGross: number;
}

export interface RefundAmount {
  /** Per withdrawn line: what those pieces were paid. */
  lines: Map<string, number>;
  delivery: number;
  total: number;
}

/**
 * `earlier`: pieces of each line withdrawn by statements received before this one; `named`: this one's.
 * Pieces are priced cumulatively (the first k pieces of a line cost paid·k/quantity, rounded half up), so the
 * statements of one line never add up to more or less than the line was paid. `cheapestDelivery`: the
 * cheapest standard delivery with a price (the courier's, in the order's currency).
 */
export function refundAmount(
  order: RefundOrder,
  items: readonly RefundItem[],
  earlier: ReadonlyMap<string, number>,
  named: ReadonlyMap<string, number>,
  cheapestDelivery: number,
): RefundAmount {
  const shares = spreadDiscount(
    order.discountAmount,
    items.map((item) => item.lineGross),
  );
  const lines = new Map<string, number>();
  let whole = true;
  items.forEach((item, i) => {
    const paid = item.lineGross - (shares[i] ?? 0);
    const before = earlier.get(item.id) ?? 0;
    const now = named.get(item.id) ?? 0;
    const upTo = (pieces: number) => divideHalfUp(paid * Math.min(pieces, item.quantity), item.quantity);
    if (now > 0) lines.set(item.id, upTo(before + now) - upTo(before));
    if (before + now < item.quantity) whole = false;
  });
  const delivery = whole ? Math.max(0, Math.min(order.deliveryAmount, cheapestDelivery)) : 0;
  const total = [...lines.values()].reduce((sum, amount) => sum + amount, 0) + delivery;
  return { lines, delivery, total };
}
