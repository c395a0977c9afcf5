import type { ShopConfig } from '@shop/contracts';
import { defaultShopSettings, type ShopSettings } from '@shop/contracts/limits';
import { api, getShopConfig } from '@shop/platform';
import { useCatalogQuery } from '../catalog/use-catalog-query';

// The shop's configuration (GET /api/config through @shop/platform, asked once per page: the shell asks at
// boot, so a screen usually finds it answered) and the settings staff will change, which texts quote.

export const fetchShopConfig = (): Promise<ShopConfig> => getShopConfig();

/** The settings as the configuration serves them. */
function settingsOf(config: ShopConfig): ShopSettings {
  return {
    ...defaultShopSettings,
    freeCourierThreshold: config.freeDeliveryThreshold,
    transferDueWorkingDays: config.payment.transferDueWorkingDays,
    openingHours: config.openingHours,
  };
}

/**
 * The configuration for a screen's query: the page's once-read one in the browser; asked at every render on
 * the server (a render in the gateway serves every shopper, and staff change the settings).
 */
const loadConfig = (signal: AbortSignal): Promise<ShopConfig> =>
  typeof window === 'undefined' ? api.get('/api/config', {}, { signal }) : fetchShopConfig();

/**
 * The shop's settings: the defaults until its configuration is in (without it they stand), the shop's own
 * after. A page rendered on the server has them in its first paint.
 */
export function useShopSettings(): ShopSettings {
  const config = useCatalogQuery(loadConfig, 'config');
  return config.state === 'ready' ? settingsOf(config.data) : defaultShopSettings;
}
