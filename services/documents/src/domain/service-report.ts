import { isUuid } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { DocumentsContext } from '../context';
import { serviceReportDocument } from '../templates/service-report';
import { recordGeneratedDocument } from './generated-documents';
import type { PdfDownload } from './print-service-training-book';
import { documentLanguage } from './shop-documents';

// A return's service report for staff holding `returns.generate_report` (the route checks): the return as rma
// answers it for print, rendered in the language asked for. An unknown return is not found.

export async function printServiceReport(context: DocumentsContext, id: string, lang: string): Promise<PdfDownload> {
  const language = documentLanguage(lang);
  if (!isUuid(id)) throw new AppError('not_found');
  const answer = await context.services.get('/internal/rma/returns/:returnId/report', { params: { returnId: id } });
  if (!answer.ok) {
    if (answer.status === 404) throw new AppError('not_found');
    throw new AppError('service_unavailable', { detail: `rma answered ${answer.status}` });
  }
  const document = serviceReportDocument({
    report: answer.body,
    lang: language,
    brand: context.settings.brand,
    printedAt: context.clock.now(),
  });
  const pdf = await context.renderer.render(document);
  await recordGeneratedDocument(context.db, {
    kind: 'service-report',
    language,
    subject: answer.body.number,
    bytes: pdf.byteLength,
  });
  return { fileName: document.fileName, pdf };
}
