import type { Executor, Transaction } from '@shop/service-kit/db';
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type * as schema from '../../db/schema';
import { cartItems, carts } from '../../db/schema';
import type { CartCaller } from './caller';
import type { CartItemRow, CartRow, CartState } from './cart-answer';

// Finding, creating and locking the caller's cart. A signed-in caller owns the cart with their customer id;
// a guest the cart of their session that no customer owns yet. Every write locks the cart row first, so
// two writes to one cart (two tabs, a double click) happen one after the other.

type Db = Executor<typeof schema>;
type Tx = Transaction<typeof schema>;

function guestFilter(sessionId: string): SQL | undefined {
  return and(eq(carts.sessionId, sessionId), isNull(carts.customerId));
}

export interface FoundCarts {
  own: CartState;
  /** A signed-in caller's guest cart of the same session (merged on this call). */
  guest?: CartState;
}

/** The three shapes of the cart read, prepared once per service (OrdersContext.cartReads). */
export function prepareCartReads(db: Db) {
  const read = (where: SQL | undefined, name: string) =>
    db
      .select({ cart: carts, item: cartItems })
      .from(carts)
      .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
      .where(where)
      .orderBy(cartItems.seq)
      .prepare(name);
  const session = sql.placeholder('session');
  const customer = sql.placeholder('customer');
  const guest = and(eq(carts.sessionId, session), isNull(carts.customerId));
  return {
    guest: read(guest, 'cart_of_guest'),
    customer: read(eq(carts.customerId, customer), 'cart_of_customer'),
    customerAndGuest: read(or(eq(carts.customerId, customer), guest), 'cart_of_customer_and_guest'),
  };
}
export type CartReads = ReturnType<typeof prepareCartReads>;

/** One query: the caller's cart and (for a customer) a guest cart left in the session, with their lines. */
export async function findCarts(context: { cartReads: CartReads }, caller: CartCaller): Promise<FoundCarts> {
  const reads = context.cartReads;
  const { sessionId: session, customerId: customer } = caller;
  const rows = await (customer
    ? session
      ? reads.customerAndGuest.execute({ customer, session })
      : reads.customer.execute({ customer })
    : reads.guest.execute({ session }));
  const byId = new Map<string, CartState>();
  for (const { cart, item } of rows) {
    let state = byId.get(cart.id);
    if (!state) {
      state = { cart, items: [] };
      byId.set(cart.id, state);
    }
    if (item) state.items.push(item);
  }
  const states = [...byId.values()];
  const own = states.find((s) => (caller.customerId ? s.cart?.customerId === caller.customerId : true));
  const guest = caller.customerId ? states.find((s) => s.cart?.customerId === null) : undefined;
  return { own: own ?? { cart: undefined, items: [] }, guest };
}

/** The caller's cart, made when missing, locked for the rest of the transaction (its version bumped). */
export async function lockCart(tx: Tx, caller: CartCaller): Promise<CartRow> {
  return (await lockCartWithItems(tx, caller, false)).cart;
}

/**
 * The caller's cart, made when missing and locked for the rest of the transaction, and its lines read
 * after the lock is held (lines are only changed under the cart's lock). Not one query: in a join, rows of
 * the other table come from before the wait for the lock, so a racing write would be lost.
 */
export async function lockCartWithItems(
  tx: Tx,
  caller: CartCaller,
  withItems = true,
): Promise<{ cart: CartRow; items: CartItemRow[] }> {
  const owner = caller.customerId ? eq(carts.customerId, caller.customerId) : guestFilter(caller.sessionId as string);
  // Locks the row as SELECT … FOR UPDATE would, and bumps the version in the same round trip: a lock-free
  // add that read the cart before this write will find its version gone and try again (add-lines.ts).
  const lock = () =>
    tx
      .update(carts)
      .set({ version: sql`${carts.version} + 1` })
      .where(owner)
      .returning();
  const [existing] = await lock();
  if (existing) return { cart: existing, items: withItems ? await itemsOf(tx, existing.id) : [] };
  const [made] = await tx
    .insert(carts)
    .values({ customerId: caller.customerId ?? null, sessionId: caller.sessionId ?? null })
    .onConflictDoNothing()
    .returning();
  if (made) return { cart: made, items: [] };
  // Made by a concurrent call at the same moment: wait for it and take that one.
  const [theirs] = await lock();
  if (!theirs) throw new Error('cart vanished while being made');
  return { cart: theirs, items: withItems ? await itemsOf(tx, theirs.id) : [] };
}

export async function itemsOf(db: Db, cartId: string): Promise<CartItemRow[]> {
  return db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(cartItems.seq);
}

const TOUCH_EVERY_MS = 60 * 60 * 1000;

/**
 * Saves `changes` and marks the cart as used. A cart changed only in its lines is marked at most hourly:
 * the mark only decides when an abandoned cart is deleted (stale-carts.ts), and skipping it spares a write.
 */
export async function touchCart(tx: Tx, cart: CartRow, changes: Partial<CartRow> = {}): Promise<void> {
  const now = new Date();
  if (Object.keys(changes).length === 0 && now.getTime() - cart.updatedAt.getTime() < TOUCH_EVERY_MS) return;
  await tx
    .update(carts)
    .set({ ...changes, updatedAt: now })
    .where(eq(carts.id, cart.id));
}
