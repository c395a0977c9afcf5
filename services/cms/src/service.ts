import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@shop/service-kit';
import * as schema from './db/schema';
import { configRoutes } from './http/config.routes';
import { contactRoutes } from './http/contact.routes';
import { insuranceRoutes } from './http/insurance.routes';
import { newsRoutes } from './http/news.routes';
import { newsletterRoutes } from './http/newsletter.routes';
import { shopsRoutes } from './http/shops.routes';
import { createHttpVerifier } from './insurance/verifier';
import { seedCms } from './seed/seed';
import { cmsSettings } from './settings';

/** Content, configuration, contact, newsletter, shops and the insurance check. */
export const cmsService: ServiceDefinition<typeof schema> = {
  name: 'cms',
  schema,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  routes: (deps) => {
    const settings = cmsSettings(deps.env);
    const verifier = createHttpVerifier({
      url: settings.INSURANCE_VERIFIER_URL,
      timeoutMs: settings.INSURANCE_VERIFIER_TIMEOUT_MS,
    });
    return [
      configRoutes(settings),
      newsletterRoutes(deps),
      newsRoutes(deps),
      shopsRoutes(deps),
      contactRoutes(deps, settings),
      insuranceRoutes(verifier, settings),
    ];
  },
  seed: seedCms,
};
