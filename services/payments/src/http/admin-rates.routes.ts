import { shopApi } from '@shop/contracts';
import { createRouter, routesOn, type StaffMember } from '@shop/service-kit';
import type { PaymentsContext } from '../context';
import { adminRates, rateHistory, removeRateOverride, setRateOverride } from '../rates/admin-rates';
import { rateAlert } from '../rates/rate-status';

/** Exchange rates in the back office and the dashboard's rate alert (routesOn checks each row's permission). */
export function adminRatesRoutes(context: PaymentsContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  route('GET /api/admin/settings/rates', () => adminRates(context));
  route('GET /api/admin/settings/rates/history', ({ query }) => rateHistory(context, query));
  route('PUT /api/admin/settings/rates/:currency/override', ({ params, body }, ctx) =>
    setRateOverride(context, ctx.state.staff as StaffMember, params.currency, body),
  );
  route('DELETE /api/admin/settings/rates/:currency/override', async ({ params }, ctx) => {
    await removeRateOverride(context, ctx.state.staff as StaffMember, params.currency);
    ctx.status = 204;
  });
  route('GET /api/admin/dashboard/rates-alert', async () => ({ alert: await rateAlert(context.db) }));
  return router;
}
