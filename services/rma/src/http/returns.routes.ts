import { shopApi } from '@shop/contracts';
import { createRouter, requireCustomer, routesOn, type ServiceContext } from '@shop/service-kit';
import { sendStoredFile } from '@shop/service-kit/files';
import type * as schema from '../db/schema';
import { fileReturn } from '../domain/file-return';
import { listReturns } from '../domain/list-returns';
import { ownAttachment, returnDetail } from '../domain/return-detail';
import { postCustomerMessage } from '../domain/thread';

/** The signed-in customer's (or dealer's) own returns and claims; anyone else's are not found. */
export function returnRoutes(context: ServiceContext<typeof schema>) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  route('GET /api/rma', ({ query }, ctx) => {
    const customerId = requireCustomer(ctx);
    ctx.set('cache-control', 'private, no-store');
    return listReturns(context.db, customerId, query);
  });

  route('POST /api/rma', async (_request, ctx) => {
    const customerId = requireCustomer(ctx);
    const detail = await fileReturn(context, { customerId, lang: ctx.state.lang }, ctx.req);
    ctx.status = 201;
    return detail;
  });

  route('POST /api/rma/message', async (_request, ctx) => {
    const customerId = requireCustomer(ctx);
    const message = await postCustomerMessage(context, { customerId, lang: ctx.state.lang }, ctx.req);
    ctx.status = 201;
    return message;
  });

  route('GET /api/rma/:id', ({ params }, ctx) => {
    const customerId = requireCustomer(ctx);
    ctx.set('cache-control', 'private, no-store');
    return returnDetail(context.db, customerId, params.id);
  });

  route('GET /api/rma/:id/files/:fileId', async ({ params }, ctx) => {
    const customerId = requireCustomer(ctx);
    const file = await ownAttachment(context.db, customerId, params.id, params.fileId);
    sendStoredFile(ctx, context.files, file);
  });
  return router;
}
