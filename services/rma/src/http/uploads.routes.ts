import { shopApi } from '@shop/contracts';
import { createRouter, requireCustomer, routesOn, type ServiceContext } from '@shop/service-kit';
import type * as schema from '../db/schema';
import { uploadAhead } from '../domain/uploads';

/** A signed-in customer's files uploaded ahead of a return or message (SPEC §7 "File upload"). */
export function uploadRoutes(context: ServiceContext<typeof schema>) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  route('POST /api/files/upload', async (_request, ctx) => {
    const customerId = requireCustomer(ctx);
    const answer = await uploadAhead(context, { customerId, lang: ctx.state.lang }, ctx.req);
    ctx.status = 201;
    return answer;
  });
  return router;
}
