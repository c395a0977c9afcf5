import { internalApi } from '@shop/contracts';
import { createRouter, routesOn, type ServiceContext } from '@shop/service-kit';
import type * as schema from '../db/schema';
import { returnForReport } from '../domain/return-report';

/** What other services ask of returns: documents, a return's service report. */
export function internalReturnRoutes(context: ServiceContext<typeof schema>) {
  const router = createRouter();
  const route = routesOn(router, internalApi);
  route('GET /internal/rma/returns/:returnId/report', ({ params }) => returnForReport(context.db, params.returnId));
  return router;
}
