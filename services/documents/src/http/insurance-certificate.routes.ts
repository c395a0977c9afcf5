import { internalApi } from '@shop/contracts';
import { createRouter, routesOn } from '@shop/service-kit';
import type { DocumentsContext } from '../context';
import { insuranceCertificateDocument } from '../templates/insurance-certificate';

/** The insurance certificate, asked by notifications when it e-mails a registered bike's buyer (issue 25). */
export function insuranceCertificateRoutes(context: DocumentsContext) {
  const router = createRouter();
  const route = routesOn(router, internalApi);
  route('POST /internal/documents/insurance-certificate', async ({ body }) => {
    const document = insuranceCertificateDocument(body, context.settings.brand);
    const pdf = await context.renderer.render(document);
    return { filename: document.fileName, pdfBase64: Buffer.from(pdf).toString('base64') };
  });
  return router;
}
