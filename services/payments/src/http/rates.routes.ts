import { createRouter, type ServiceContext } from '@shop/service-kit';
import type * as schema from '../db/schema';
import { currentRates } from '../domain/current-rates';

export function rateRoutes(deps: ServiceContext<typeof schema>) {
  const router = createRouter();
  router.get('/api/payments/rates', async (ctx) => {
    ctx.set('cache-control', 'public, max-age=300');
    ctx.body = { items: await currentRates(deps.db) };
  });
  return router;
}
