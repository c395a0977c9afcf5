import { shopApi } from '@shop/contracts';
import { createRouter, routesOn } from '@shop/service-kit';
import type { DocumentsContext } from '../context';
import { printDealerPriceList, printRetailPriceList, printSavedPriceList } from '../domain/price-lists';
import { sendPdfDownload } from './pdf-download';

/**
 * Price lists as PDFs: the public retail list, the signed-in dealer's own list, and a saved definition for
 * staff with `products.generate_price_list` (checked by the admin row before the handler runs).
 */
export function priceListRoutes(context: DocumentsContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  route('GET /api/documents/price-lists/retail/:lang', async ({ params }, ctx) => {
    sendPdfDownload(ctx, await printRetailPriceList(context, params.lang), 'public');
  });
  route('GET /api/documents/price-lists/dealer/:lang', async ({ params }, ctx) => {
    sendPdfDownload(ctx, await printDealerPriceList(context, ctx.state.identity, params.lang));
  });
  route('GET /api/admin/price-lists/:id/document/:lang', async ({ params }, ctx) => {
    sendPdfDownload(ctx, await printSavedPriceList(context, params.id, params.lang));
  });
  return router;
}
