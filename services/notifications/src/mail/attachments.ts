import type { GiftCardForPrint, InsuranceCertificateForPrint } from '@shop/contracts';
import type { ServiceCaller } from '@shop/service-kit';
import { type InvoiceAttachment, invoiceFiles } from './invoice-attachments';

// Files an e-mail carries, written down as what to print when the mail is queued and printed by documents
// when it is sent: a mail row stays small, and documents being away delays the mail (the sender's retries)
// instead of failing the event that asked for it.

/** What a queued mail asks documents to print for it (an invoice: its PDF and, from orders, its XML). */
export type MailAttachment =
  | { document: 'gift-card'; card: GiftCardForPrint }
  | { document: 'insurance-certificate'; policy: InsuranceCertificateForPrint }
  | InvoiceAttachment;

/** A printed file, as the transport attaches it. */
export interface AttachedFile {
  filename: string;
  content: Buffer;
  contentType: string;
}

export type PrintAttachments = (attachments: readonly MailAttachment[]) => Promise<AttachedFile[]>;

/** Prints each attachment through documents' internal route; any refusal fails this attempt (retried later). */
export function printAttachmentsWith(services: ServiceCaller): PrintAttachments {
  return (attachments) =>
    Promise.all(
      attachments.map(async (attachment): Promise<AttachedFile[]> => {
        if (attachment.document === 'invoice') return invoiceFiles(services, attachment);
        const answer =
          attachment.document === 'gift-card'
            ? await services.post('/internal/documents/gift-card', { body: attachment.card }, { timeoutMs: 30_000 })
            : await services.post(
                '/internal/documents/insurance-certificate',
                { body: attachment.policy },
                { timeoutMs: 30_000 },
              );
        if (!answer.ok) throw new Error(`documents answered ${answer.status} for a ${attachment.document}`);
        return [
          {
            filename: answer.body.filename,
            content: Buffer.from(answer.body.pdfBase64, 'base64'),
            contentType: 'application/pdf',
          },
        ];
      }),
    ).then((files) => files.flat());
}
