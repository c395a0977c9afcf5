import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@shop/service-kit';
import * as schema from './db/schema';
import { orderRoutes } from './http/orders.routes';

/** Carts, checkout, orders and stock reservations. */
export const ordersService: ServiceDefinition<typeof schema> = {
  name: 'orders',
  schema,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  routes: (deps) => [orderRoutes(deps)],
};
