import type { ServiceContext } from '@shop/service-kit';
import type * as schema from './db/schema';
import { createHttpVerifier, type InsuranceVerifier } from './insurance/verifier';
import { type CmsSettings, cmsSettings } from './settings';

/** What the cms works with: the kit's context, its own settings and the insurance verifier's adapter. */
export interface CmsContext extends ServiceContext<typeof schema> {
  settings: CmsSettings;
  insuranceVerifier: InsuranceVerifier;
}

export function cmsContext(kit: ServiceContext<typeof schema>): CmsContext {
  const settings = cmsSettings(kit.env);
  const insuranceVerifier = createHttpVerifier({
    url: settings.INSURANCE_VERIFIER_URL,
    timeoutMs: settings.INSURANCE_VERIFIER_TIMEOUT_MS,
  });
  return { ...kit, settings, insuranceVerifier };
}
