import type { Money } from '@shop/contracts';
import { defaultShopSettings } from '@shop/contracts/limits';
import { getShopConfig } from '@shop/platform';
import { useEffect, useState } from 'react';

// The settings staff may change (SPEC §9: the free-courier threshold, the transfer's due days), as the
// shop's configuration (GET /api/config, asked once per page, by the shell already) says; the SPEC's
// defaults until it answers or when it cannot be read.

export interface CheckoutSettings {
  freeCourierThreshold: Money;
  transferDueWorkingDays: number;
}

const defaults: CheckoutSettings = {
  freeCourierThreshold: defaultShopSettings.freeCourierThreshold,
  transferDueWorkingDays: defaultShopSettings.transferDueWorkingDays,
};

export function useShopSettings(): CheckoutSettings {
  const [settings, setSettings] = useState(defaults);
  useEffect(() => {
    let current = true;
    getShopConfig().then(
      (config) => {
        if (!current) return;
        // A configuration without them (an older cms) keeps the defaults.
        setSettings({
          freeCourierThreshold: config?.freeDeliveryThreshold ?? defaults.freeCourierThreshold,
          transferDueWorkingDays: config?.payment?.transferDueWorkingDays ?? defaults.transferDueWorkingDays,
        });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return settings;
}
