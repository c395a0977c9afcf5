import type { Consumer } from '@shop/service-kit/events';
import { lt } from 'drizzle-orm';
import type { AccountsContext } from '../context';
import { accountTokens } from '../db/schema';
import { sweepExpiredSessions } from './sessions';

const hour = 60 * 60 * 1000;

/**
 * Removes expired sessions (guests' included) and link tokens a day past their expiry, once an hour, so the
 * tables stay the size of the shop's live visitors. Stopped with the service.
 */
export async function startHousekeeping(context: AccountsContext, everyMs = hour): Promise<Consumer> {
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= (async () => {
      try {
        const now = context.clock.now();
        await sweepExpiredSessions(context.db, now);
        await context.db.delete(accountTokens).where(lt(accountTokens.expiresAt, new Date(now.getTime() - 24 * hour)));
      } catch (error) {
        context.log.warn({ err: error }, 'housekeeping failed; trying again later');
      } finally {
        running = undefined;
      }
    })();
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
