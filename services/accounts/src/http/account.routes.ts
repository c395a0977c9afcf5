import { createRouter, type ServiceDeps } from '@shop/service-kit';
import type * as schema from '../db/schema';
import { currentUser } from '../domain/current-user';

export function accountRoutes(deps: ServiceDeps<typeof schema>) {
  const router = createRouter();
  router.get('/api/account/me', async (ctx) => {
    ctx.set('cache-control', 'private, no-store');
    ctx.body = await currentUser(deps.db, ctx.state.identity);
  });
  return router;
}
