import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@shop/service-kit';
import * as schema from './db/schema';
import { startHousekeeping } from './domain/housekeeping';
import { warmUpPasswords } from './domain/passwords';
import { accountRoutes } from './http/account.routes';
import { addressRoutes } from './http/address.routes';
import { internalRoutes } from './http/internal.routes';
import { linkRoutes } from './http/link.routes';
import { seedAccounts } from './seed';

/** Customers, sessions, sign-in, passwords and the address book. */
export const accountsService: ServiceDefinition<typeof schema> = {
  name: 'accounts',
  schema,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  routes: (deps) => {
    warmUpPasswords();
    return [accountRoutes(deps), linkRoutes(deps), addressRoutes(deps), internalRoutes(deps)];
  },
  consumers: (deps) => [startHousekeeping(deps)],
  seed: seedAccounts,
};
