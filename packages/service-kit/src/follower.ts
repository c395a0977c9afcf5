import { hostname } from 'node:os';
import type { EventDefinition, ServiceName } from '@shop/contracts';
import type { z } from 'zod';
import type { Consumer, EventBus } from './events';
import type { Logger } from './logger';

// What every service keeps of a value another service owns and announces whole (DESIGN §6): the shop settings
// (cms), the exchange rates in force (payments). Read once at start from the owner's internal route (retried in
// the background while it fails), then every event. `current()` stays synchronous: callers get the last known
// value, the defaults until the owner has answered. The highest revision wins, so the start read and the
// events may arrive in any order.

/** A value as its owner stored it, with the revision it was stored under. */
export interface Revised {
  revision: number;
}

const defaultRetryMs = 5_000;

export interface Follower<R extends Revised> {
  current(): R;
  /** Takes `revised` when it is newer than what is known (the owner's first answer always); true when taken. */
  take(revised: R): boolean;
  /**
   * Reads once through `read` (retried in the background while it fails) and takes every event from then on.
   * Resolves when the first read answered or failed; `stop()` ends the retries and the consumer.
   */
  follow(options: FollowOptions<R>): Promise<{ stop(): Promise<void> }>;
}

export interface FollowOptions<R extends Revised> {
  service: ServiceName;
  bus: EventBus;
  log: Logger;
  read: () => Promise<R>;
  /** Names this process's consumer: each instance must get every event, not share them as a queue. */
  instance?: string;
  retryMs?: number;
}

/** `what` names the value in logs and in the consumer's durable name (`shop-settings`, `exchange-rates`). */
export function createFollower<R extends Revised>(
  what: string,
  event: EventDefinition<z.ZodType<R>>,
  initial: R,
): Follower<R> {
  let known = initial;
  let answered = false;

  const follower: Follower<R> = {
    current: () => known,
    take(revised) {
      if (answered && revised.revision <= known.revision) return false;
      known = revised;
      answered = true;
      return true;
    },
    async follow({ service, bus, log, read, instance = hostname(), retryMs = defaultRetryMs }) {
      let stopped = false;
      let timer: NodeJS.Timeout | undefined;
      const consumer: Consumer = await bus.consume({
        durable: `${service}-${what}-${instance.replace(/[^\w-]/g, '_')}`,
        stream: event.source,
        subjects: [event.subject],
        handler: async ({ envelope }) => {
          const revised = event.data.safeParse(envelope.data);
          if (!revised.success) {
            log.error({ eventId: envelope.id, issues: revised.error.issues }, `${what} event refused; skipped`);
            return;
          }
          if (follower.take(revised.data)) log.info({ revision: revised.data.revision }, `${what} changed`);
        },
      });
      const readOnce = async (): Promise<void> => {
        try {
          follower.take(await read());
        } catch (error) {
          if (stopped) return;
          log.warn({ err: error, retryMs }, `${what} not readable yet; running on the last known`);
          timer = setTimeout(() => void readOnce(), retryMs);
          timer.unref();
        }
      };
      await readOnce();
      return {
        async stop() {
          stopped = true;
          clearTimeout(timer);
          await consumer.stop();
        },
      };
    },
  };
  return follower;
}
