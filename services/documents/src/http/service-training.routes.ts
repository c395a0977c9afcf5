import { shopApi } from '@shop/contracts';
import { createRouter, routesOn } from '@shop/service-kit';
import type { DocumentsContext } from '../context';
import { printServiceTrainingBook } from '../domain/print-service-training-book';
import { sendPdfDownload } from './pdf-download';

/** GET /api/documents/service-training/:taxId: the dealer's service training book as a PDF download. */
export function serviceTrainingRoutes(context: DocumentsContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  route('GET /api/documents/service-training/:taxId', async ({ params }, ctx) => {
    const { identity, lang } = ctx.state;
    const download = await printServiceTrainingBook(context, { identity, taxId: params.taxId, lang });
    sendPdfDownload(ctx, download);
  });
  return router;
}
