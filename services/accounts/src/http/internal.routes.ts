import { internalApi } from '@shop/contracts';
import { AppError, createRouter, routesOn } from '@shop/service-kit';
import type { AccountsContext } from '../context';
import { findCustomer } from '../domain/account-details';
import { getAddress } from '../domain/address-book';
import { customerContactOf } from '../domain/admin-customers';
import { inviteDealer } from '../domain/dealers';
import { resolveSession, startGuestSession } from '../domain/sessions';

/** Calls only the gateway and other services make (the kit refuses them to anyone but a service). */
export function internalRoutes(context: AccountsContext) {
  const router = createRouter();
  const route = routesOn(router, internalApi);

  route('POST /internal/sessions/resolve', async ({ body }) => {
    const session = await resolveSession(context.db, body.sessionId, context.clock.now());
    if (!session) throw new AppError('not_found');
    return session;
  });

  /** A guest session for a caller who came without a cookie (the gateway sets it as their `sid`). */
  route('POST /internal/sessions', async (_request, ctx) => {
    const guest = await startGuestSession(context.db, context.clock.now());
    ctx.status = 201;
    return guest;
  });

  /** A dealer account, inactive until the dealer sets a password through the e-mailed link. */
  route('POST /internal/dealers', async ({ body }, ctx) => {
    const dealer = await inviteDealer(context, body, ctx.state.lang);
    ctx.status = 201;
    return dealer;
  });

  /** Whom to mail and in which language (orders: a season's preorder link); staff accounts are not found. */
  route('GET /internal/customers/:customerId', async ({ params }) => {
    const row = await findCustomer(context.db, params.customerId);
    if (row?.role !== 'CUSTOMER') throw new AppError('not_found');
    return customerContactOf(row);
  });

  /** One of a customer's own addresses (rma: a return's address); another customer's is not found. */
  route('GET /internal/customers/:customerId/addresses/:addressId', ({ params }) =>
    getAddress(context.db, params.customerId, params.addressId),
  );

  return router;
}
