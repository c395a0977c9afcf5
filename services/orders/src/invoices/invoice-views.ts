import type { InvoiceDetail, InvoiceForDocument, InvoiceView } from '@shop/contracts';
import type { ShopContext } from '@shop/service-kit';
import type { InvoiceRow } from './issue-invoice';
import { sha256Base64Url } from './ksef/crypto';
import { type OfflineCertificate, offlineCertificateLink } from './ksef/verification';

// How an invoice row reads back to staff, its buyer and documents, and its XML as a download.

/** FV/2026/000123 → FV-2026-000123.xml */
export const xmlFileName = (invoice: InvoiceRow) => `${invoice.number.replaceAll('/', '-')}.xml`;

export function sendXml(ctx: ShopContext, fileName: string, xml: string) {
  ctx.type = 'application/xml; charset=utf-8';
  ctx.attachment(fileName);
  ctx.set('cache-control', 'private, no-store');
  ctx.set('x-content-type-options', 'nosniff');
  ctx.body = xml;
}

/** The invoice's FA(3) XML as a download named by its number (FV-2026-000123.xml). */
export function sendInvoiceXml(ctx: ShopContext, invoice: InvoiceRow) {
  sendXml(ctx, xmlFileName(invoice), invoice.xml);
}

export function toInvoiceView(row: InvoiceRow): InvoiceView {
  const currency = row.currency as InvoiceView['currency'];
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    state: row.state,
    orderId: row.orderId,
    issueDate: row.issueDate,
    currency,
    total: { amount: row.totalGross, currency },
    totalPln: { amount: row.totalGrossPln, currency: 'PLN' },
    refersTo: row.references.map((ref) => ({ number: ref.number, ksefNumber: ref.ksefNumber })),
    ksefNumber: row.ksefNumber,
    splitPayment: row.splitPayment,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toInvoiceDetail(row: InvoiceRow): InvoiceDetail {
  return {
    ...toInvoiceView(row),
    saleDate: row.saleDate,
    seller: row.seller,
    buyer: row.buyer,
    lines: row.lines,
    rateTotals: row.rateTotals,
    rate: row.rate,
    payment: row.payment,
    reason: row.reason,
    ksefRejection: row.ksefRejection,
    ksefAcceptedAt: row.ksefAcceptedAt?.toISOString() ?? null,
    hasUpo: row.upo !== null,
    offlineSince: row.offlineSince?.toISOString() ?? null,
  };
}

/**
 * KOD I (ksef-docs kody-qr.md): `<KSEF_QR_URL>/invoice/<seller NIP>/<issue day DD-MM-YYYY>/<SHA-256 of the
 * FA(3) file, Base64URL>`.
 */
export function invoiceVerificationLink(qrUrl: string, invoice: Pick<InvoiceRow, 'seller' | 'issueDate' | 'xml'>) {
  const day = invoice.issueDate.split('-').reverse().join('-');
  return `${qrUrl.replace(/\/+$/, '')}/invoice/${invoice.seller.taxId}/${day}/${sha256Base64Url(invoice.xml)}`;
}

/** What documents prints: the detail, the order's number and the verification QR links (KOD I, KOD II). */
export function toInvoiceForDocument(
  row: InvoiceRow,
  orderNumber: string,
  ksef: { settings: { KSEF_QR_URL: string; KSEF_NIP?: string }; certificate: OfflineCertificate | null },
): InvoiceForDocument {
  return {
    ...toInvoiceDetail(row),
    orderNumber,
    verification: row.seller.taxId
      ? {
          invoice: invoiceVerificationLink(ksef.settings.KSEF_QR_URL, row),
          certificate: offlineCertificateLink(row, ksef.settings, ksef.certificate),
        }
      : null,
  };
}
