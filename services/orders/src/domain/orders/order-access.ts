import { timingSafeEqual } from 'node:crypto';
import type { Identity } from '@shop/contracts';
import { isUuid } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { Executor } from '@shop/service-kit/db';
import { asc, eq } from 'drizzle-orm';
import type * as schema from '../../db/schema';
import { orderItems, orders } from '../../db/schema';
import type { OrderRow } from './order-view';

// Who may see an order: its signed-in owner, or whoever holds the guest token of its e-mailed link. Anyone
// else gets 404, the same as for an order that does not exist, so ids reveal nothing.

type Db = Executor<typeof schema>;

/** Constant-time comparison of a presented guest token with the stored one. */
export function tokenMatches(stored: string, presented: string | undefined): boolean {
  if (!presented || !stored) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(presented);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function orderById(db: Db, id: string): Promise<OrderRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

/** The caller's own order (signed in), else 404. */
export async function ownOrder(db: Db, customerId: string, id: string): Promise<OrderRow> {
  const row = await orderById(db, id);
  if (!row || row.customerId !== customerId) throw new AppError('not_found');
  return row;
}

/** The order the guest token opens, else 404 (a wrong or missing token looks like no order at all). */
export async function orderByToken(db: Db, id: string, token: string | undefined): Promise<OrderRow> {
  const row = await orderById(db, id);
  if (!row || !tokenMatches(row.token, token)) throw new AppError('not_found');
  return row;
}

/** Token when given, else the signed-in owner: what the payment link and the confirmation page accept. */
export async function orderForCaller(db: Db, identity: Identity, id: string, token?: string): Promise<OrderRow> {
  if (token) return orderByToken(db, id, token);
  if (!identity.customerId) throw new AppError('not_found');
  return ownOrder(db, identity.customerId, id);
}

export function itemsOf(db: Db, orderId: string) {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));
}
