import { shopApi } from '@shop/contracts';
import { createRouter, routesOn, type StaffMember } from '@shop/service-kit';
import type { PaymentsContext } from '../context';
import { listAdminTransactions } from '../domain/admin/admin-transactions';
import { recordManualTransaction } from '../domain/admin/record-transaction';

/** The transactions section of the back office (routesOn checks each row's permission first). */
export function adminTransactionsRoutes(context: PaymentsContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  route('GET /api/admin/transactions', ({ query }) => listAdminTransactions(context.db, query));
  route('POST /api/admin/transactions', async ({ body }, ctx) => {
    const recorded = await recordManualTransaction(context, ctx.state.staff as StaffMember, body, ctx.state.lang);
    ctx.status = 201;
    return recorded;
  });
  return router;
}
