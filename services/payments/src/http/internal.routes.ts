import { internalApi, type PaymentMethod } from '@shop/contracts';
import { createRouter, routesOn } from '@shop/service-kit';
import type { PaymentsContext } from '../context';
import { currentRates } from '../domain/current-rates';
import { startPayment } from '../domain/start-payment';
import { orderTransactions } from '../domain/transactions';

/** Paid outside the shop: always available, whatever providers are configured. */
const offlineMethods: PaymentMethod[] = ['transfer', 'cash'];

/**
 * What the orders service asks: which methods work, start a payment attempt, list an order's transactions,
 * the rates that convert its revenue to PLN.
 */
export function internalRoutes(context: PaymentsContext) {
  const router = createRouter();
  const route = routesOn(router, internalApi);

  route('GET /internal/payments/methods', () => ({
    methods: [...offlineMethods, ...context.providers.all().map((provider) => provider.method)],
  }));

  route('POST /internal/payments/start', async ({ body }, ctx) => {
    ctx.status = 201;
    return startPayment(context, body);
  });

  route('GET /internal/payments/orders/:orderId', async ({ params }) => ({
    items: await orderTransactions(context, params.orderId),
  }));

  route('GET /internal/payments/rates', async () => ({ items: await currentRates(context.db, context.clock.now()) }));

  return router;
}
