import { internalApi, shopApi } from '@shop/contracts';
import { createRouter, requireCustomer, routesOn } from '@shop/service-kit';
import type { DocumentsContext } from '../context';
import { printInvoice } from '../domain/invoice-document';
import { printOrderDocument } from '../domain/order-document';
import { printServiceReport } from '../domain/service-report';
import { sendPdfDownload } from './pdf-download';

/**
 * Personal documents: a return's service report for staff (`returns.generate_report`, checked by the kit for
 * the admin row), a dealer's order document for the customer who placed the order, and invoices (issue 26):
 * for staff, for their buyer, and for the buyer's e-mail once KSeF accepted one.
 */
export function orderAndReturnDocumentRoutes(context: DocumentsContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  route('GET /api/admin/returns/:id/report/:lang', async ({ params }, ctx) => {
    sendPdfDownload(ctx, await printServiceReport(context, params.id, params.lang));
  });
  route('GET /api/documents/orders/:id/:lang', async ({ params }, ctx) => {
    const customerId = requireCustomer(ctx);
    sendPdfDownload(ctx, await printOrderDocument(context, customerId, params.id, params.lang));
  });
  // An invoice's PDF: staff (`invoices.view`) any, a customer only an invoice of their own order.
  route('GET /api/admin/invoices/:id/pdf/:lang', async ({ params }, ctx) => {
    sendPdfDownload(ctx, await printInvoice(context, undefined, params.id, params.lang));
  });
  route('GET /api/documents/invoices/:id/:lang', async ({ params }, ctx) => {
    const customerId = requireCustomer(ctx);
    sendPdfDownload(ctx, await printInvoice(context, customerId, params.id, params.lang));
  });
  // An accepted invoice's PDF for the buyer's e-mail (notifications asks; any invoice, as for staff).
  routesOn(router, internalApi)('GET /internal/documents/invoices/:id/:lang', async ({ params }) => {
    const printed = await printInvoice(context, undefined, params.id, params.lang);
    return { filename: printed.fileName, pdfBase64: Buffer.from(printed.pdf).toString('base64') };
  });
  return router;
}
