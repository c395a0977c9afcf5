import { ServiceTrainingParams } from '@shop/contracts';
import { createRouter, parseParams, type ServiceContext } from '@shop/service-kit';
import type * as schema from '../db/schema';
import { printServiceTrainingBook } from '../domain/print-service-training-book';
import type { PdfRenderer } from '../render/pdf-renderer';
import type { DocumentsSettings } from '../settings';
import { sendPdfDownload } from './pdf-download';

/** GET /api/documents/service-training/:taxId: the dealer's service training book as a PDF download. */
export function serviceTrainingRoutes(
  deps: ServiceContext<typeof schema>,
  renderer: PdfRenderer,
  settings: DocumentsSettings,
) {
  const router = createRouter();
  router.get('/api/documents/service-training/:taxId', async (ctx) => {
    const { taxId } = parseParams(ctx, ServiceTrainingParams);
    const download = await printServiceTrainingBook(deps, renderer, {
      identity: ctx.state.identity,
      taxId,
      lang: ctx.state.lang,
      brand: settings.brand,
    });
    sendPdfDownload(ctx, download);
  });
  return router;
}
