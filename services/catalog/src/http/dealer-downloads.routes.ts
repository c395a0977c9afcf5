import { shopApi } from '@shop/contracts';
import { type Router, requireDealer, routesOn, type ShopState } from '@shop/service-kit';
import { sendStoredFile } from '@shop/service-kit/files';
import type { CatalogContext } from '../context';
import { dealerDownloadFile, dealerDownloads } from '../domain/dealer-downloads';

/**
 * The dealers' downloads (SPEC §2): the list and each file, only to a signed-in dealer (a guest 401, a retail
 * customer 403), never kept by a shared cache. The library's public address refuses these files (media.routes).
 */
export function dealerDownloadRoutes(router: Router<ShopState>, context: CatalogContext): void {
  const route = routesOn(router, shopApi);

  route('GET /api/catalog/downloads', async (_request, ctx) => {
    requireDealer(ctx);
    ctx.set('cache-control', 'private, no-cache');
    return dealerDownloads(context.db, ctx.state.lang);
  });

  route('GET /api/catalog/downloads/:id', async ({ params }, ctx) => {
    requireDealer(ctx);
    const file = await dealerDownloadFile(context.db, params.id);
    // Always saved under its name, a picture or a PDF too.
    sendStoredFile(ctx, context.files, file, 'attachment');
  });
}
