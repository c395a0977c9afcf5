import { AddressInput } from '@shop/contracts';
import { createRouter, parseBody, requireCustomer, type ServiceContext } from '@shop/service-kit';
import type * as schema from '../db/schema';
import { createAddress, deleteAddress, getAddress, listAddresses, updateAddress } from '../domain/address-book';
import { privateAnswers } from './session-cookie';

/** The signed-in customer's address book; someone else's address id is answered 404. */
export function addressRoutes(deps: ServiceContext<typeof schema>) {
  const router = createRouter();
  router.use('/api/account/addresses', privateAnswers);

  router.get('/api/account/addresses', async (ctx) => {
    ctx.body = await listAddresses(deps.db, requireCustomer(ctx));
  });

  router.post('/api/account/addresses', async (ctx) => {
    const customerId = requireCustomer(ctx);
    const input = parseBody(ctx, AddressInput);
    ctx.status = 201;
    ctx.body = await createAddress(deps, customerId, input);
  });

  router.get('/api/account/addresses/:id', async (ctx) => {
    ctx.body = await getAddress(deps.db, requireCustomer(ctx), ctx.params.id ?? '');
  });

  router.put('/api/account/addresses/:id', async (ctx) => {
    const customerId = requireCustomer(ctx);
    const input = parseBody(ctx, AddressInput);
    ctx.body = await updateAddress(deps, customerId, ctx.params.id ?? '', input);
  });

  router.delete('/api/account/addresses/:id', async (ctx) => {
    await deleteAddress(deps, requireCustomer(ctx), ctx.params.id ?? '');
    ctx.status = 204;
  });

  return router;
}
