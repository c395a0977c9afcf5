import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@shop/service-kit';
import * as schema from './db/schema';
import { seedCollections } from './db/seed';
import { collectionRoutes } from './http/collections.routes';

/** Collections, products, prices and search. */
export const catalogService: ServiceDefinition<typeof schema> = {
  name: 'catalog',
  schema,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  routes: (deps) => [collectionRoutes(deps)],
  seed: (deps) => seedCollections(deps.db),
};
