import type { TransferAccount } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { DocumentsContext } from '../context';
import { orderDocument } from '../templates/order-document';
import { recordGeneratedDocument } from './generated-documents';
import type { PdfDownload } from './print-service-training-book';
import { documentLanguage } from './shop-documents';

// The order document (pro forma) of a dealer's order, for the signed-in customer who placed it. orders
// answers the order only to its owner; a retail order has no such document (docs/decisions/documents.md),
// so it is not found either, like another customer's order.

/** Where transfers go, as payments tells the buyer; null when payments does not answer (the PDF says so). */
async function transferAccount(context: DocumentsContext): Promise<TransferAccount | null> {
  const answer = await context.services.get('/internal/payments/transfer-account', {});
  if (answer.ok) return answer.body;
  context.log.warn(
    { status: answer.status },
    'payments did not name the transfer account; the document says where to find it',
  );
  return null;
}

export async function printOrderDocument(
  context: DocumentsContext,
  customerId: string,
  orderId: string,
  lang: string,
): Promise<PdfDownload> {
  const language = documentLanguage(lang);
  const answer = await context.services.get('/internal/orders/:orderId/document', {
    params: { orderId },
    query: { customerId },
  });
  if (!answer.ok) {
    if (answer.status === 404) throw new AppError('not_found');
    throw new AppError('service_unavailable', { detail: `orders answered ${answer.status}` });
  }
  const order = answer.body;
  if (order.customerType !== 'b2b') throw new AppError('not_found', { detail: 'order documents are for dealers' });
  const settings = context.shopSettings();
  const document = orderDocument({
    order,
    lang: language,
    brand: context.settings.brand,
    seller: settings.company,
    transfer: order.paymentMethod === 'transfer' ? await transferAccount(context) : null,
    transferDueWorkingDays: settings.transferDueWorkingDays,
    printedAt: context.clock.now(),
  });
  const pdf = await context.renderer.render(document);
  await recordGeneratedDocument(context.db, {
    kind: 'order-document',
    language,
    subject: order.number,
    bytes: pdf.byteLength,
  });
  return { fileName: document.fileName, pdf };
}
