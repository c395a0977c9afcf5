import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@shop/service-kit';
import * as schema from './db/schema';
import { adminDashboardRoutes } from './http/admin-dashboard.routes';
import { adminReturnRoutes } from './http/admin-returns.routes';
import { adminSearchRoutes } from './http/admin-search.routes';
import { returnRoutes } from './http/returns.routes';

/** Returns and claims (RMA) with their message thread and attachments. */
export const rmaService: ServiceDefinition<typeof schema> = {
  name: 'rma',
  schema,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  routes: (context) => [
    returnRoutes(context),
    adminReturnRoutes(context),
    adminDashboardRoutes(context),
    adminSearchRoutes(context),
  ],
};
