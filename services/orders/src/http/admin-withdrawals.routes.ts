import { shopApi } from '@shop/contracts';
import { createRouter, routesOn, type StaffMember } from '@shop/service-kit';
import type { OrdersContext } from '../context';
import { listWithdrawals, withdrawalsDashboard } from '../domain/withdrawals/staff-withdrawals';
import { detailOf, recordGoods, requestRefund } from '../domain/withdrawals/withdrawal-steps';

/** Consumers' withdrawals in the sales back office (issue 27; routesOn checks each row's permission first). */
export function adminWithdrawalsRoutes(context: OrdersContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);

  route('GET /api/admin/withdrawals', ({ query }) => listWithdrawals(context.db, query, context.clock.now()));
  route('GET /api/admin/withdrawals/:id', ({ params }) => detailOf(context, params.id));
  route('POST /api/admin/withdrawals/:id/goods', ({ params, body }, ctx) =>
    recordGoods(context, ctx.state.staff as StaffMember, params.id, body),
  );
  route('POST /api/admin/withdrawals/:id/refund', ({ params, body }, ctx) =>
    requestRefund(context, ctx.state.staff as StaffMember, params.id, body),
  );
  route('GET /api/admin/dashboard/withdrawals', () => withdrawalsDashboard(context.db, context.clock.now()));

  return router;
}
