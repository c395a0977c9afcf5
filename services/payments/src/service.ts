import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@shop/service-kit';
import * as schema from './db/schema';
import { seedRates } from './db/seed';
import { rateRoutes } from './http/rates.routes';

/** Payment providers, transactions and conversion to PLN. */
export const paymentsService: ServiceDefinition<typeof schema> = {
  name: 'payments',
  schema,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  routes: (deps) => [rateRoutes(deps)],
  seed: (deps) => seedRates(deps.db),
};
