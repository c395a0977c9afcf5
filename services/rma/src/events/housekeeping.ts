import type { ServiceContext } from '@shop/service-kit';
import type { Consumer } from '@shop/service-kit/events';
import type * as schema from '../db/schema';
import { sweepUploads } from '../domain/uploads';

const hour = 60 * 60 * 1000;

/**
 * The returns service's housekeeping, hourly: files uploaded ahead and never attached to a return or a
 * message go (rows and bytes) once they are a day old. Stopped with the service.
 */
export async function startHousekeeping(context: ServiceContext<typeof schema>, everyMs = hour): Promise<Consumer> {
  let running: Promise<unknown> | undefined;
  const sweep = () => {
    running ??= sweepUploads(context)
      .then((swept) => {
        if (swept > 0) context.log.info({ swept }, 'unattached uploads removed');
      })
      .catch((error) => context.log.warn({ err: error }, 'returns housekeeping failed; trying again later'))
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
