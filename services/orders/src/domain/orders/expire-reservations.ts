import type { ServiceContext } from '@shop/service-kit';
import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type * as schema from '../../db/schema';
import { orders } from '../../db/schema';
import type { OrdersSettings } from '../../settings';
import { changeOrder } from './order-changes';
import { releaseStock } from './stock';
import { installmentMethods, onlineMethods } from './transitions';

// Reservations of orders never paid expire (issue 6): online and card orders after RESERVATION_TTL,
// installment orders after the longer INSTALLMENT_RESERVATION_TTL (the bank decides within days). Transfer
// and cash orders are not expired here: a transfer is due in 7 working days and staff follow it up.

type Deps = Pick<ServiceContext<typeof schema>, 'db' | 'services' | 'log' | 'transaction'>;

function expiredWhere(settings: Pick<OrdersSettings, 'reservationTtlMs' | 'installmentReservationTtlMs'>, now: Date) {
  return and(
    inArray(orders.status, ['reserved', 'ready_to_pay']),
    eq(orders.paymentStatus, 'unpaid'),
    isNull(orders.stockReleasedAt),
    or(
      and(
        inArray(orders.paymentMethod, [...onlineMethods]),
        lt(orders.createdAt, new Date(now.getTime() - settings.reservationTtlMs)),
      ),
      and(
        inArray(orders.paymentMethod, [...installmentMethods]),
        lt(orders.createdAt, new Date(now.getTime() - settings.installmentReservationTtlMs)),
      ),
    ),
  );
}

/**
 * Cancels unpaid orders whose reservation has expired and gives their stock back; returns how many. Each
 * order is its own transaction, locked with SKIP LOCKED, so replicas sweeping at once never take the same
 * order, and an order being paid right now is left for the next round.
 */
export async function expireReservations(
  deps: Deps,
  settings: Pick<OrdersSettings, 'reservationTtlMs' | 'installmentReservationTtlMs'>,
  now = new Date(),
  batch = 100,
): Promise<number> {
  const candidates = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(expiredWhere(settings, now))
    .orderBy(asc(orders.createdAt))
    .limit(batch);
  let expired = 0;
  for (const { id } of candidates) {
    try {
      const done = await deps.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, id), expiredWhere(settings, now)))
          .for('update', { skipLocked: true });
        if (!order) return false;
        await releaseStock(deps, order.id);
        await changeOrder(tx, order, { status: 'cancelled', stockReleased: true });
        return true;
      });
      if (done) expired++;
    } catch (error) {
      deps.log.warn({ err: error, orderId: id }, 'could not expire a reservation; trying again next round');
    }
  }
  if (expired > 0) deps.log.info({ expired }, 'expired unpaid reservations');
  return expired;
}
