import { shopApi } from '@shop/contracts';
import { createRouter, requireCustomer, routesOn } from '@shop/service-kit';
import type { AccountsContext } from '../context';
import { createAddress, deleteAddress, getAddress, listAddresses, updateAddress } from '../domain/address-book';
import { customersOnly, privateAnswers } from './session-cookie';

/** The signed-in customer's address book; someone else's address id is answered 404. */
export function addressRoutes(context: AccountsContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  router.use('/api/account/addresses', privateAnswers, customersOnly);

  route('GET /api/account/addresses', (_request, ctx) => listAddresses(context.db, requireCustomer(ctx)));

  route('POST /api/account/addresses', async ({ body }, ctx) => {
    const customerId = requireCustomer(ctx);
    const address = await createAddress(context, customerId, body);
    ctx.status = 201;
    return address;
  });

  route('GET /api/account/addresses/:id', ({ params }, ctx) => getAddress(context.db, requireCustomer(ctx), params.id));

  route('PUT /api/account/addresses/:id', ({ params, body }, ctx) =>
    updateAddress(context, requireCustomer(ctx), params.id, body),
  );

  route('DELETE /api/account/addresses/:id', async ({ params }, ctx) => {
    await deleteAddress(context, requireCustomer(ctx), params.id);
    ctx.status = 204;
  });

  return router;
}
