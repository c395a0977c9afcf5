import type { ServiceCaller } from '@shop/service-kit';
import type { AttachedFile } from './attachments';

// An accepted invoice's two files for its buyer's e-mail (issue 26): the printable PDF in the e-mail's language,
// printed by documents, and the FA(3) XML as KSeF holds it, from orders. Asked when the e-mail is sent, as the
// other attachments are: a service being away delays the e-mail (the sender's retries), it loses nothing.

/** What a queued invoice e-mail asks for: the invoice and the PDF's language. */
export interface InvoiceAttachment {
  document: 'invoice';
  invoiceId: string;
  language: 'pl' | 'en';
}

export async function invoiceFiles(services: ServiceCaller, attachment: InvoiceAttachment): Promise<AttachedFile[]> {
  const params = { id: attachment.invoiceId };
  const [pdf, xml] = await Promise.all([
    services.get(
      '/internal/documents/invoices/:id/:lang',
      { params: { ...params, lang: attachment.language } },
      { timeoutMs: 30_000 },
    ),
    services.get('/internal/orders/invoices/:id/xml', { params }),
  ]);
  if (!pdf.ok) throw new Error(`documents answered ${pdf.status} for an invoice`);
  if (!xml.ok) throw new Error(`orders answered ${xml.status} for an invoice's XML`);
  return [
    {
      filename: pdf.body.filename,
      content: Buffer.from(pdf.body.pdfBase64, 'base64'),
      contentType: 'application/pdf',
    },
    { filename: xml.body.filename, content: Buffer.from(xml.body.xml, 'utf8'), contentType: 'application/xml' },
  ];
}
