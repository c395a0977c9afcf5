import type { ShopConfig } from '@shop/contracts';
import { defaultShopSettings, type ShopSettings } from '@shop/contracts/limits';
import { getShopConfig } from '@shop/platform';
import { useEffect, useState } from 'react';

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

/** The shop's settings: the defaults at once, the shop's own as soon as its configuration is in. */
export function useShopSettings(): ShopSettings {
  const [settings, setSettings] = useState(defaultShopSettings);
  useEffect(() => {
    let current = true;
    fetchShopConfig().then(
      (config) => current && setSettings(settingsOf(config)),
      () => undefined, // without the configuration the defaults stand
    );
    return () => {
      current = false;
    };
  }, []);
  return settings;
}
