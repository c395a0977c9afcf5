import { SESSIONS_ENDED_HEADER, shopApi } from '@shop/contracts';
import { createRouter, routesOn, type ShopContext, type StaffMember } from '@shop/service-kit';
import type { AccountsContext } from '../context';
import {
  blockCustomer,
  createDealer,
  customerHistory,
  editCustomer,
  findCustomerForStaff,
  listCustomers,
  setCustomerGroup,
  unblockCustomer,
} from '../domain/admin-customers';
import { changeGroup, createGroup, deleteGroup, findGroup, groupHistory, listGroups } from '../domain/admin-groups';

/** The customers and groups sections of the back office (routesOn checks each row's permission first). */
export function adminCustomersRoutes(context: AccountsContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  const actor = (ctx: ShopContext) => ctx.state.staff as StaffMember;

  route('GET /api/admin/customers', ({ query }) => listCustomers(context.db, query));

  route('POST /api/admin/customers', async ({ body }, ctx) => {
    const dealer = await createDealer(context, actor(ctx), body, ctx.state.lang);
    ctx.status = 201;
    return dealer;
  });

  route('GET /api/admin/customers/:id', ({ params }) => findCustomerForStaff(context.db, params.id));

  route('PATCH /api/admin/customers/:id', ({ params, body }, ctx) =>
    editCustomer(context, actor(ctx), params.id, body, ctx.state.lang),
  );

  route('POST /api/admin/customers/:id/block', async ({ params }, ctx) => {
    const customer = await blockCustomer(context, actor(ctx), params.id);
    // The gateway forgets the customer's cached sessions now, not when its cache expires.
    ctx.set(SESSIONS_ENDED_HEADER, customer.id);
    return customer;
  });

  route('POST /api/admin/customers/:id/unblock', ({ params }, ctx) => unblockCustomer(context, actor(ctx), params.id));

  route('GET /api/admin/customers/:id/history', ({ params, query }) => customerHistory(context.db, params.id, query));

  route('PUT /api/admin/customers/:id/group', ({ params, body }, ctx) =>
    setCustomerGroup(context, actor(ctx), params.id, body.groupId, ctx.state.lang),
  );

  route('GET /api/admin/groups', ({ query }) => listGroups(context.db, query));

  route('POST /api/admin/groups', async ({ body }, ctx) => {
    const group = await createGroup(context, actor(ctx), body, ctx.state.lang);
    ctx.status = 201;
    return group;
  });

  route('GET /api/admin/groups/:id', ({ params }) => findGroup(context.db, params.id));

  route('PATCH /api/admin/groups/:id', ({ params, body }, ctx) =>
    changeGroup(context, actor(ctx), params.id, body, ctx.state.lang),
  );

  route('DELETE /api/admin/groups/:id', ({ params }, ctx) => deleteGroup(context, actor(ctx), params.id));

  route('GET /api/admin/groups/:id/history', ({ params, query }) => groupHistory(context.db, params.id, query));

  return router;
}
