import { AppError } from '@shop/service-kit';
import type { DocumentsContext } from '../context';
import { invoiceDocument } from '../templates/invoice';
import { recordGeneratedDocument } from './generated-documents';
import type { PdfDownload } from './print-service-training-book';
import { documentLanguage } from './shop-documents';

// An invoice's printable view (issue 26), for its buyer (a customer's own order; another's is not found) or
// for staff (no customer: any invoice). orders answers the invoice as issued; printed each time asked.

export async function printInvoice(
  context: DocumentsContext,
  customerId: string | undefined,
  invoiceId: string,
  lang: string,
): Promise<PdfDownload> {
  const language = documentLanguage(lang);
  const answer = await context.services.get('/internal/orders/invoices/:id', {
    params: { id: invoiceId },
    query: customerId ? { customerId } : {},
  });
  if (!answer.ok) {
    if (answer.status === 404) throw new AppError('not_found');
    throw new AppError('service_unavailable', { detail: `orders answered ${answer.status}` });
  }
  const invoice = answer.body;
  const document = await invoiceDocument({
    invoice,
    lang: language,
    brand: context.settings.brand,
  });
  const pdf = await context.renderer.render(document);
  await recordGeneratedDocument(context.db, {
    kind: 'invoice',
    language,
    subject: invoice.number,
    bytes: pdf.byteLength,
  });
  return { fileName: document.fileName, pdf };
}
