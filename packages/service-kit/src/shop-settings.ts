import { hostname } from 'node:os';
import {
  defaultShopSettings,
  internalApi,
  type RevisedShopSettings,
  type ServiceName,
  type ShopSettings,
  ShopSettingsChanged,
} from '@shop/contracts';
import type { Consumer, EventBus } from './events';
import type { ServiceCaller } from './http/service-caller';
import type { Logger } from './logger';

// The shop settings as every service sees them (DESIGN §6; docs/decisions/limits-and-settings.md). cms stores
// them; each service reads them once at start from cms's internal route and then takes every
// `shop-settings-changed` event. `current()` stays synchronous: callers get the last known settings, the
// SPEC §9 defaults until cms has answered. The highest revision wins, so the start read and the events may
// arrive in any order.

/** The service that stores the settings and answers the internal route. */
export const settingsOwner: ServiceName = internalApi['GET /internal/cms/shop-settings'].service;

/** How long a service waits for cms at start before it runs on what it knows; then it asks again every `retryMs`. */
const startReadTimeoutMs = 2_000;
const defaultRetryMs = 5_000;

export interface ShopSettingsFollower {
  current(): ShopSettings;
  /** The revision of `current()`; 0 while nothing is stored. */
  revision(): number;
  /** Takes `revised` when it is newer than what is known; true when it was taken. */
  take(revised: RevisedShopSettings): boolean;
  /**
   * Reads once through `read` (retried in the background while it fails) and takes every event from then on.
   * Resolves when the first read answered or failed; `stop()` ends the retries and the consumer.
   */
  follow(options: FollowOptions): Promise<{ stop(): Promise<void> }>;
}

export interface FollowOptions {
  service: ServiceName;
  bus: EventBus;
  log: Logger;
  read: () => Promise<RevisedShopSettings>;
  /** Names this process's consumer: each instance must get every event, not share them as a queue. */
  instance?: string;
  retryMs?: number;
}

export function createShopSettingsFollower(defaults: ShopSettings = defaultShopSettings): ShopSettingsFollower {
  let known: RevisedShopSettings = { revision: 0, settings: defaults };
  // The owner's first answer is taken even at revision 0 (nothing stored: its defaults, e.g. test mode).
  let answered = false;

  const follower: ShopSettingsFollower = {
    current: () => known.settings,
    revision: () => known.revision,
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
        durable: `${service}-shop-settings-${instance.replace(/[^\w-]/g, '_')}`,
        stream: ShopSettingsChanged.source,
        subjects: [ShopSettingsChanged.subject],
        handler: async ({ envelope }) => {
          const revised = ShopSettingsChanged.data.safeParse(envelope.data);
          if (!revised.success) {
            log.error({ eventId: envelope.id, issues: revised.error.issues }, 'shop settings event refused; skipped');
            return;
          }
          if (follower.take(revised.data)) log.info({ revision: revised.data.revision }, 'shop settings changed');
        },
      });
      const readOnce = async (): Promise<void> => {
        try {
          follower.take(await read());
        } catch (error) {
          if (stopped) return;
          log.warn({ err: error, retryMs }, 'shop settings not readable yet; running on the last known ones');
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

/** The start read of a service that does not own the settings: cms's internal route, briefly waited for. */
export function readFromOwner(services: ServiceCaller): () => Promise<RevisedShopSettings> {
  return async () => {
    const answer = await services.get('/internal/cms/shop-settings', {}, { timeoutMs: startReadTimeoutMs });
    if (!answer.ok) throw new Error(`${settingsOwner} answered ${answer.status}`);
    return answer.body;
  };
}
