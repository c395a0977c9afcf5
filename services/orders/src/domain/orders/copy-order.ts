import type { CopyOrderAnswer } from '@shop/contracts';
import type { OrdersContext } from '../../context';
import type { CartCaller } from '../cart/caller';
import { addLinesToCart } from '../cart/fill-cart';
import type { OrderItemRow, OrderRow } from './order-view';

/**
 * "New order from an old one" (SPEC §2, §7 COPY): the old order's items that can still be bought go into
 * the caller's cart, as many as stock and limits allow; the answer names what did not fit and why.
 */
export async function copyOrderToCart(
  context: OrdersContext,
  caller: CartCaller,
  _order: OrderRow,
  items: OrderItemRow[],
): Promise<CopyOrderAnswer> {
  const { cart, notAdded } = await addLinesToCart(
    context,
    caller,
    items.map((item) => ({ productId: item.productId, variantId: item.variantId, quantity: item.quantity })),
  );
  const nameOf = new Map(items.map((item) => [item.variantId, item.name]));
  const nameOfProduct = new Map(items.map((item) => [item.productId, item.name]));
  return {
    cart,
    notCopied: notAdded.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      name:
        (line.variantId !== null ? nameOf.get(line.variantId) : undefined) ?? nameOfProduct.get(line.productId) ?? '',
      quantity: line.quantity,
      reason: line.reason,
    })),
  };
}
