import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@shop/service-kit';
import { type AccountsContext, accountsContext } from './context';
import * as schema from './db/schema';
import { startHousekeeping } from './domain/housekeeping';
import { accountRoutes } from './http/account.routes';
import { addressRoutes } from './http/address.routes';
import { adminRoutes } from './http/admin.routes';
import { adminCustomersRoutes } from './http/admin-customers.routes';
import { adminDashboardRoutes } from './http/admin-dashboard.routes';
import { adminDiscountsRoutes } from './http/admin-discounts.routes';
import { adminSearchRoutes } from './http/admin-search.routes';
import { internalRoutes } from './http/internal.routes';
import { internalStaffRoutes } from './http/internal-staff.routes';
import { linkRoutes } from './http/link.routes';
import { seedAccounts } from './seed';

/** Customers, sessions, sign-in, passwords and the address book. */
export const accountsService: ServiceDefinition<typeof schema, AccountsContext> = {
  name: 'accounts',
  schema,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  context: accountsContext,
  routes: (context) => [
    accountRoutes(context),
    linkRoutes(context),
    addressRoutes(context),
    internalRoutes(context),
    internalStaffRoutes(context),
    adminRoutes(context),
    adminCustomersRoutes(context),
    adminDashboardRoutes(context),
    adminSearchRoutes(context),
    adminDiscountsRoutes(context),
  ],
  consumers: (context) => [startHousekeeping(context)],
  seed: seedAccounts,
};
