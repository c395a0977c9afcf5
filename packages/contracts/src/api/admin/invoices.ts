import { z } from 'zod';
import { Country } from '../../enums';
import { listAnswer, listQuery } from '../../list-query';
import { UuidParam } from '../common';
import { InvoiceDocumentParams } from '../invoice-documents';
import { InvoiceDetail, InvoiceKind, InvoiceList, InvoiceParty, InvoiceState, InvoiceView, Nip } from '../invoices';
import { adminRow } from './row';

// The back office's invoice rows (issue 26): the invoices screen's list with its filters, an order's
// invoices, one invoice, its FA(3) XML, PDF (documents) and UPO as downloads (no answer schema), a
// correction issued by hand from a return's refund (once per idempotency key), a rejected invoice queued
// again, with its buyer's data fixed first where KSeF refused them. Writes are audited.

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
  /**
   * Made when the form opens: a repeated submit with the same key (a double click, a retried request) answers
   * the correction the first one issued, with 200; a new key issues a new correction (201).
   */
  idempotencyKey: z.uuid(),
  amount: z.number().int().min(1).max(1_000_000_000),
  reason: z.string().trim().min(1).max(256),
  /** The return the money went back for (named in the audit entry). */
  returnNumber: z.string().trim().min(1).max(40).optional(),
});
export type AdminInvoiceCorrectionInput = z.infer<typeof AdminInvoiceCorrectionInput>;

const polishZipCode = /^\d{2}-\d{3}$/;
const foreignZipCode = /^[0-9A-Za-z][0-9A-Za-z -]{1,9}$/;

/**
 * `PUT /api/admin/invoices/:id/buyer`: a rejected invoice's buyer corrected (name, address, NIP) and the
 * invoice queued for KSeF again under its number, its FA(3) rebuilt with the seller as the settings say now.
 * The NIP is given exactly when the invoice names its buyer by NIP (a consumer's or an EU VAT ID's invoice
 * has none). `seen` is the buyer and KSeF's reason as the screen showed them: when the stored ones differ,
 * someone changed the invoice meanwhile (409).
 */
export const AdminInvoiceBuyerFix = z
  .strictObject({
    name: z.string().trim().min(1, 'field.required').max(200),
    street: z.string().trim().min(1, 'field.required').max(200),
    zipCode: z.string().trim().min(1, 'field.required').max(10),
    city: z.string().trim().min(1, 'field.required').max(100),
    country: Country,
    taxId: Nip.optional(),
    seen: z.strictObject({ buyer: InvoiceParty, ksefRejection: z.string().nullable() }),
  })
  .superRefine((value, ctx) => {
    const polish = value.country === 'PL';
    if (!(polish ? polishZipCode : foreignZipCode).test(value.zipCode))
      ctx.addIssue({ code: 'custom', path: ['zipCode'], message: polish ? 'field.zip_code' : 'field.invalid' });
  });
export type AdminInvoiceBuyerFix = z.input<typeof AdminInvoiceBuyerFix>;

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
  'PUT /api/admin/invoices/:id/buyer': adminRow(
    'orders',
    "A rejected invoice's buyer fixed and the invoice queued for KSeF again",
    'invoices.update',
    {
      params: UuidParam,
      body: AdminInvoiceBuyerFix,
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
