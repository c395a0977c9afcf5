import type {
  AdminInvoiceBuyerFix,
  AdminInvoiceCorrectionInput,
  AdminInvoiceSummary,
  InvoiceDetail,
  InvoiceList,
  ListAnswer,
} from '@shop/contracts';
import type { ListState } from '../kit/list-state';
import { adminApi } from './client';

// The invoices section's calls (packages/contracts/src/api/admin/invoices.ts): invoices in `orders`, their
// PDF printed by `documents`.

export function listInvoices(query: ListState, signal: AbortSignal): Promise<ListAnswer<AdminInvoiceSummary>> {
  return adminApi.get('/api/admin/invoices', { query }, { signal });
}

export function getInvoice(id: string, signal?: AbortSignal): Promise<InvoiceDetail> {
  return adminApi.get('/api/admin/invoices/:id', { params: { id } }, { signal });
}

export function orderInvoices(orderId: string, signal?: AbortSignal): Promise<InvoiceList> {
  return adminApi.get('/api/admin/orders/:id/invoices', { params: { id: orderId } }, { signal });
}

/** A rejected invoice queued for KSeF again (409 for any other state). */
export function resendInvoice(id: string): Promise<InvoiceDetail> {
  return adminApi.post('/api/admin/invoices/:id/resend', { params: { id } });
}

/** A rejected invoice's buyer fixed and the invoice queued for KSeF again (409 when stale or not rejected). */
export function fixInvoiceBuyer(id: string, body: AdminInvoiceBuyerFix): Promise<InvoiceDetail> {
  return adminApi.put('/api/admin/invoices/:id/buyer', { params: { id }, body });
}

/**
 * A correction of the order's invoice for money given back (422 when more than is left of it); a repeat with
 * the same idempotency key answers the correction the first issued.
 */
export function correctInvoice(orderId: string, body: AdminInvoiceCorrectionInput): Promise<InvoiceDetail> {
  return adminApi.post('/api/admin/orders/:id/invoice-corrections', { params: { id: orderId }, body });
}

export type InvoiceFile = 'xml' | 'upo' | 'pdf-pl' | 'pdf-en';

/** Saves one of the invoice's files: its FA(3) XML, KSeF's UPO, or its PDF in Polish or English. */
export async function downloadInvoiceFile(invoice: { id: string; number: string }, file: InvoiceFile): Promise<void> {
  const { fetchDocument, saveFile } = await import('@shop/platform/documents');
  const options = { appId: 'shop-admin' } as const;
  const name = invoice.number.replace(/[^\w-]+/g, '-');
  const params = { id: invoice.id };
  if (file === 'xml') {
    saveFile(await fetchDocument('/api/admin/invoices/:id/xml', { params }, options), `${name}.xml`);
  } else if (file === 'upo') {
    saveFile(await fetchDocument('/api/admin/invoices/:id/upo', { params }, options), `UPO-${name}.xml`);
  } else {
    const lang = file === 'pdf-pl' ? 'pl' : 'en';
    const pdf = await fetchDocument('/api/admin/invoices/:id/pdf/:lang', { params: { ...params, lang } }, options);
    saveFile(pdf, `${name}-${lang}.pdf`);
  }
}
