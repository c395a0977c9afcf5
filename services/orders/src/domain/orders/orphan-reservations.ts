import { AppError, type ServiceContext } from '@shop/service-kit';
import { inArray } from 'drizzle-orm';
import type * as schema from '../../db/schema';
import { orders } from '../../db/schema';
import { releaseStock } from './stock';

// Checkout reserves stock in catalog (reservation id = the new order's id) and then commits the order. A
// process that dies between the two leaves a reservation with no order, holding stock nobody will buy.
// Housekeeping finds reservations older than a checkout can ever take and gives back those whose order
// does not exist: the order's transaction has long committed or rolled back by then.

type Context = Pick<ServiceContext<typeof schema>, 'db' | 'services' | 'log' | 'clock'>;

/** Long past any checkout's transaction (HTTP timeouts end a checkout within a minute). */
export const ORPHAN_AFTER_MS = 10 * 60 * 1000;

/** Releases reservations made ORPHAN_AFTER_MS before the service's now that no order owns; answers how many. */
export async function releaseOrphanReservations(context: Context, batch = 200): Promise<number> {
  const before = new Date(context.clock.now().getTime() - ORPHAN_AFTER_MS).toISOString();
  const answer = await context.services.get('/internal/catalog/stock/reservations', {
    query: { before, limit: batch },
  });
  if (!answer.ok) {
    throw new AppError('service_unavailable', {
      detail: `catalog answered the held reservations with ${answer.status}`,
    });
  }
  const ids = answer.body.items.map((item) => item.reservationId);
  if (ids.length === 0) return 0;
  const owned = await context.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, ids));
  const ownedIds = new Set(owned.map((row) => row.id));
  const orphans = ids.filter((id) => !ownedIds.has(id));
  for (const id of orphans) await releaseStock(context, id);
  if (orphans.length > 0) context.log.warn({ reservations: orphans }, 'released stock held for orders never placed');
  return orphans.length;
}
