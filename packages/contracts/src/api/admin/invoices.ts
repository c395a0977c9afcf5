import { z } from 'zod';
import { listAnswer, listQuery } from '../../list-query';
import { UuidParam } from '../common';
import { InvoiceDocumentParams } from '../invoice-documents';
import { InvoiceDetail, InvoiceKind, InvoiceList, InvoiceState, InvoiceView } from '../invoices';
import { adminRow } from './row';

// The back office's invoice rows (issue 26): the invoices screen's list with its filters, an order's
// invoices, one invoice, its FA(3) XML, PDF (documents) and UPO as downloads (no answer schema), a
// correction issued by hand from a return's refund, and a rejected invoice queued again. Writes are audited.

/** One invoice in the staff list: the view plus the buyer's name and tax id, and why KSeF refused it. */
export const AdminInvoiceSummary = InvoiceView.extend({
  buyerName: z.string(),
  buyerTaxId: z.string().nullable(),
  ksefRejection: z.string().nullable(),
});
export type AdminInvoiceSummary = z.infer<typeof AdminInvoiceSummary>;

const day = z.iso.date();

export const AdminInvoiceListQuery = listQuery({
  sort: ['createdAt', 'issueDate', 'number', 'state'],
  filters: {
    kind: InvoiceKind.optional(),
    state: InvoiceState.optional(),
    /** Part of the buyer's name, or their NIP / VAT ID. */
    buyer: z.string().trim().min(1).max(100).optional(),
    /** Issued on or after this day. */
    from: day.optional(),
    /** Issued on or before this day. */
    to: day.optional(),
  },
});
export type AdminInvoiceListQuery = z.input<typeof AdminInvoiceListQuery>;

/**
 * `POST /api/admin/orders/:id/invoice-corrections`: a correction of the order's invoice for money given back
 * (gross, minor units of the order's currency), with its reason; never more than is left of the original.
 */
export const AdminInvoiceCorrectionInput = z.strictObject({
  amount: z.number().int().min(1).max(1_000_000_000),
  reason: z.string().trim().min(1).max(256),
  /** The return the money went back for (named in the audit entry). */
  returnNumber: z.string().trim().min(1).max(40).optional(),
});
export type AdminInvoiceCorrectionInput = z.infer<typeof AdminInvoiceCorrectionInput>;

export const invoicesApi = {
  'GET /api/admin/invoices': adminRow('orders', 'Invoices, filtered by kind, state, buyer and day', 'invoices.list', {
    query: AdminInvoiceListQuery,
    answer: listAnswer(AdminInvoiceSummary),
  }),
  'GET /api/admin/orders/:id/invoices': adminRow('orders', "An order's invoices, oldest first", 'invoices.list', {
    params: UuidParam,
    answer: InvoiceList,
  }),
  'GET /api/admin/invoices/:id': adminRow('orders', 'One invoice with its lines and totals', 'invoices.view', {
    params: UuidParam,
    answer: InvoiceDetail,
  }),
  'GET /api/admin/invoices/:id/xml': adminRow('orders', 'An invoice as its FA(3) XML (a download)', 'invoices.view', {
    params: UuidParam,
  }),
  'GET /api/admin/invoices/:id/upo': adminRow(
    'orders',
    "KSeF's official receipt (UPO) of an invoice",
    'invoices.view',
    {
      params: UuidParam,
    },
  ),
  'GET /api/admin/invoices/:id/pdf/:lang': adminRow('documents', 'An invoice as a PDF', 'invoices.view', {
    params: InvoiceDocumentParams,
  }),
  'POST /api/admin/invoices/:id/resend': adminRow(
    'orders',
    'A rejected invoice queued for KSeF again',
    'invoices.update',
    {
      params: UuidParam,
      answer: InvoiceDetail,
    },
  ),
  'POST /api/admin/orders/:id/invoice-corrections': adminRow(
    'orders',
    "A correction of the order's invoice for money given back",
    'invoices.create',
    { params: UuidParam, body: AdminInvoiceCorrectionInput, answer: InvoiceDetail },
  ),
} as const;
