import { fileURLToPath } from 'node:url';
import { createRouter, type ServiceDefinition } from '@shop/service-kit';
import * as schema from './db/schema';
import { seedCatalogue } from './db/seed';
import { startHousekeeping } from './events/housekeeping';
import { collectionRoutes } from './http/collections.routes';
import { internalRoutes } from './http/internal.routes';
import { mediaRoutes } from './http/media.routes';
import { productRoutes } from './http/products.routes';
import { stockRoutes } from './http/stock.routes';

/** Collections, products, prices, search and product pictures. */
export const catalogService: ServiceDefinition<typeof schema> = {
  name: 'catalog',
  schema,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  routes: (deps) => {
    // One router: a request walks one list of routes (product reads first, the busiest), not four.
    const router = createRouter();
    productRoutes(router, deps);
    collectionRoutes(router, deps);
    mediaRoutes(router, deps);
    internalRoutes(router, deps);
    stockRoutes(router, deps);
    return [router];
  },
  consumers: (deps) => [startHousekeeping(deps)],
  seed: (deps) => seedCatalogue(deps),
};
