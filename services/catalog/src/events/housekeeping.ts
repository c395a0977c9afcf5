import type { Consumer } from '@shop/service-kit/events';
import type { CatalogContext } from '../context';
import { purgeSettledReservations } from '../domain/stock-reservations';

const everyMs = 60 * 60 * 1000;

/**
 * The catalogue's housekeeping, hourly: refused and released stock reservations (one per checkout that
 * lost the race, one per order cancelled) are deleted after 30 days. Stopped with the service.
 */
export async function startHousekeeping(context: CatalogContext): Promise<Consumer> {
  let running: Promise<unknown> | undefined;
  const sweep = () => {
    running ??= purgeSettledReservations(context.db, context.clock.now())
      .then((deleted) => {
        if (deleted > 0) context.log.info({ deleted }, 'settled stock reservations deleted');
      })
      .catch((error) => context.log.warn({ err: error }, 'catalogue housekeeping failed; trying again later'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
