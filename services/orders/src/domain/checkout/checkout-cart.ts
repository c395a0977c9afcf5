import type { ServiceDeps } from '@shop/service-kit';
import { eq } from 'drizzle-orm';
import type * as schema from '../../db/schema';
import { carts } from '../../db/schema';
import type { CartCaller } from '../cart/caller';
import { clearCart } from '../cart/clear-cart';
import { readCart } from '../cart/read-cart';
import type { CheckoutCart } from './place-order';

/** The caller's cart as checkout uses it, through the cart's own use cases. */
export function checkoutCartOf(deps: ServiceDeps<typeof schema>, caller: CartCaller): CheckoutCart {
  return {
    read: (choice) => readCart(deps, caller, { deliveryMethod: choice.deliveryMethod }),
    async lock(tx, cartId) {
      const [row] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for('update');
      return row !== undefined;
    },
    clear: (tx, cartId) => clearCart(tx, cartId),
  };
}
