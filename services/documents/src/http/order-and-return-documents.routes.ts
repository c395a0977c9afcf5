import { shopApi } from '@shop/contracts';
import { createRouter, requireCustomer, routesOn } from '@shop/service-kit';
import type { DocumentsContext } from '../context';
import { printInvoice } from '../domain/invoice-document';
import { printOrderDocument } from '../domain/order-document';
import { printServiceReport } from '../domain/service-report';
import { sendPdfDownload } from './pdf-download';

/**
 * Personal documents: a return's service report for staff (`returns.generate_report`, checked by the kit for
 * the admin row), a dealer's order document for the customer who placed the order, and invoices (issue 26).
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
  return router;
}
