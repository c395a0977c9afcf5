import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@shop/service-kit';
import { type WarehouseContext, warehouseContext } from './context';
import * as schema from './db/schema';
import { onOrderEvents } from './events/order-events.consumer';
import { catchUpPaidOrders, startStockSync } from './events/stock-sync';
import { adminFactoryRoutes } from './http/admin-factory.routes';
import { adminFulfilmentRoutes } from './http/admin-fulfilment.routes';
import { adminInventoryRoutes } from './http/admin-inventory.routes';
import { internalAssemblyRoutes } from './http/internal-assemblies.routes';
import { seedWarehouse } from './seed';

/**
 * Physical stock (DESIGN §9, issue 17): warehouses, inventory items and the operations that move them; the
 * factory (parts, models, plans, assemblies) and fulfilment (shipments). The catalogue's sellable stock
 * follows through events and a reconciliation every sync interval.
 */
export const warehouseService: ServiceDefinition<typeof schema, WarehouseContext> = {
  name: 'warehouse',
  schema,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  context: warehouseContext,
  routes: (context) => [
    adminInventoryRoutes(context),
    adminFactoryRoutes(context),
    adminFulfilmentRoutes(context),
    internalAssemblyRoutes(context),
  ],
  consumers: (context) => [startStockSync(context), ...onOrderEvents(context), catchUpPaidOrders(context)],
  seed: seedWarehouse,
};
