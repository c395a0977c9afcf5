import { ServiceTrainingParams } from '@shop/contracts';
import { createRouter, parseParams } from '@shop/service-kit';
import type { DocumentsContext } from '../context';
import { printServiceTrainingBook } from '../domain/print-service-training-book';
import { sendPdfDownload } from './pdf-download';

/** GET /api/documents/service-training/:taxId: the dealer's service training book as a PDF download. */
export function serviceTrainingRoutes(context: DocumentsContext) {
  const router = createRouter();
  router.get('/api/documents/service-training/:taxId', async (ctx) => {
    const { taxId } = parseParams(ctx, ServiceTrainingParams);
    const download = await printServiceTrainingBook(context, {
      identity: ctx.state.identity,
      taxId,
      lang: ctx.state.lang,
    });
    sendPdfDownload(ctx, download);
  });
  return router;
}
