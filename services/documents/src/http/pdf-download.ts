import type { ShopContext } from '@shop/service-kit';
import type { PdfDownload } from '../domain/print-service-training-book';

/** Answers with a PDF the browser saves rather than shows; personal documents are never cached. */
export function sendPdfDownload(ctx: ShopContext, download: PdfDownload): void {
  ctx.type = 'application/pdf';
  ctx.attachment(download.fileName);
  ctx.set('cache-control', 'private, no-store');
  ctx.set('x-content-type-options', 'nosniff');
  ctx.body = Buffer.from(download.pdf.buffer, download.pdf.byteOffset, download.pdf.byteLength);
}
