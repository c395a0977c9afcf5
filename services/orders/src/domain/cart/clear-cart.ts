import type { Executor } from '@shop/service-kit/db';
import { eq } from 'drizzle-orm';
import type * as schema from '../../db/schema';
import { carts } from '../../db/schema';

/**
 * Empties a cart: its lines, promo code and choices go (the cart row itself, so the next write starts a
 * fresh standard cart). Runs in the caller's transaction, e.g. the one that places the order.
 */
export async function clearCart(tx: Executor<typeof schema>, cartId: string): Promise<void> {
  await tx.delete(carts).where(eq(carts.id, cartId));
}
