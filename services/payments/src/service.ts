import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@shop/service-kit';
import * as schema from './db/schema';
import { seedRates } from './db/seed';
import { paymentsContext } from './domain/context';
import { startPoller } from './domain/poller';
import { caDecisionRoutes } from './http/ca-decisions.routes';
import { internalRoutes } from './http/internal.routes';
import { providerRoutes } from './http/provider.routes';
import { rateRoutes } from './http/rates.routes';

/** Payment providers, transactions and conversion to PLN. */
export const paymentsService: ServiceDefinition<typeof schema> = {
  name: 'payments',
  schema,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  routes: (deps) => {
    const context = paymentsContext(deps);
    return [rateRoutes(deps), internalRoutes(context), providerRoutes(context), caDecisionRoutes(context)];
  },
  consumers: (deps) => [Promise.resolve(startPoller(paymentsContext(deps)))],
  seed: (deps) => seedRates(deps.db),
};
