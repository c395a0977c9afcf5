import { shopApi } from '@shop/contracts';
import { createRouter, routesOn, type StaffMember } from '@shop/service-kit';
import type { PaymentsContext } from '../context';
import { listOrderRefunds, markRefundSent } from '../domain/refunds/staff-refunds';

/** An order's refunds, and staff marking a transfer (or an installment bank's notice) sent. */
export function adminRefundsRoutes(context: PaymentsContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  route('GET /api/admin/refunds', ({ query }) => listOrderRefunds(context, query.orderId));
  route('POST /api/admin/refunds/:id/sent', ({ params, body }, ctx) =>
    markRefundSent(context, ctx.state.staff as StaffMember, params.id, body, ctx.state.lang),
  );
  return router;
}
