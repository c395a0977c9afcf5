import { type EnabledPaymentMethods, type PaymentMethod, PaymentStartRequest } from '@shop/contracts';
import { createRouter, parseBody, parseParams, requireInternal } from '@shop/service-kit';
import { z } from 'zod';
import type { PaymentsContext } from '../domain/context';
import { orderTransactions, startPayment } from '../domain/payments';

/** Paid outside the shop: always available, whatever providers are configured. */
const offlineMethods: PaymentMethod[] = ['transfer', 'cash'];

/** What the orders service asks: which methods work, start a payment attempt, list an order's transactions. */
export function internalRoutes(context: PaymentsContext) {
  const router = createRouter();

  router.get('/internal/payments/methods', (ctx) => {
    requireInternal(ctx);
    const answer: EnabledPaymentMethods = {
      methods: [...offlineMethods, ...context.providers.all().map((provider) => provider.method)],
    };
    ctx.body = answer;
  });

  router.post('/internal/payments/start', async (ctx) => {
    requireInternal(ctx);
    const request = parseBody(ctx, PaymentStartRequest);
    ctx.status = 201;
    ctx.body = await startPayment(context, request);
  });

  router.get('/internal/payments/orders/:orderId', async (ctx) => {
    requireInternal(ctx);
    const { orderId } = parseParams(ctx, z.object({ orderId: z.uuid() }));
    ctx.body = { items: await orderTransactions(context, orderId) };
  });

  return router;
}
