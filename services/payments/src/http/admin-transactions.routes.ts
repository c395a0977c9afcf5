import { shopApi } from '@shop/contracts';
import { createRouter, routesOn } from '@shop/service-kit';
import type { PaymentsContext } from '../context';
import { listAdminTransactions } from '../domain/admin/admin-transactions';

/** The transactions section of the back office (routesOn checks each row's permission first). */
export function adminTransactionsRoutes(context: PaymentsContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  route('GET /api/admin/transactions', ({ query }) => listAdminTransactions(context.db, query));
  return router;
}
