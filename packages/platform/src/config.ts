import type { ShopConfig } from '@shop/contracts';
import { api } from './api';
import { setBrandSlug } from './routes';

// The shop's settings (test mode, brand slug, languages) change only with a deployment: one call per page.

let cached: Promise<ShopConfig> | undefined;

/** GET /api/config, fetched once per page; a failed call is forgotten so the next caller tries again. */
export function getShopConfig(): Promise<ShopConfig> {
  cached ??= api.get('/api/config').then(
    (config) => {
      setBrandSlug(config.brandSlug);
      return config;
    },
    (error: unknown) => {
      cached = undefined;
      throw error;
    },
  );
  return cached;
}
