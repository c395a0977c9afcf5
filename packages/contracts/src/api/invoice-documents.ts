import { z } from 'zod';
import type { ServiceName } from '../services';
import { CheckoutInvoice, InvoiceDetail, InvoiceList, InvoiceView } from './invoices';
import type { RouteSpec } from './route';

// An invoice for its buyer (issue 26, third part): the invoices of the caller's own order, one of them as
// FA(3) XML and as a printable PDF (documents), and what documents asks orders to print it. Another
// customer's invoice is not found, like an unknown one (docs/decisions/invoices.md). notifications asks for
// an accepted invoice's PDF (documents) and XML (orders) to attach to the buyer's e-mail.

const DocumentLanguage = z.string().min(1).max(10);

/** `…/invoices/:id/:lang`: an invoice's PDF in a language (pl or en; anything else is not found). */
export const InvoiceDocumentParams = z.strictObject({ id: z.uuid(), lang: DocumentLanguage });

/** Who asks orders for an invoice to print: a customer (only their own) or, without it, staff. */
export const InvoiceForDocumentQuery = z.strictObject({ customerId: z.uuid().optional() });

/**
 * The links of an invoice's verification QR codes (ksef-docs `kody-qr.md`): KOD I to the invoice in KSeF
 * (under it the KSeF number, or OFFLINE while there is none) and, for an invoice issued offline when the shop
 * has an offline certificate, KOD II proving its issuer (under it CERTYFIKAT). Null without a seller NIP.
 */
export const InvoiceVerificationLinks = z.object({ invoice: z.url(), certificate: z.url().nullable() });
export type InvoiceVerificationLinks = z.infer<typeof InvoiceVerificationLinks>;

/**
 * `GET /internal/orders/invoices/:id`: an invoice as its printable view shows it: the invoice, its order's
 * number and its verification QR links, made by orders (which holds KSEF_QR_URL and the offline certificate).
 */
export const InvoiceForDocument = InvoiceDetail.extend({
  orderNumber: z.string(),
  verification: InvoiceVerificationLinks.nullable(),
});
export type InvoiceForDocument = z.infer<typeof InvoiceForDocument>;

const row = <const X extends Partial<Omit<RouteSpec, 'service' | 'summary' | 'access'>> = {}>(
  service: ServiceName,
  access: 'app' | 'internal',
  summary: string,
  extra?: X,
) => ({ service, summary, access, ...extra }) as unknown as Omit<RouteSpec, keyof X> & X;

/**
 * `POST /api/orders/:id/invoice-request`: a retail buyer asks for an invoice after checkout (art. 106b ust. 3,
 * docs/decisions/invoices.md "Asked for later"). The invoice when the order is paid and it was issued at once;
 * null when it is issued once the order is paid.
 */
export const LaterInvoiceAnswer = z.object({ invoice: InvoiceView.nullable() });
export type LaterInvoiceAnswer = z.infer<typeof LaterInvoiceAnswer>;

/**
 * `GET /api/orders/:id/invoice-request`: whether the account offers asking for an invoice on the order, and the
 * last day to ask (`YYYY-MM-DD`, Warsaw; null while the order is unpaid: the time runs from the payment).
 */
export const InvoiceAsk = z.object({ open: z.boolean(), lastDay: z.string().nullable() });
export type InvoiceAsk = z.infer<typeof InvoiceAsk>;

/** The buyer's rows, spread into `shopApi` before `/api/orders/:id`. */
export const invoiceBuyerApi = {
  'GET /api/orders/:id/invoices': row('orders', 'app', "The invoices of the caller's own order", {
    params: z.strictObject({ id: z.uuid() }),
    answer: InvoiceList,
  }),
  'GET /api/orders/:id/invoice-request': row(
    'orders',
    'app',
    'Whether the caller may ask for an invoice of their own order now, and until when',
    { params: z.strictObject({ id: z.uuid() }), answer: InvoiceAsk },
  ),
  'POST /api/orders/:id/invoice-request': row(
    'orders',
    'app',
    'A retail buyer asks for an invoice of their own order later, within the legal time',
    { params: z.strictObject({ id: z.uuid() }), body: CheckoutInvoice, answer: LaterInvoiceAnswer },
  ),
  'GET /api/orders/invoices/:id/xml': row('orders', 'app', "One invoice of the caller's own order as FA(3) XML", {
    params: z.strictObject({ id: z.uuid() }),
  }),
  'GET /api/documents/invoices/:id/:lang': row('documents', 'app', "One invoice of the caller's own order as a PDF", {
    params: InvoiceDocumentParams,
  }),
} as const;

/** `GET /internal/orders/invoices/:id/xml`: an invoice's FA(3) XML as KSeF holds it, to attach to its e-mail. */
export const InvoiceXmlFile = z.object({ filename: z.string(), xml: z.string() });
export type InvoiceXmlFile = z.infer<typeof InvoiceXmlFile>;

/** `GET /internal/documents/invoices/:id/:lang`: an invoice's PDF, printed for its e-mail (base64). */
export const InvoicePdfFile = z.object({ filename: z.string(), pdfBase64: z.string() });
export type InvoicePdfFile = z.infer<typeof InvoicePdfFile>;

export const invoiceInternalApi = {
  'GET /internal/orders/invoices/:id': row(
    'orders',
    'internal',
    'One invoice to print (a customer’s own, or any for staff)',
    {
      params: z.strictObject({ id: z.uuid() }),
      query: InvoiceForDocumentQuery,
      answer: InvoiceForDocument,
    },
  ),
  'GET /internal/orders/invoices/:id/xml': row('orders', 'internal', 'One invoice’s FA(3) XML, for its e-mail', {
    params: z.strictObject({ id: z.uuid() }),
    answer: InvoiceXmlFile,
  }),
  'GET /internal/documents/invoices/:id/:lang': row(
    'documents',
    'internal',
    'One invoice’s PDF, printed for its e-mail',
    { params: InvoiceDocumentParams, answer: InvoicePdfFile },
  ),
} as const;
