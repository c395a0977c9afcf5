import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@shop/service-kit';
import * as schema from './db/schema';
import { seedRates } from './db/seed';
import { type PaymentsContext, paymentsContext } from './domain/context';
import { startPoller } from './domain/poller';
import { caDecisionRoutes } from './http/ca-decisions.routes';
import { internalRoutes } from './http/internal.routes';
import { providerRoutes } from './http/provider.routes';
import { rateRoutes } from './http/rates.routes';

// Routes and the poller share one context: one set of provider adapters, with their caches (Tpay's OAuth
// token and certificates).
const contexts = new WeakMap<object, PaymentsContext>();
function contextOf(deps: Parameters<typeof paymentsContext>[0]): PaymentsContext {
  let context = contexts.get(deps);
  if (!context) {
    context = paymentsContext(deps);
    contexts.set(deps, context);
  }
  return context;
}

/** Payment providers, transactions and conversion to PLN. */
export const paymentsService: ServiceDefinition<typeof schema> = {
  name: 'payments',
  schema,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  routes: (deps) => {
    const context = contextOf(deps);
    return [rateRoutes(deps), internalRoutes(context), providerRoutes(context), caDecisionRoutes(context)];
  },
  consumers: (deps) => [Promise.resolve(startPoller(contextOf(deps)))],
  seed: (deps) => seedRates(deps.db),
};
