import { shopApi } from '@shop/contracts';
import { createRouter, routesOn } from '@shop/service-kit';
import type { DocumentsContext } from '../context';
import { downloadCatalogue, printProductCard } from '../domain/shop-documents';
import { printDeclaration, printShopPaper } from '../domain/shop-papers';
import { sendPdfDownload } from './pdf-download';

/**
 * The catalogue PDF, a product's spec card, a bike's declaration of conformity, the warranty terms and the
 * user manual: public documents, the same for every shopper.
 */
export function shopDocumentRoutes(context: DocumentsContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  route('GET /api/documents/catalog/:lang', async ({ params }, ctx) => {
    sendPdfDownload(ctx, await downloadCatalogue(context, params.lang), 'public');
  });
  route('GET /api/documents/products/:id/card/:lang', async ({ params }, ctx) => {
    sendPdfDownload(ctx, await printProductCard(context, params.id, params.lang), 'public');
  });
  route('GET /api/documents/products/:id/declaration/:lang', async ({ params }, ctx) => {
    sendPdfDownload(ctx, await printDeclaration(context, params.id, params.lang), 'public');
  });
  route('GET /api/documents/papers/:paper/:lang', async ({ params }, ctx) => {
    sendPdfDownload(ctx, await printShopPaper(context, params.paper, params.lang), 'public');
  });
  return router;
}
