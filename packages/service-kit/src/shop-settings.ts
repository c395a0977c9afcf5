import {
  defaultShopSettings,
  internalApi,
  type RevisedShopSettings,
  type ServiceName,
  type ShopSettings,
  ShopSettingsChanged,
} from '@shop/contracts';
import { createFollower, type FollowOptions } from './follower';
import type { ServiceCaller } from './http/service-caller';

// The shop settings as every service sees them (DESIGN §6; docs/decisions/limits-and-settings.md). cms stores
// them; each service reads them once at start from cms's internal route and then takes every
// `shop-settings-changed` event (follower.ts): the SPEC §9 defaults until cms has answered.

/** The service that stores the settings and answers the internal route. */
export const settingsOwner: ServiceName = internalApi['GET /internal/cms/shop-settings'].service;

/** How long a service waits for cms at start before it runs on what it knows; then it asks again. */
const startReadTimeoutMs = 2_000;

export interface ShopSettingsFollower {
  current(): ShopSettings;
  /** The revision of `current()`; 0 while nothing is stored. */
  revision(): number;
  /** Takes `revised` when it is newer than what is known; true when it was taken. */
  take(revised: RevisedShopSettings): boolean;
  follow(options: FollowOptions<RevisedShopSettings>): Promise<{ stop(): Promise<void> }>;
}

export function createShopSettingsFollower(defaults: ShopSettings = defaultShopSettings): ShopSettingsFollower {
  const follower = createFollower('shop-settings', ShopSettingsChanged, { revision: 0, settings: defaults });
  return {
    current: () => follower.current().settings,
    revision: () => follower.current().revision,
    take: follower.take,
    follow: follower.follow,
  };
}

/** The start read of a service that does not own the settings: cms's internal route, briefly waited for. */
export function readFromOwner(services: ServiceCaller): () => Promise<RevisedShopSettings> {
  return async () => {
    const answer = await services.get('/internal/cms/shop-settings', {}, { timeoutMs: startReadTimeoutMs });
    if (!answer.ok) throw new Error(`${settingsOwner} answered ${answer.status}`);
    return answer.body;
  };
}
