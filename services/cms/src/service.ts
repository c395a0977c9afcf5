import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@shop/service-kit';
import * as schema from './db/schema';
import { configRoutes } from './http/config.routes';
import { newsletterRoutes } from './http/newsletter.routes';

/** Content, configuration, contact, newsletter, shops and the insurance check. */
export const cmsService: ServiceDefinition<typeof schema> = {
  name: 'cms',
  schema,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  routes: (deps) => [configRoutes(deps.env), newsletterRoutes(deps)],
};
