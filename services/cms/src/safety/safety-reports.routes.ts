import { shopApi } from '@shop/contracts';
import { createRouter, routesOn, staffOf } from '@shop/service-kit';
import type { CmsContext } from '../context';
import { closeSafetyReport, listSafetyReports, readSafetyReport, safetyReportsDashboard } from './safety-reports';

/** Safety reports (issue 27): staff with `returns.list` read them, with `returns.update` close them (checked by the kit). */
export function safetyReportRoutes(context: CmsContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  route('GET /api/admin/safety-reports', ({ query }) => listSafetyReports(context, query));
  route('GET /api/admin/safety-reports/:id', ({ params }) => readSafetyReport(context, params.id));
  route('POST /api/admin/safety-reports/:id/close', ({ params, body }, ctx) =>
    closeSafetyReport(context, staffOf(ctx), params.id, body.note),
  );
  route('GET /api/admin/dashboard/safety-reports', () => safetyReportsDashboard(context));
  return router;
}
