import { SESSIONS_ENDED_HEADER, shopApi } from '@shop/contracts';
import { createRouter, requireCustomer, routesOn } from '@shop/service-kit';
import type { AccountsContext } from '../context';
import { requestLoginLink, requestPasswordReset, resetPassword, signInWithLink } from '../domain/account-links';
import { changePassword } from '../domain/change-password';
import { customersOnly, privateAnswers, setSessionCookie } from './session-cookie';

/** Sign-in by e-mailed link, forgotten and changed passwords (a dealer's activation is a password reset). */
export function linkRoutes(context: AccountsContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  const secure = context.settings.secureCookies;
  router.use('/api/account', privateAnswers);

  route('POST /api/account/login-link', async ({ body }, ctx) => {
    await requestLoginLink(context, body.email, ctx.state.lang);
    return { sent: true } as const;
  });

  route('POST /api/account/login-token', async ({ body }, ctx) => {
    const { lang, identity } = ctx.state;
    const signedIn = await signInWithLink(context, body.token, { lang, sessionId: identity.sessionId });
    setSessionCookie(ctx, signedIn.token, secure, signedIn.account.role);
    return signedIn.account;
  });

  route('POST /api/account/forgot-password', async ({ body }, ctx) => {
    await requestPasswordReset(context, body.email, ctx.state.lang);
    return { sent: true } as const;
  });

  route('POST /api/account/reset-password', async ({ body }, ctx) => {
    const { lang, identity } = ctx.state;
    const signedIn = await resetPassword(context, body, { lang, sessionId: identity.sessionId });
    setSessionCookie(ctx, signedIn.token, secure, signedIn.account.role);
    if (signedIn.account.id) ctx.set(SESSIONS_ENDED_HEADER, signedIn.account.id);
    return signedIn.account;
  });

  router.post('/api/account/change-password', customersOnly);
  route('POST /api/account/change-password', async ({ body }, ctx) => {
    const customerId = requireCustomer(ctx);
    const { lang, identity } = ctx.state;
    await changePassword(context, customerId, body, { lang, sessionId: identity.sessionId });
    ctx.set(SESSIONS_ENDED_HEADER, customerId);
    return { changed: true } as const;
  });

  return router;
}
