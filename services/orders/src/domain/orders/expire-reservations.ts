import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { OrdersContext } from '../../context';
import { orders } from '../../db/schema';
import type { OrdersSettings } from '../../settings';
import { giveStockBack } from './cancelled-stock';
import { changeOrder } from './order-changes';
import { installmentMethods, onlineMethods } from './transitions';

// Reservations of orders never paid expire (issue 6): online and card orders after RESERVATION_TTL,
// installment orders after the longer INSTALLMENT_RESERVATION_TTL (the bank decides within days). Transfer
// and cash orders are not expired here: a transfer is due within the shop's transfer due working days
// (`shopSettings()`), and staff follow it up.

type Context = Pick<OrdersContext, 'db' | 'services' | 'log' | 'transaction' | 'clock' | 'settings'>;

/**
 * When the order's stock was reserved: at checkout, or for a proposal when its customer accepted it, since a
 * proposal may be accepted days after its request was made (issue 23, `order_offers.decided_at`).
 */
const reservedSince = sql<Date>`case when ${orders.type} = 'PROPOSAL' then coalesce((select o.decided_at from order_offers o where o.order_id = ${orders.id}), ${orders.createdAt}) else ${orders.createdAt} end`;

function expiredWhere(settings: Pick<OrdersSettings, 'reservationTtlMs' | 'installmentReservationTtlMs'>, now: Date) {
  return and(
    inArray(orders.status, ['reserved', 'ready_to_pay']),
    eq(orders.paymentStatus, 'unpaid'),
    isNull(orders.stockReleasedAt),
    or(
      and(
        inArray(orders.paymentMethod, [...onlineMethods]),
        lt(reservedSince, new Date(now.getTime() - settings.reservationTtlMs)),
      ),
      and(
        inArray(orders.paymentMethod, [...installmentMethods]),
        lt(reservedSince, new Date(now.getTime() - settings.installmentReservationTtlMs)),
      ),
    ),
  );
}

/**
 * Cancels unpaid orders whose reservation has expired by the service's clock and gives their stock back once
 * each cancel has committed; returns how many. Each order is its own transaction, locked with SKIP LOCKED, so replicas sweeping at once
 * never take the same order, and an order being paid right now is left for the next round.
 */
export async function expireReservations(context: Context, batch = 100): Promise<number> {
  const { settings } = context;
  const now = context.clock.now();
  const candidates = await context.db
    .select({ id: orders.id })
    .from(orders)
    .where(expiredWhere(settings, now))
    .orderBy(asc(orders.createdAt))
    .limit(batch);
  let expired = 0;
  for (const { id } of candidates) {
    try {
      const done = await context.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, id), expiredWhere(settings, now)))
          .for('update', { skipLocked: true });
        if (!order) return false;
        await changeOrder(tx, order, { status: 'cancelled' });
        return true;
      });
      if (!done) continue;
      expired++;
      await giveStockBack(context, id);
    } catch (error) {
      context.log.warn({ err: error, orderId: id }, 'could not expire a reservation; trying again next round');
    }
  }
  if (expired > 0) context.log.info({ expired }, 'expired unpaid reservations');
  return expired;
}
