import { ResolveSession } from '@shop/contracts';
import { AppError, createRouter, parseBody, requireInternal, type ServiceDeps } from '@shop/service-kit';
import type * as schema from '../db/schema';
import { resolveSession } from '../domain/sessions';

/** Calls only the gateway makes, on its own behalf. */
export function internalRoutes(deps: ServiceDeps<typeof schema>) {
  const router = createRouter();
  router.post('/internal/sessions/resolve', async (ctx) => {
    requireInternal(ctx);
    const { sessionId } = parseBody(ctx, ResolveSession);
    const session = await resolveSession(deps.db, sessionId);
    if (!session) throw new AppError('not_found');
    ctx.body = session;
  });
  return router;
}
