import { SESSIONS_ENDED_HEADER, shopApi } from '@shop/contracts';
import { createRouter, routesOn, type ShopContext, type StaffMember } from '@shop/service-kit';
import type { AccountsContext } from '../context';
import {
  changeStaff,
  findStaffMember,
  inviteStaff,
  listStaff,
  resendStaffWelcome,
  staffHistory,
} from '../domain/staff';

/** The admins section of the back office: staff accounts (routesOn checks each row's permission first). */
export function adminRoutes(context: AccountsContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  const actor = (ctx: ShopContext) => ctx.state.staff as StaffMember;

  route('GET /api/admin/admins', ({ query }) => listStaff(context.db, query));

  route('POST /api/admin/admins', async ({ body }, ctx) => {
    const member = await inviteStaff(context, actor(ctx), body, ctx.state.lang);
    ctx.status = 201;
    return member;
  });

  route('GET /api/admin/admins/:id', ({ params }) => findStaffMember(context.db, params.id));

  route('PATCH /api/admin/admins/:id', async ({ params, body }, ctx) => {
    const { member, accessChanged } = await changeStaff(context, actor(ctx), params.id, body);
    // A new type or a deactivation counts from the member's next call, not when the gateway's cache expires.
    if (accessChanged) ctx.set(SESSIONS_ENDED_HEADER, member.id);
    return member;
  });

  route('POST /api/admin/admins/:id/welcome', ({ params }, ctx) => resendStaffWelcome(context, actor(ctx), params.id));

  route('GET /api/admin/admins/:id/history', ({ params, query }) => staffHistory(context.db, params.id, query));

  return router;
}
