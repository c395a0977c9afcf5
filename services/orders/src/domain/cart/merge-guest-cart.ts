import { MAX_LINE_QUANTITY } from '@shop/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { OrdersContext } from '../../context';
import { cartItems, carts, lineFiles } from '../../db/schema';
import type { CartCaller } from './caller';
import type { CartState } from './cart-answer';
import { itemsOf } from './cart-store';
import type { CatalogLine } from './catalog-lines';

// A guest who signs in keeps their session id, so the cart they filled as a guest is still theirs: on the
// first call after sign-in it becomes the customer's cart, or, when the customer already has one, its lines
// are added to it (quantities added, capped at the product's maximum and MAX_LINE_QUANTITY) and the guest
// cart goes.

export async function mergeGuestCart(
  context: OrdersContext,
  caller: CartCaller & { customerId: string },
  guest: CartState,
  own: CartState,
): Promise<void> {
  const guestCart = guest.cart;
  if (!guestCart) return;
  const caps = own.cart ? await capsOf(context, caller, guest) : new Map<number, number>();

  await context.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(carts)
      .where(and(eq(carts.id, guestCart.id), isNull(carts.customerId)))
      .for('update');
    if (!locked) return; // merged by a concurrent call
    const [target] = await tx.select().from(carts).where(eq(carts.customerId, caller.customerId)).for('update');
    if (!target) {
      await tx
        .update(carts)
        .set({ customerId: caller.customerId, version: sql`${carts.version} + 1`, updatedAt: new Date() })
        .where(eq(carts.id, locked.id));
      return;
    }
    // A line is a variant with its chosen options; the guest cart's files go with its lines.
    const keyOf = (item: { variantId: number; optionsKey: string }) => `${item.variantId}|${item.optionsKey}`;
    const existing = new Map((await itemsOf(tx, target.id)).map((item) => [keyOf(item), item]));
    await tx.update(lineFiles).set({ cartId: target.id }).where(eq(lineFiles.cartId, locked.id));
    for (const item of await itemsOf(tx, locked.id)) {
      const cap = caps.get(item.variantId) ?? MAX_LINE_QUANTITY;
      const line = existing.get(keyOf(item));
      if (line) {
        await tx
          .update(cartItems)
          .set({ quantity: Math.min(line.quantity + item.quantity, cap) })
          .where(eq(cartItems.id, line.id));
      } else {
        await tx.insert(cartItems).values({
          cartId: target.id,
          productId: item.productId,
          variantId: item.variantId,
          quantity: Math.min(item.quantity, cap),
          options: item.options,
          optionsKey: item.optionsKey,
        });
      }
    }
    await tx
      .update(carts)
      .set({
        promoCode: target.promoCode ?? locked.promoCode,
        comments: target.comments || locked.comments,
        version: sql`${carts.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(carts.id, target.id));
    await tx.delete(carts).where(eq(carts.id, locked.id));
  });
}

/** The most of each guest line's variant one line may hold. */
async function capsOf(context: OrdersContext, caller: CartCaller, guest: CartState): Promise<Map<number, number>> {
  const lines: CatalogLine[] = await context.catalogLines.lookup(
    caller,
    guest.items.map((item) => ({ productId: item.productId, variantId: item.variantId })),
  );
  const caps = new Map<number, number>();
  for (const line of lines) if (line.found) caps.set(line.variantId, Math.min(line.maxQuantity, MAX_LINE_QUANTITY));
  return caps;
}
