import { shopApi } from '@shop/contracts';
import { createRouter, requireDealer, routesOn } from '@shop/service-kit';
import type { DocumentsContext } from '../context';
import { printServiceTrainingBook, trainingBookOffer } from '../domain/print-service-training-book';
import { sendPdfDownload } from './pdf-download';

/** The dealer's service training book: whether it is offered, and the PDF download. */
export function serviceTrainingRoutes(context: DocumentsContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  // Whether the downloads page shows the training book link: only to a dealer (guest 401, retail 403).
  route('GET /api/documents/service-training', async (_request, ctx) => {
    requireDealer(ctx);
    ctx.set('cache-control', 'private, no-cache');
    return trainingBookOffer(context, { identity: ctx.state.identity, lang: ctx.state.lang });
  });
  route('GET /api/documents/service-training/:taxId', async ({ params }, ctx) => {
    const { identity, lang } = ctx.state;
    const download = await printServiceTrainingBook(context, { identity, taxId: params.taxId, lang });
    sendPdfDownload(ctx, download);
  });
  return router;
}
