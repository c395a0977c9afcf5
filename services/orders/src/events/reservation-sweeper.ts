import type { ServiceContext } from '@shop/service-kit';
import type { Consumer } from '@shop/service-kit/events';
import type * as schema from '../db/schema';
import { deleteStaleCarts } from '../domain/cart/stale-carts';
import { expireReservations } from '../domain/orders/expire-reservations';
import { releaseOrphanReservations } from '../domain/orders/orphan-reservations';
import type { OrdersSettings } from '../settings';

const staleCartsEveryMs = 60 * 60 * 1000;
const orphansEveryMs = 5 * 60 * 1000;

/**
 * The orders service's housekeeping, every RESERVATION_SWEEP_SECONDS: expires the reservations of orders
 * never paid; every 5 minutes gives back stock held for orders never placed (a checkout cut off between
 * its reservation and its commit); once an hour deletes carts nobody came back to. Stopped with the service.
 */
export async function startReservationSweeper(
  deps: ServiceContext<typeof schema>,
  settings: OrdersSettings,
): Promise<Consumer> {
  let running: Promise<unknown> | undefined;
  let staleCartsAt = 0;
  let orphansAt = 0;
  const housekeeping = async () => {
    await expireReservations(deps, settings);
    if (Date.now() - orphansAt >= orphansEveryMs) {
      orphansAt = Date.now();
      await releaseOrphanReservations(deps);
    }
    if (Date.now() - staleCartsAt < staleCartsEveryMs) return;
    staleCartsAt = Date.now();
    const deleted = await deleteStaleCarts(deps.db);
    if (deleted > 0) deps.log.info({ deleted }, 'stale carts deleted');
  };
  const sweep = () => {
    running ??= housekeeping()
      .catch((error) => deps.log.warn({ err: error }, 'orders housekeeping failed; trying again later'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(sweep, settings.RESERVATION_SWEEP_SECONDS * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
