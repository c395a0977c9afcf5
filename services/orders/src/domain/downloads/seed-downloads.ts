import { Readable } from 'node:stream';
import { DOWNLOAD_FILE_MAX_BYTES } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { OrdersContext } from '../../context';
import { downloadFiles } from '../../db/schema';

// Demo data: the service manual (product 1906, type download) delivers a small PDF, so a demo purchase has
// something to download. Added only when the product has no file yet (staff may have attached their own).

export const SERVICE_MANUAL_PRODUCT = 1906;

/** A one-page PDF showing `lines` (PDF 1.4, Helvetica, byte offsets computed so readers need no repair). */
export function simplePdf(lines: string[]): Buffer {
  const ascii = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/[()\\]/g, '\\$&');
  const stream = `BT /F1 14 Tf 72 760 Td 18 TL ${lines.map((line) => `(${ascii(line)}) Tj T*`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export async function seedDownloadFiles(context: Pick<OrdersContext, 'db' | 'files' | 'clock'>): Promise<void> {
  const [existing] = await context.db
    .select({ productId: downloadFiles.productId })
    .from(downloadFiles)
    .where(eq(downloadFiles.productId, SERVICE_MANUAL_PRODUCT));
  if (existing) return;
  const manual = simplePdf([
    'Zefir - instrukcja serwisowa / service manual',
    '',
    '1. Przeglad co 1000 km / a service check every 1000 km',
    '2. Bateria: ladowanie w temperaturze 10-30 C / charge the battery at 10-30 C',
    '3. Hamulce: kontrola klockow co miesiac / check the brake pads monthly',
  ]);
  const file = await context.files.put(Readable.from([manual]), {
    name: 'zefir-instrukcja-serwisowa.pdf',
    accept: ['document'],
    maxBytes: DOWNLOAD_FILE_MAX_BYTES,
  });
  await context.db
    .insert(downloadFiles)
    .values({
      productId: SERVICE_MANUAL_PRODUCT,
      fileId: file.id,
      name: file.name,
      mime: file.mime,
      size: file.size,
      sha256: file.sha256,
      uploadedAt: context.clock.now(),
    })
    .onConflictDoNothing();
}
