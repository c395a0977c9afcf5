import { AddressInput } from '@shop/contracts';
import { createRouter, parseBody, requireCustomer } from '@shop/service-kit';
import type { AccountsContext } from '../context';
import { createAddress, deleteAddress, getAddress, listAddresses, updateAddress } from '../domain/address-book';
import { privateAnswers } from './session-cookie';

/** The signed-in customer's address book; someone else's address id is answered 404. */
export function addressRoutes(context: AccountsContext) {
  const router = createRouter();
  router.use('/api/account/addresses', privateAnswers);

  router.get('/api/account/addresses', async (ctx) => {
    ctx.body = await listAddresses(context.db, requireCustomer(ctx));
  });

  router.post('/api/account/addresses', async (ctx) => {
    const customerId = requireCustomer(ctx);
    const input = parseBody(ctx, AddressInput);
    ctx.status = 201;
    ctx.body = await createAddress(context, customerId, input);
  });

  router.get('/api/account/addresses/:id', async (ctx) => {
    ctx.body = await getAddress(context.db, requireCustomer(ctx), ctx.params.id ?? '');
  });

  router.put('/api/account/addresses/:id', async (ctx) => {
    const customerId = requireCustomer(ctx);
    const input = parseBody(ctx, AddressInput);
    ctx.body = await updateAddress(context, customerId, ctx.params.id ?? '', input);
  });

  router.delete('/api/account/addresses/:id', async (ctx) => {
    await deleteAddress(context, requireCustomer(ctx), ctx.params.id ?? '');
    ctx.status = 204;
  });

  return router;
}
