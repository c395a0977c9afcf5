import { ChangePassword, ForgotPassword, LoginLinkRequest, LoginToken, ResetPassword } from '@shop/contracts';
import { createRouter, parseBody, requireCustomer, type ServiceContext } from '@shop/service-kit';
import type * as schema from '../db/schema';
import { requestLoginLink, requestPasswordReset, resetPassword, signInWithLink } from '../domain/account-links';
import { changePassword } from '../domain/change-password';
import { cookiesAreSecure, privateAnswers, setSessionCookie } from './session-cookie';

/** Sign-in by e-mailed link, forgotten and changed passwords (a dealer's activation is a password reset). */
export function linkRoutes(deps: ServiceContext<typeof schema>) {
  const router = createRouter();
  const secure = cookiesAreSecure(deps.env);
  router.use('/api/account', privateAnswers);

  router.post('/api/account/login-link', async (ctx) => {
    const { email } = parseBody(ctx, LoginLinkRequest);
    await requestLoginLink(deps, email, ctx.state.lang);
    ctx.body = { sent: true };
  });

  router.post('/api/account/login-token', async (ctx) => {
    const { token } = parseBody(ctx, LoginToken);
    const { lang, identity } = ctx.state;
    const signedIn = await signInWithLink(deps, token, { lang, sessionId: identity.sessionId });
    setSessionCookie(ctx, signedIn.token, secure);
    ctx.body = signedIn.account;
  });

  router.post('/api/account/forgot-password', async (ctx) => {
    const { email } = parseBody(ctx, ForgotPassword);
    await requestPasswordReset(deps, email, ctx.state.lang);
    ctx.body = { sent: true };
  });

  router.post('/api/account/reset-password', async (ctx) => {
    const input = parseBody(ctx, ResetPassword);
    const { lang, identity } = ctx.state;
    const signedIn = await resetPassword(deps, input, { lang, sessionId: identity.sessionId });
    setSessionCookie(ctx, signedIn.token, secure);
    ctx.body = signedIn.account;
  });

  router.post('/api/account/change-password', async (ctx) => {
    const customerId = requireCustomer(ctx);
    const input = parseBody(ctx, ChangePassword);
    const { lang, identity } = ctx.state;
    await changePassword(deps, customerId, input, { lang, sessionId: identity.sessionId });
    ctx.body = { changed: true };
  });

  return router;
}
