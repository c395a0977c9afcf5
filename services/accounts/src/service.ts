import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@shop/service-kit';
import * as schema from './db/schema';
import { accountRoutes } from './http/account.routes';
import { internalRoutes } from './http/internal.routes';

/** Customers, sessions, sign-in and the address book. */
export const accountsService: ServiceDefinition<typeof schema> = {
  name: 'accounts',
  schema,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  routes: (deps) => [accountRoutes(deps), internalRoutes(deps)],
};
