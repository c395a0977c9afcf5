import { fileURLToPath } from 'node:url';
import { createRouter, type ServiceDefinition } from '@shop/service-kit';
import { type CatalogContext, catalogContext } from './context';
import * as schema from './db/schema';
import { seedCatalogue } from './db/seed';
import { followCatalogueChanges } from './events/catalogue-changed';
import { startHousekeeping } from './events/housekeeping';
import { followWarehouseStock } from './events/warehouse-stock';
import { adminCollectionRoutes } from './http/admin-collections.routes';
import { adminDefinitionRoutes } from './http/admin-definitions.routes';
import { adminManufacturerRoutes } from './http/admin-manufacturers.routes';
import { adminMediaRoutes } from './http/admin-media.routes';
import { adminProductRoutes } from './http/admin-products.routes';
import { adminSearchRoutes } from './http/admin-search.routes';
import { collectionRoutes } from './http/collections.routes';
import { dealerDownloadRoutes } from './http/dealer-downloads.routes';
import { internalRoutes } from './http/internal.routes';
import { internalDocumentRoutes } from './http/internal-documents.routes';
import { mediaRoutes } from './http/media.routes';
import { productRoutes } from './http/products.routes';
import { stockRoutes } from './http/stock.routes';

export type { CatalogContext } from './context';

/** Collections, products, prices, search and product pictures. */
export const catalogService: ServiceDefinition<typeof schema, CatalogContext> = {
  name: 'catalog',
  schema,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  context: catalogContext,
  routes: (context) => {
    // One router: a request walks one list of routes (product reads first, the busiest), not four.
    const router = createRouter();
    productRoutes(router, context);
    collectionRoutes(router, context);
    mediaRoutes(router, context);
    dealerDownloadRoutes(router, context);
    internalRoutes(router, context);
    internalDocumentRoutes(router, context);
    stockRoutes(router, context);
    adminSearchRoutes(router, context);
    adminProductRoutes(router, context);
    adminMediaRoutes(router, context);
    adminCollectionRoutes(router, context);
    adminDefinitionRoutes(router, context);
    adminManufacturerRoutes(router, context);
    return [router];
  },
  consumers: (context) => [startHousekeeping(context), followCatalogueChanges(context), followWarehouseStock(context)],
  seed: (context) => seedCatalogue(context),
};
