import { internalApi, type PaymentMethod } from '@shop/contracts';
import { createRouter, routesOn } from '@shop/service-kit';
import type { PaymentsContext } from '../context';
import { abandonOrderPayments } from '../domain/abandon-payments';
import { toPln } from '../domain/conversion';
import { revisedRates } from '../domain/current-rates';
import { startPayment } from '../domain/start-payment';
import { orderTransactions } from '../domain/transactions';
import { transferAccount } from '../domain/transfer-account';

/** Paid outside the shop: always available, whatever providers are configured. */
const offlineMethods: PaymentMethod[] = ['transfer', 'cash'];

/**
 * What the orders service asks: which methods work, start a payment attempt, list an order's transactions,
 * the rates that convert its revenue to PLN; and documents, where bank transfers go (a dealer's order document).
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

  // A customer cancels: the order's open attempts close (or the cancel learns the order is paid).
  route('POST /internal/payments/orders/:orderId/abandon', ({ params }) =>
    abandonOrderPayments(context, params.orderId),
  );

  // A confirmed preorder's amount due in PLN, at the rate in force now.
  route('POST /internal/payments/conversions', ({ body }) => toPln(context.db, body.amount, context.clock.now()));

  // The same account and recipient a transfer's start answers the buyer.
  route('GET /internal/payments/transfer-account', () => transferAccount(context));

  route('GET /internal/payments/rates', () => revisedRates(context.db, context.clock.now()));

  return router;
}
