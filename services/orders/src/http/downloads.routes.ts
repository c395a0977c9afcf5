import { shopApi } from '@shop/contracts';
import { AppError, createRouter, requireCustomer, routesOn, staffOf } from '@shop/service-kit';
import { sendStoredFile } from '@shop/service-kit/files';
import type { OrdersContext } from '../context';
import { attachDownloadFile, readDownloadFile } from '../domain/downloads/download-files';
import { openDownload, refusalPage, renewDownload } from '../domain/downloads/open-download';

// Downloads (issue 24): the signed link that delivers a paid download, the buyer's fresh link, and the file
// staff attach to a download product. A link opened in a browser that no longer delivers (expired, used up)
// goes to the order's page, which says why; any other caller gets the error.

export function downloadRoutes(context: OrdersContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);

  route('GET /api/orders/downloads/:id', async ({ params, query }, ctx) => {
    const opening = await openDownload(context, params.id, query.s);
    if (opening.opened) return sendStoredFile(ctx, context.files, opening.file, 'attachment');
    ctx.set('cache-control', 'private, no-store');
    if (ctx.accepts('json', 'html') === 'html') return ctx.redirect(refusalPage(opening));
    throw new AppError('business_rule', { messageKey: `error.download_${opening.state}` });
  });

  route('POST /api/orders/:id/downloads/:downloadId', async ({ params }, ctx) => {
    const customerId = requireCustomer(ctx);
    ctx.set('cache-control', 'private, no-store');
    return { download: await renewDownload(context, customerId, params.id, params.downloadId) };
  });

  route('GET /api/admin/products/:id/download-file', async ({ params }) => ({
    file: await readDownloadFile(context.db, Number(params.id)),
  }));

  route('POST /api/admin/products/:id/download-file', async ({ params }, ctx) => ({
    file: await attachDownloadFile(context, staffOf(ctx), Number(params.id), ctx.req, ctx.state.lang),
  }));

  return router;
}
