import { type Cart, MAX_LINE_QUANTITY } from '@shop/contracts';
import type { OrdersContext } from '../../context';
import { type PlannedLine, writeLines } from './add-lines';
import type { CartCaller } from './caller';
import { availableQuantityOf } from './cart-answer';
import { lockCartWithItems, touchCart } from './cart-store';
import { readCart, settleGuestCart } from './read-cart';

// Filling a cart from an earlier order (COPY /api/orders/:id, "new order from an old one"): what can still
// be bought goes in, as much of it as the stock and the product's maximum allow; the rest is reported.

export interface NotAddedLine {
  productId: number;
  variantId: number | null;
  /** How many of the requested units did not go into the cart. */
  quantity: number;
  reason: 'not_found' | 'missing_variant' | 'unavailable' | 'insufficient';
}

export async function addLinesToCart(
  context: OrdersContext,
  caller: CartCaller,
  lines: readonly { productId: number; variantId?: number; quantity: number }[],
): Promise<{ cart: Cart; notAdded: NotAddedLine[] }> {
  await settleGuestCart(context, caller);
  const found = await context.catalogLines.lookup(caller, lines);
  const notAdded: NotAddedLine[] = [];
  await context.transaction(async (tx) => {
    const { cart, items } = await lockCartWithItems(tx, caller);
    const quantities = new Map(items.map((item) => [item.variantId, item.quantity]));
    const productTotals = new Map<number, number>();
    for (const item of items)
      productTotals.set(item.productId, (productTotals.get(item.productId) ?? 0) + item.quantity);
    const planned = new Map<number, PlannedLine>();

    lines.forEach((wanted, i) => {
      const line = found[i];
      if (!line?.found) {
        notAdded.push({
          productId: wanted.productId,
          variantId: wanted.variantId ?? null,
          quantity: wanted.quantity,
          reason: line?.reason ?? 'not_found',
        });
        return;
      }
      const inCart = quantities.get(line.variantId) ?? 0;
      const productTotal = productTotals.get(line.productId) ?? 0;
      const available = availableQuantityOf(line);
      const room = Math.min(
        Math.min(line.maxQuantity, MAX_LINE_QUANTITY) - productTotal,
        MAX_LINE_QUANTITY - inCart,
        available === null ? Number.POSITIVE_INFINITY : available - inCart,
      );
      let quantity = Math.max(0, Math.min(wanted.quantity, room));
      if (inCart + quantity < line.minQuantity) quantity = 0;
      if (quantity < wanted.quantity)
        notAdded.push({
          productId: line.productId,
          variantId: line.variantId,
          quantity: wanted.quantity - quantity,
          reason: available === 0 ? 'unavailable' : 'insufficient',
        });
      if (quantity === 0) return;
      quantities.set(line.variantId, inCart + quantity);
      productTotals.set(line.productId, productTotal + quantity);
      planned.set(line.variantId, {
        productId: line.productId,
        variantId: line.variantId,
        quantity: inCart + quantity,
      });
    });
    await writeLines(tx, cart.id, items, [...planned.values()]);
    await touchCart(tx, cart);
  });
  return { cart: await readCart(context, caller), notAdded };
}
