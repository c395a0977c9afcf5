import { internalApi } from '@shop/contracts';
import { createRouter, routesOn } from '@shop/service-kit';
import type { DocumentsContext } from '../context';
import { giftCardDocument } from '../templates/gift-card';

/** The printable gift card, asked by notifications when it e-mails a card (docs/decisions/gift-cards.md). */
export function giftCardDocumentRoutes(context: DocumentsContext) {
  const router = createRouter();
  const route = routesOn(router, internalApi);
  route('POST /internal/documents/gift-card', async ({ body }) => {
    const document = giftCardDocument(body, context.settings.brand);
    const pdf = await context.renderer.render(document);
    return { filename: document.fileName, pdfBase64: Buffer.from(pdf).toString('base64') };
  });
  return router;
}
