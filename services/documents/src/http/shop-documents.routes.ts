import { shopApi } from '@shop/contracts';
import { createRouter, routesOn } from '@shop/service-kit';
import type { DocumentsContext } from '../context';
import { downloadCatalogue, printProductCard } from '../domain/shop-documents';
import { sendPdfDownload } from './pdf-download';

/** The catalogue PDF and a product's spec card: public documents, the same for every shopper. */
export function shopDocumentRoutes(context: DocumentsContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  route('GET /api/documents/catalog/:lang', async ({ params }, ctx) => {
    sendPdfDownload(ctx, await downloadCatalogue(context, params.lang), 'public');
  });
  route('GET /api/documents/products/:id/card/:lang', async ({ params }, ctx) => {
    sendPdfDownload(ctx, await printProductCard(context, params.id, params.lang), 'public');
  });
  return router;
}
