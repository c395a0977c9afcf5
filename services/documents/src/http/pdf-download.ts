import type { ShopContext } from '@shop/service-kit';
import type { PdfDownload } from '../domain/print-service-training-book';

/**
 * Answers with a PDF the browser saves rather than shows. Personal documents are never cached; public ones
 * (the catalogue, spec cards) may be kept by the browser for a few minutes.
 */
export function sendPdfDownload(
  ctx: ShopContext,
  download: PdfDownload,
  audience: 'personal' | 'public' = 'personal',
): void {
  ctx.type = 'application/pdf';
  ctx.attachment(download.fileName);
  ctx.set('cache-control', audience === 'public' ? 'public, max-age=300' : 'private, no-store');
  ctx.set('x-content-type-options', 'nosniff');
  if (download.timings) {
    const steps = Object.entries(download.timings).map(([step, ms]) => `${step};dur=${ms.toFixed(1)}`);
    ctx.set('server-timing', steps.join(', '));
  }
  ctx.body = Buffer.from(download.pdf.buffer, download.pdf.byteOffset, download.pdf.byteLength);
}
