import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@shop/service-kit';
import { type PaymentsContext, paymentsContext } from './context';
import * as schema from './db/schema';
import { seedRates } from './db/seed';
import { revisedRates } from './domain/current-rates';
import { startPoller } from './domain/poller';
import { startRefundSender } from './domain/refunds/refund-sender';
import { onRefundRequests } from './events/refund-requests.consumer';
import { onReturnRefunds } from './events/return-refunds.consumer';
import { adminRatesRoutes } from './http/admin-rates.routes';
import { adminRefundsRoutes } from './http/admin-refunds.routes';
import { adminTransactionsRoutes } from './http/admin-transactions.routes';
import { caDecisionRoutes } from './http/ca-decisions.routes';
import { internalRoutes } from './http/internal.routes';
import { providerRoutes } from './http/provider.routes';
import { rateRoutes } from './http/rates.routes';
import { startRateJob } from './rates/rate-job';

export type { PaymentsContext } from './context';

/** Payment providers, transactions and conversion to PLN. */
export const paymentsService: ServiceDefinition<typeof schema, PaymentsContext> = {
  name: 'payments',
  schema,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  context: paymentsContext,
  routes: (context) => [
    rateRoutes(context),
    internalRoutes(context),
    providerRoutes(context),
    caDecisionRoutes(context),
    adminTransactionsRoutes(context),
    adminRatesRoutes(context),
    adminRefundsRoutes(context),
  ],
  consumers: (context) => {
    const refundSender = startRefundSender(context);
    return [
      Promise.resolve(startPoller(context)),
      Promise.resolve(startRateJob(context)),
      onReturnRefunds(context),
      Promise.resolve(refundSender),
      onRefundRequests(context, refundSender.kick),
    ];
  },
  // payments owns the rates: it reads its own store, where every other service asks its internal route.
  readExchangeRates: (context) => () => revisedRates(context.db, context.clock.now()),
  seed: (context) => seedRates(context.db),
};
