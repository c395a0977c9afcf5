import { z } from 'zod';
import { InvoiceKind } from './api/invoices';
import { Language } from './enums';
import { defineEvent } from './events';

/**
 * An invoice was accepted by KSeF (issue 26): its KSeF number and UPO are stored. notifications e-mails the
 * buyer, in the order's language, the printable invoice (documents) and its FA(3) XML (orders). The event's id
 * is the invoice's, so one invoice is e-mailed once however often the event comes.
 */
export const InvoiceAccepted = defineEvent(
  'orders',
  'invoice-accepted',
  z.object({
    invoiceId: z.uuid(),
    orderId: z.uuid(),
    orderNumber: z.string(),
    /** FV/2026/000123 */
    number: z.string(),
    kind: InvoiceKind,
    ksefNumber: z.string(),
    /** The order's e-mail: the buyer the invoice goes to. */
    email: z.email(),
    language: Language,
  }),
);
