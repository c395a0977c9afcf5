import { shopApi } from '@shop/contracts';
import { createRouter, routesOn, type StaffMember } from '@shop/service-kit';
import type { PaymentsContext } from '../context';
import { getAdminRefund, listAdminRefunds, markRefundSent } from '../domain/refunds/staff-refunds';

/** Refunds as staff see them, and staff marking a transfer (or an installment bank's notice) sent. */
export function adminRefundsRoutes(context: PaymentsContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  route('GET /api/admin/refunds', ({ query }) => listAdminRefunds(context, query));
  route('GET /api/admin/refunds/:id', ({ params }) => getAdminRefund(context, params.id));
  route('POST /api/admin/refunds/:id/sent', ({ params, body }, ctx) =>
    markRefundSent(context, ctx.state.staff as StaffMember, params.id, body, ctx.state.lang),
  );
  return router;
}
