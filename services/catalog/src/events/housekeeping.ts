import type { ServiceContext } from '@shop/service-kit';
import type { Consumer } from '@shop/service-kit/events';
import type * as schema from '../db/schema';
import { purgeSettledReservations } from '../domain/stock-reservations';

const everyMs = 60 * 60 * 1000;

/**
 * The catalogue's housekeeping, hourly: refused and released stock reservations (one per checkout that
 * lost the race, one per order cancelled) are deleted after 30 days. Stopped with the service.
 */
export async function startHousekeeping(deps: ServiceContext<typeof schema>): Promise<Consumer> {
  let running: Promise<unknown> | undefined;
  const sweep = () => {
    running ??= purgeSettledReservations(deps.db)
      .then((deleted) => {
        if (deleted > 0) deps.log.info({ deleted }, 'settled stock reservations deleted');
      })
      .catch((error) => deps.log.warn({ err: error }, 'catalogue housekeeping failed; trying again later'))
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
