import { shopApi } from '@shop/contracts';
import { createRouter, requireCustomer, routesOn } from '@shop/service-kit';
import type { AccountsContext } from '../context';
import { accountDetails, guestDetails, updateProfile } from '../domain/account-details';
import { registerCustomer } from '../domain/register';
import { endSession, startGuestSession } from '../domain/sessions';
import { signIn } from '../domain/sign-in';
import { customersOnly, privateAnswers, setSessionCookie } from './session-cookie';

/** Who is signed in, registration, sign-in with a password, sign-out and the customer's own details. */
export function accountRoutes(context: AccountsContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  const secure = context.settings.secureCookies;
  router.use('/api/account', privateAnswers);

  route('GET /api/account/me', (_request, ctx) => accountDetails(context.db, ctx.state.identity.customerId));

  router.post('/api/account/me', customersOnly);
  route('POST /api/account/me', async ({ body }, ctx) => {
    const customerId = requireCustomer(ctx);
    return updateProfile(context.db, customerId, body, ctx.state.lang);
  });

  route('POST /api/account/register', async ({ body }, ctx) => {
    const { lang, identity } = ctx.state;
    const { token, account } = await registerCustomer(context, body, { lang, sessionId: identity.sessionId });
    setSessionCookie(ctx, token, secure, account.role);
    ctx.status = 201;
    return account;
  });

  route('POST /api/account/login', async ({ body }, ctx) => {
    const { lang, identity } = ctx.state;
    const { token, account } = await signIn(context, body, { lang, sessionId: identity.sessionId });
    setSessionCookie(ctx, token, secure, account.role);
    return account;
  });

  // Signing out ends the session and starts a fresh guest one: nothing of the customer's stays behind.
  route('GET /api/account/logout', async (_request, ctx) => {
    await endSession(context.db, ctx.state.identity.sessionId);
    const guest = await startGuestSession(context.db, context.clock.now());
    setSessionCookie(ctx, guest.token, secure);
    return guestDetails;
  });

  return router;
}
