import type { Consumer } from '@shop/service-kit/events';
import type { OrdersContext } from '../context';
import { sweepLineFiles } from '../domain/cart/line-files';
import { deleteStaleCarts } from '../domain/cart/stale-carts';
import { giveBackCancelledStock } from '../domain/orders/cancelled-stock';
import { expireReservations } from '../domain/orders/expire-reservations';
import { releaseOrphanReservations } from '../domain/orders/orphan-reservations';

const staleCartsEveryMs = 60 * 60 * 1000;
const orphansEveryMs = 5 * 60 * 1000;

/**
 * The orders service's housekeeping, every RESERVATION_SWEEP_SECONDS: expires the reservations of orders
 * never paid and gives back the stock of cancelled orders whose release was lost; every 5 minutes gives back stock held for orders never placed (a checkout cut off between
 * its reservation and its commit); once an hour deletes carts nobody came back to, and the option files of
 * carts gone without an order. What is due is judged by
 * the service's clock. Stopped with the service.
 */
export async function startReservationSweeper(context: OrdersContext): Promise<Consumer> {
  let running: Promise<unknown> | undefined;
  let staleCartsAt = Number.NEGATIVE_INFINITY;
  let orphansAt = Number.NEGATIVE_INFINITY;
  const housekeeping = async () => {
    await expireReservations(context);
    await giveBackCancelledStock(context);
    const now = context.clock.now();
    if (now.getTime() - orphansAt >= orphansEveryMs) {
      orphansAt = now.getTime();
      await releaseOrphanReservations(context);
    }
    if (now.getTime() - staleCartsAt < staleCartsEveryMs) return;
    staleCartsAt = now.getTime();
    const deleted = await deleteStaleCarts(context.db, now);
    if (deleted > 0) context.log.info({ deleted }, 'stale carts deleted');
    const files = await sweepLineFiles(context);
    if (files > 0) context.log.info({ files }, 'files of carts gone deleted');
  };
  const sweep = () => {
    running ??= housekeeping()
      .catch((error) => context.log.warn({ err: error }, 'orders housekeeping failed; trying again later'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(sweep, context.settings.RESERVATION_SWEEP_SECONDS * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
