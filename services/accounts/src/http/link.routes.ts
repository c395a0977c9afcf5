import { ChangePassword, ForgotPassword, LoginLinkRequest, LoginToken, ResetPassword } from '@shop/contracts';
import { createRouter, parseBody, requireCustomer } from '@shop/service-kit';
import type { AccountsContext } from '../context';
import { requestLoginLink, requestPasswordReset, resetPassword, signInWithLink } from '../domain/account-links';
import { changePassword } from '../domain/change-password';
import { privateAnswers, setSessionCookie } from './session-cookie';

/** Sign-in by e-mailed link, forgotten and changed passwords (a dealer's activation is a password reset). */
export function linkRoutes(context: AccountsContext) {
  const router = createRouter();
  const secure = context.settings.secureCookies;
  router.use('/api/account', privateAnswers);

  router.post('/api/account/login-link', async (ctx) => {
    const { email } = parseBody(ctx, LoginLinkRequest);
    await requestLoginLink(context, email, ctx.state.lang);
    ctx.body = { sent: true };
  });

  router.post('/api/account/login-token', async (ctx) => {
    const { token } = parseBody(ctx, LoginToken);
    const { lang, identity } = ctx.state;
    const signedIn = await signInWithLink(context, token, { lang, sessionId: identity.sessionId });
    setSessionCookie(ctx, signedIn.token, secure);
    ctx.body = signedIn.account;
  });

  router.post('/api/account/forgot-password', async (ctx) => {
    const { email } = parseBody(ctx, ForgotPassword);
    await requestPasswordReset(context, email, ctx.state.lang);
    ctx.body = { sent: true };
  });

  router.post('/api/account/reset-password', async (ctx) => {
    const input = parseBody(ctx, ResetPassword);
    const { lang, identity } = ctx.state;
    const signedIn = await resetPassword(context, input, { lang, sessionId: identity.sessionId });
    setSessionCookie(ctx, signedIn.token, secure);
    ctx.body = signedIn.account;
  });

  router.post('/api/account/change-password', async (ctx) => {
    const customerId = requireCustomer(ctx);
    const input = parseBody(ctx, ChangePassword);
    const { lang, identity } = ctx.state;
    await changePassword(context, customerId, input, { lang, sessionId: identity.sessionId });
    ctx.body = { changed: true };
  });

  return router;
}
