import { CustomerProfile, Login, Register } from '@shop/contracts';
import { createRouter, parseBody, requireCustomer } from '@shop/service-kit';
import type { AccountsContext } from '../context';
import { accountDetails, guestDetails, updateProfile } from '../domain/account-details';
import { registerCustomer } from '../domain/register';
import { endSession, startGuestSession } from '../domain/sessions';
import { signIn } from '../domain/sign-in';
import { privateAnswers, setSessionCookie } from './session-cookie';

/** Who is signed in, registration, sign-in with a password, sign-out and the customer's own details. */
export function accountRoutes(context: AccountsContext) {
  const router = createRouter();
  const secure = context.settings.secureCookies;
  router.use('/api/account', privateAnswers);

  router.get('/api/account/me', async (ctx) => {
    ctx.body = await accountDetails(context.db, ctx.state.identity.customerId);
  });

  router.post('/api/account/me', async (ctx) => {
    const customerId = requireCustomer(ctx);
    const form = parseBody(ctx, CustomerProfile);
    ctx.body = await updateProfile(context.db, customerId, form, ctx.state.lang);
  });

  router.post('/api/account/register', async (ctx) => {
    const input = parseBody(ctx, Register);
    const { lang, identity } = ctx.state;
    const { token, account } = await registerCustomer(context, input, { lang, sessionId: identity.sessionId });
    setSessionCookie(ctx, token, secure);
    ctx.status = 201;
    ctx.body = account;
  });

  router.post('/api/account/login', async (ctx) => {
    const input = parseBody(ctx, Login);
    const { lang, identity } = ctx.state;
    const { token, account } = await signIn(context, input, { lang, sessionId: identity.sessionId });
    setSessionCookie(ctx, token, secure);
    ctx.body = account;
  });

  // Signing out ends the session and starts a fresh guest one: nothing of the customer's stays behind.
  router.get('/api/account/logout', async (ctx) => {
    await endSession(context.db, ctx.state.identity.sessionId);
    const guest = await startGuestSession(context.db);
    setSessionCookie(ctx, guest.token, secure);
    ctx.body = guestDetails;
  });

  return router;
}
