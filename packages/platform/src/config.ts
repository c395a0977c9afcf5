import type { ShopConfig } from '@shop/contracts';
import { api } from './api';
import { setOfferedCurrencies } from './locale';
import { setBrandSlug } from './routes';

// The shop's settings (test mode, brand slug, languages, the currencies staff enabled) are read once per page;
// a change reaches a shopper on their next page load.

let cached: Promise<ShopConfig> | undefined;
let loaded: ShopConfig | undefined;

/** GET /api/config, fetched once per page; a failed call is forgotten so the next caller tries again. */
export function getShopConfig(): Promise<ShopConfig> {
  cached ??= api.get('/api/config').then(
    (config) => {
      setBrandSlug(config.brandSlug);
      // A configuration without them (an older cms) leaves PLN and EUR.
      if (config.currencies) setOfferedCurrencies(config.currencies);
      loaded = config;
      return config;
    },
    (error: unknown) => {
      cached = undefined;
      throw error;
    },
  );
  return cached;
}

/**
 * The configuration if this page has it already (the shell reads it before drawing anything): a component
 * drawn after that shows, say, the test-mode banner in its first paint instead of pushing the page down later.
 */
export function loadedShopConfig(): ShopConfig | undefined {
  return loaded;
}
