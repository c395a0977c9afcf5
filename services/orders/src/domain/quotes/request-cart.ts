import { type Currency, MAX_LINE_QUANTITY, type RequestCart, type RequestCartAdd } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { Transaction } from '@shop/service-kit/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { OrdersContext } from '../../context';
import type * as schema from '../../db/schema';
import { requestCartLines } from '../../db/schema';
import type { CartCaller } from '../cart/caller';
import { lockCartWithItems } from '../cart/cart-store';

// The request cart ("Ask for an offer"): lines only, in a table apart from the standard cart, so both exist at
// once. A guest's lines belong to their session; on the first call after signing in they move to the account
// (a line already there keeps the larger quantity). Names and list prices come from the catalogue on every
// read, for orientation: the offer staff write sets the price. Stock is not checked: a request reserves none.

type Tx = Transaction<typeof schema>;
type LineRow = typeof requestCartLines.$inferSelect;

export const requestOwnerOf = (caller: Pick<CartCaller, 'customerId' | 'sessionId'>) =>
  caller.customerId ? `c:${caller.customerId}` : `s:${caller.sessionId}`;

/** Moves a signed-in caller's guest lines of the same session into their account. */
export async function settleGuestLines(context: OrdersContext, caller: CartCaller): Promise<void> {
  if (!caller.customerId || !caller.sessionId) return;
  const guest = `s:${caller.sessionId}`;
  const own = requestOwnerOf(caller);
  const [any] = await context.db
    .select({ id: requestCartLines.id })
    .from(requestCartLines)
    .where(eq(requestCartLines.owner, guest))
    .limit(1);
  if (!any) return;
  await context.transaction(async (tx) => {
    await tx.execute(sql`
      insert into request_cart_lines (owner, product_id, variant_id, quantity)
      select ${own}, product_id, variant_id, quantity from request_cart_lines where owner = ${guest}
      on conflict (owner, variant_id) do update set quantity = greatest(request_cart_lines.quantity, excluded.quantity)`);
    await tx.delete(requestCartLines).where(eq(requestCartLines.owner, guest));
  });
}

function linesOf(db: Pick<OrdersContext, 'db'>['db'] | Tx, owner: string): Promise<LineRow[]> {
  return db.select().from(requestCartLines).where(eq(requestCartLines.owner, owner)).orderBy(asc(requestCartLines.seq));
}

/** The request cart as the caller sees it: catalogue names and today's list prices. */
export async function readRequestCart(context: OrdersContext, caller: CartCaller): Promise<RequestCart> {
  await settleGuestLines(context, caller);
  return answerFor(context, caller, await linesOf(context.db, requestOwnerOf(caller)));
}

async function answerFor(context: OrdersContext, caller: CartCaller, rows: LineRow[]): Promise<RequestCart> {
  const found = await context.catalogLines.lookup(
    caller,
    rows.map((row) => ({ productId: row.productId, variantId: row.variantId })),
  );
  const currency = caller.currency as Currency;
  const items: RequestCart['items'] = [];
  rows.forEach((row, i) => {
    const line = found[i];
    if (!line?.found) return; // a product hidden since: left out of the answer and of the request
    items.push({
      id: row.id,
      productId: row.productId,
      variantId: row.variantId,
      sku: line.sku,
      name: line.name,
      slug: line.slug,
      image: line.image,
      optionsLabel: line.optionsLabel,
      quantity: row.quantity,
      unitPrice: { amount: line.unitGross, currency },
      lineTotal: { amount: line.unitGross * row.quantity, currency },
    });
  });
  const total = items.reduce((sum, item) => sum + item.lineTotal.amount, 0);
  return { items, total: { amount: total, currency } };
}

/** Adds a product (its default variant when none is named); the same variant again adds to its quantity. */
export async function addRequestLine(
  context: OrdersContext,
  caller: CartCaller,
  add: { productId: number; variantId?: number; quantity: number } & Partial<RequestCartAdd>,
): Promise<RequestCart> {
  await settleGuestLines(context, caller);
  const [line] = await context.catalogLines.lookup(caller, [{ productId: add.productId, variantId: add.variantId }]);
  if (!line?.found) throw new AppError(line?.reason === 'missing_variant' ? 'missing_variant' : 'product_not_found');
  const owner = requestOwnerOf(caller);
  await context.db.execute(sql`
    insert into request_cart_lines (owner, product_id, variant_id, quantity)
    values (${owner}, ${line.productId}, ${line.variantId}, ${add.quantity})
    on conflict (owner, variant_id)
    do update set quantity = least(request_cart_lines.quantity + excluded.quantity, ${MAX_LINE_QUANTITY})`);
  return answerFor(context, caller, await linesOf(context.db, owner));
}

export async function changeRequestLine(
  context: OrdersContext,
  caller: CartCaller,
  id: string,
  quantity: number | null,
): Promise<RequestCart> {
  const owner = requestOwnerOf(caller);
  const where = and(eq(requestCartLines.id, id), eq(requestCartLines.owner, owner));
  const changed =
    quantity === null
      ? await context.db.delete(requestCartLines).where(where).returning({ id: requestCartLines.id })
      : await context.db.update(requestCartLines).set({ quantity }).where(where).returning({ id: requestCartLines.id });
  if (changed.length === 0) throw new AppError('not_found');
  return readRequestCart(context, caller);
}

/** "Ask for an offer for the whole cart": every standard line moves over, and the standard cart is emptied. */
export async function moveCartToRequest(context: OrdersContext, caller: CartCaller): Promise<RequestCart> {
  await settleGuestLines(context, caller);
  const owner = requestOwnerOf(caller);
  await context.transaction(async (tx) => {
    const { cart, items } = await lockCartWithItems(tx, caller);
    if (items.length === 0) return;
    for (const item of items)
      await tx.execute(sql`
        insert into request_cart_lines (owner, product_id, variant_id, quantity)
        values (${owner}, ${item.productId}, ${item.variantId}, ${item.quantity})
        on conflict (owner, variant_id)
        do update set quantity = least(request_cart_lines.quantity + excluded.quantity, ${MAX_LINE_QUANTITY})`);
    await tx.execute(sql`delete from cart_items where cart_id = ${cart.id}`);
  });
  return answerFor(context, caller, await linesOf(context.db, owner));
}

/** The caller's lines, locked for the submit's transaction (a second submit waits, then finds none). */
/** The caller's request lines as they are now, without a lock. */
export function requestLinesOf(db: Pick<OrdersContext, 'db'>['db'], caller: CartCaller): Promise<LineRow[]> {
  return linesOf(db, requestOwnerOf(caller));
}

export async function takeRequestLines(tx: Tx, caller: CartCaller): Promise<LineRow[]> {
  return tx
    .select()
    .from(requestCartLines)
    .where(eq(requestCartLines.owner, requestOwnerOf(caller)))
    .orderBy(asc(requestCartLines.seq))
    .for('update');
}

export async function clearRequestLines(tx: Tx, caller: CartCaller): Promise<void> {
  await tx.delete(requestCartLines).where(eq(requestCartLines.owner, requestOwnerOf(caller)));
}
