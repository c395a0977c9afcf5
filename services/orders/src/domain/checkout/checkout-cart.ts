import { eq } from 'drizzle-orm';
import type { OrdersContext } from '../../context';
import { carts } from '../../db/schema';
import type { CartCaller } from '../cart/caller';
import { itemsOf } from '../cart/cart-store';
import { clearCart } from '../cart/clear-cart';
import { readCart } from '../cart/read-cart';
import type { CheckoutCart } from './place-order';

/** The caller's cart as checkout uses it, through the cart's own use cases. */
export function checkoutCartOf(context: OrdersContext, caller: CartCaller): CheckoutCart {
  return {
    read: (choice) => readCart(context, caller, { deliveryMethod: choice.deliveryMethod }),
    async lock(tx, cart) {
      const [row] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cart.id)).for('update');
      if (!row) return false;
      // Lines change only under this lock, so the ones read now are final for the order's transaction.
      const lines = await itemsOf(tx, cart.id);
      const read = new Map(cart.items.map((item) => [item.id, item.quantity]));
      return lines.length === read.size && lines.every((line) => read.get(line.id) === line.quantity);
    },
    clear: (tx, cartId) => clearCart(tx, cartId),
  };
}
