import { ResolveSession } from '@shop/contracts';
import { AppError, parseBody, Router, requireInternal, type ServiceDeps, type ShopState } from '@shop/service-kit';
import type * as schema from '../db/schema';
import { resolveSession } from '../domain/sessions';

/** Calls only the gateway makes, on its own behalf. */
export function internalRoutes(deps: ServiceDeps<typeof schema>) {
  const router = new Router<ShopState>();
  router.post('/internal/sessions/resolve', async (ctx) => {
    requireInternal(ctx);
    const { sessionId } = parseBody(ctx, ResolveSession);
    const session = await resolveSession(deps.db, sessionId);
    if (!session) throw new AppError('not_found');
    ctx.body = session;
  });
  return router;
}
