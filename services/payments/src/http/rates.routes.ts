import { Router, type ServiceDeps, type ShopState } from '@shop/service-kit';
import type * as schema from '../db/schema';
import { currentRates } from '../domain/current-rates';

export function rateRoutes(deps: ServiceDeps<typeof schema>) {
  const router = new Router<ShopState>();
  router.get('/api/payments/rates', async (ctx) => {
    ctx.set('cache-control', 'public, max-age=300');
    ctx.body = { items: await currentRates(deps.db) };
  });
  return router;
}
