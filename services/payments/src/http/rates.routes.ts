import { shopApi } from '@shop/contracts';
import { createRouter, routesOn } from '@shop/service-kit';
import type { PaymentsContext } from '../context';
import { currentRates } from '../domain/current-rates';

export function rateRoutes(context: PaymentsContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  route('GET /api/payments/rates', async (_request, ctx) => {
    ctx.set('cache-control', 'public, max-age=300');
    return { items: await currentRates(context.db, context.clock.now()) };
  });
  return router;
}
