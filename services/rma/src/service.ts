import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@shop/service-kit';
import * as schema from './db/schema';
import { startHousekeeping } from './events/housekeeping';
import { adminDashboardRoutes } from './http/admin-dashboard.routes';
import { adminReturnRoutes } from './http/admin-returns.routes';
import { adminSearchRoutes } from './http/admin-search.routes';
import { internalReturnRoutes } from './http/internal-returns.routes';
import { returnRoutes } from './http/returns.routes';
import { uploadRoutes } from './http/uploads.routes';

/** Returns and claims (RMA) with their message thread and attachments. */
export const rmaService: ServiceDefinition<typeof schema> = {
  name: 'rma',
  schema,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  routes: (context) => [
    returnRoutes(context),
    uploadRoutes(context),
    adminReturnRoutes(context),
    adminDashboardRoutes(context),
    adminSearchRoutes(context),
    internalReturnRoutes(context),
  ],
  consumers: (context) => [startHousekeeping(context)],
};
