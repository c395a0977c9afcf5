import { DealerInvitation, ResolveSession } from '@shop/contracts';
import { AppError, createRouter, parseBody, requireInternal } from '@shop/service-kit';
import type { AccountsContext } from '../context';
import { inviteDealer } from '../domain/dealers';
import { resolveSession, startGuestSession } from '../domain/sessions';

/** Calls only the gateway makes, on its own behalf. */
export function internalRoutes(context: AccountsContext) {
  const router = createRouter();
  router.use('/internal', async (ctx, next) => {
    requireInternal(ctx);
    await next();
  });

  router.post('/internal/sessions/resolve', async (ctx) => {
    const { sessionId } = parseBody(ctx, ResolveSession);
    const session = await resolveSession(context.db, sessionId);
    if (!session) throw new AppError('not_found');
    ctx.body = session;
  });

  /** A guest session for a caller who came without a cookie (the gateway sets it as their `sid`). */
  router.post('/internal/sessions', async (ctx) => {
    ctx.status = 201;
    ctx.body = await startGuestSession(context.db);
  });

  /** A dealer account, inactive until the dealer sets a password through the e-mailed link. */
  router.post('/internal/dealers', async (ctx) => {
    const input = parseBody(ctx, DealerInvitation);
    const dealer = await inviteDealer(context, input, ctx.state.lang);
    ctx.status = 201;
    ctx.body = { id: dealer.id, state: dealer.state };
  });

  return router;
}
