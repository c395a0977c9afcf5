import { type EventData, formatMoney, type TransactionRecorded, todayInWarsaw } from '@shop/contracts';
import type { ServiceContext } from '@shop/service-kit';
import type { Transaction } from '@shop/service-kit/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { invoices } from '../db/schema';
import { lockOrder } from '../domain/orders/order-changes';
import { isWithdrawalRefund } from '../domain/withdrawals/staff-withdrawals';
import { contentsOf, refundLines } from './contents';
import { type InvoiceRow, issueInvoice } from './issue-invoice';
import { referenceOf } from './order-invoices';
import { sellerOf } from './parties';
import { type InvoiceRefusal, refusal } from './refusals';

// Correction invoices (faktura korygująca, KOR): money given back on an order's invoice (an accepted return's
// refund) is documented by a correction naming the original (by its KSeF number once it has one). A
// correction never gives back more than is left of the original after earlier corrections.

type Tx = Transaction<typeof schema>;
type Context = Pick<ServiceContext<typeof schema>, 'log' | 'clock' | 'shopSettings'>;

export interface CorrectionRequest {
  orderId: string;
  /** Gross, positive, in the order's currency. */
  refund: number;
  reason: string;
  /** What it is issued for, once (`refund:<transaction>`). */
  issueKey: string;
}

/** Issues the correction of the order's final invoice for `request.refund`, or says why it cannot. */
export async function issueCorrection(
  context: Context,
  tx: Tx,
  request: CorrectionRequest,
): Promise<InvoiceRow | InvoiceRefusal> {
  const order = await lockOrder(tx, request.orderId);
  const rows = order
    ? await tx.select().from(invoices).where(eq(invoices.orderId, order.id)).orderBy(asc(invoices.createdAt))
    : [];
  const original = rows.find((row) => row.kind === 'VAT' || row.kind === 'ROZ');
  if (!order || !original) return refusal('business_rule', 'error.invoice_nothing_to_correct');
  // What the original documents: a final invoice after advances documents them too.
  const advances = rows.filter((row) => row.kind === 'ZAL');
  const documented = original.totalGross + advances.reduce((sum, row) => sum + row.totalGross, 0);
  const corrected = rows
    .filter((row) => row.kind === 'KOR' && row.references.some((ref) => ref.invoiceId === original.id))
    .reduce((sum, row) => sum + row.totalGross, 0);
  const left = documented + corrected;
  if (request.refund <= 0 || request.refund > left)
    return refusal('business_rule', 'error.invoice_correction_too_large', undefined, {
      number: original.number,
      left: formatMoney({ amount: left, currency: original.currency as 'PLN' }, 'pl'),
    });

  const wholeSale = advances.length > 0 ? sumRates([original, ...advances]) : original.rateTotals;
  const contents = contentsOf(refundLines(request.refund, wholeSale, request.reason), original.currency, original.rate);
  const now = context.clock.now();
  return issueInvoice(tx, {
    kind: 'KOR',
    issueKey: request.issueKey,
    orderId: order.id,
    orderNumber: order.number,
    issueDate: todayInWarsaw(now),
    saleDate: null,
    currency: original.currency,
    seller: sellerOf(context.shopSettings()),
    buyer: original.buyer,
    contents,
    rate: original.rate,
    payment: { ...original.payment, paidOn: null, dueDate: null },
    splitPayment: false,
    references: [referenceOf(original)],
    reason: request.reason,
    now,
  });
}

/** Per rate, the sums of several invoices' totals (a final invoice and its advances). */
function sumRates(rows: readonly InvoiceRow[]) {
  const byRate = new Map<number, { vatRate: number; net: number; vat: number; gross: number; vatPln: number }>();
  for (const total of rows.flatMap((row) => row.rateTotals)) {
    const sum = byRate.get(total.vatRate) ?? { vatRate: total.vatRate, net: 0, vat: 0, gross: 0, vatPln: 0 };
    byRate.set(total.vatRate, {
      vatRate: total.vatRate,
      net: sum.net + total.net,
      vat: sum.vat + total.vat,
      gross: sum.gross + total.gross,
      vatPln: sum.vatPln + total.vatPln,
    });
  }
  return [...byRate.values()];
}

/**
 * A return's refund recorded by payments (`transaction-recorded`, type return, success): the correction of
 * the order's invoice. Orders without an invoice (a retail sale without one) have nothing to correct, nor
 * has a withdrawal's refund here (docs/decisions/withdrawals.md, "Staff side").
 */
export async function correctOnRefund(context: Context, tx: Tx, data: EventData<typeof TransactionRecorded>) {
  if (data.type !== 'return' || data.result !== 'success') return null;
  const [invoiced] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.orderId, data.orderId), inArray(invoices.kind, ['VAT', 'ROZ'])));
  if (!invoiced) return null;
  // A withdrawal's refund: its correction was issued with the withdrawal (issue key `withdrawal:<id>`).
  if (await isWithdrawalRefund(tx, data.orderId, data.transactionId, data.amount.amount)) return null;
  return issueCorrection(context, tx, {
    orderId: data.orderId,
    refund: data.amount.amount,
    // The invoice is Polish (KSeF): the buyer finds the return by its number.
    reason: data.returnNumber ? `Zwrot towaru (zwrot ${data.returnNumber})` : 'Zwrot towaru',
    issueKey: `refund:${data.transactionId}`,
  });
}
