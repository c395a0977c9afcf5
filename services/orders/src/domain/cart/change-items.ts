import type { ChosenOption } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import { and, eq } from 'drizzle-orm';
import type { OrdersContext } from '../../context';
import { cartItems } from '../../db/schema';
import { cartFilesOf, quantityRefusal, refusalError } from './add-lines';
import type { CartCaller } from './caller';
import { lockCart, lockCartWithItems, touchCart } from './cart-store';
import { checkLineOptions } from './line-options';
import { loadCartState } from './read-cart';

// Changing and removing one line of the caller's cart. A line of someone else's cart is 'not found' to the
// caller, like one that does not exist: the answer never tells that another cart holds it.

/**
 * Changes a line: its quantity (within the product's minimum and maximum) and or its chosen options (all of
 * them, checked as when the line was added). A line whose new options equal another line's of the variant
 * joins that line.
 */
export async function changeItem(
  context: OrdersContext,
  caller: CartCaller,
  itemId: string,
  change: { quantity?: number; options?: readonly ChosenOption[] },
): Promise<void> {
  if (change.options === undefined) {
    if (change.quantity !== undefined) await changeItemQuantity(context, caller, itemId, change.quantity);
    return;
  }
  const options = change.options;
  const state = await loadCartState(context, caller);
  const item = state.items.find((i) => i.id === itemId);
  if (!item || !state.cart) throw new AppError('not_found');
  const [line] = await context.catalogLines.lookup(caller, [{ productId: item.productId, variantId: item.variantId }]);
  if (!line?.found) throw new AppError('product_not_found');
  const files = await cartFilesOf(context.db, state.cart.id, [{ ...item, options }]);
  const checked = checkLineOptions(line, options, files, context.clock.now());
  if (checked.refusals.length > 0)
    throw refusalError(
      checked.refusals.map((r) => ({ index: 0, code: 'validation_failed', ...r })),
      caller.lang,
      (_, field) => field,
    );
  await context.transaction(async (tx) => {
    const { cart, items } = await lockCartWithItems(tx, caller);
    const current = items.find((i) => i.id === itemId);
    if (!current) throw new AppError('not_found');
    const quantity = change.quantity ?? current.quantity;
    const twin = items.find(
      (i) => i.id !== itemId && i.variantId === current.variantId && i.optionsKey === checked.key,
    );
    const productQuantity = items
      .filter((i) => i.productId === current.productId)
      .reduce((sum, i) => sum + (i.id === itemId ? quantity : i.quantity), 0);
    const refusal = quantityRefusal(line, quantity + (twin?.quantity ?? 0), productQuantity, 0);
    if (refusal) throw refusalError([refusal], caller.lang, (_, field) => field);
    if (twin) {
      await tx
        .update(cartItems)
        .set({ quantity: twin.quantity + quantity })
        .where(eq(cartItems.id, twin.id));
      await tx.delete(cartItems).where(eq(cartItems.id, itemId));
    } else {
      await tx
        .update(cartItems)
        .set({ quantity, options: checked.options, optionsKey: checked.key })
        .where(eq(cartItems.id, itemId));
    }
    await touchCart(tx, cart);
  });
}

/** Sets a line's quantity, within the product's minimum and maximum. */
export async function changeItemQuantity(
  context: OrdersContext,
  caller: CartCaller,
  itemId: string,
  quantity: number,
): Promise<void> {
  const state = await loadCartState(context, caller);
  const item = state.items.find((i) => i.id === itemId);
  if (!item) throw new AppError('not_found');
  const [line] = await context.catalogLines.lookup(caller, [{ productId: item.productId, variantId: item.variantId }]);
  await context.transaction(async (tx) => {
    const { cart, items } = await lockCartWithItems(tx, caller);
    const current = items.find((i) => i.id === itemId);
    if (!current) throw new AppError('not_found');
    if (line?.found) {
      const productQuantity = items
        .filter((i) => i.productId === current.productId)
        .reduce((sum, i) => sum + (i.id === itemId ? quantity : i.quantity), 0);
      const refusal = quantityRefusal(line, quantity, productQuantity, 0);
      if (refusal) throw refusalError([refusal], caller.lang, (_, field) => field);
    }
    await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, itemId));
    await touchCart(tx, cart);
  });
}

export async function removeItem(context: OrdersContext, caller: CartCaller, itemId: string): Promise<void> {
  const state = await loadCartState(context, caller);
  const cartId = state.cart?.id;
  if (!cartId || !state.items.some((i) => i.id === itemId)) throw new AppError('not_found');
  await context.transaction(async (tx) => {
    const cart = await lockCart(tx, caller);
    const removed = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)))
      .returning({ id: cartItems.id });
    if (removed.length === 0) throw new AppError('not_found');
    await touchCart(tx, cart);
  });
}
