import type { ShopSettings } from '@shop/contracts';
import type { ServiceContext } from '@shop/service-kit';
import type * as schema from './db/schema';
import { cmsDefaultSettings } from './domain/shop-settings';
import { createHttpVerifier, type InsuranceVerifier } from './insurance/verifier';
import { type CmsSettings, cmsSettings } from './settings';

/** What the cms works with: the kit's context, its own settings, the insurance verifier's adapter. */
export interface CmsContext extends ServiceContext<typeof schema> {
  settings: CmsSettings;
  insuranceVerifier: InsuranceVerifier;
  /** The shop settings while staff have saved nothing (test mode from SHOP_TEST_MODE). */
  defaultShopSettings: ShopSettings;
}

export function cmsContext(kit: ServiceContext<typeof schema>): CmsContext {
  const settings = cmsSettings(kit.env);
  const insuranceVerifier = createHttpVerifier({
    url: settings.INSURANCE_VERIFIER_URL,
    timeoutMs: settings.INSURANCE_VERIFIER_TIMEOUT_MS,
  });
  return { ...kit, settings, insuranceVerifier, defaultShopSettings: cmsDefaultSettings(settings) };
}
