import { PaymentStartRequest } from '@shop/contracts';
import { createRouter, parseBody, parseParams, requireInternal } from '@shop/service-kit';
import { z } from 'zod';
import type { PaymentsContext } from '../domain/context';
import { orderTransactions, startPayment } from '../domain/payments';

/** What the orders service asks: start a payment attempt, list an order's transactions. */
export function internalRoutes(context: PaymentsContext) {
  const router = createRouter();

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
