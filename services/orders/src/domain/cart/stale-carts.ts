import type { Executor } from '@shop/service-kit/db';
import { and, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type * as schema from '../../db/schema';
import { carts } from '../../db/schema';

// Carts nobody comes back to: a guest's after 30 days without a change (their session is long gone), a
// customer's after 180 days. Their lines go with them.

const DAY_MS = 24 * 60 * 60 * 1000;
export const GUEST_CART_DAYS = 30;
export const CUSTOMER_CART_DAYS = 180;

/** Deletes stale carts; answers how many went. Meant for a periodic housekeeping job. */
export async function deleteStaleCarts(db: Executor<typeof schema>, now = new Date()): Promise<number> {
  const guestBefore = new Date(now.getTime() - GUEST_CART_DAYS * DAY_MS);
  const customerBefore = new Date(now.getTime() - CUSTOMER_CART_DAYS * DAY_MS);
  const gone = await db
    .delete(carts)
    .where(
      or(
        and(isNull(carts.customerId), lt(carts.updatedAt, guestBefore)),
        and(isNotNull(carts.customerId), lt(carts.updatedAt, customerBefore)),
      ),
    )
    .returning({ id: carts.id });
  return gone.length;
}
