import { type CheckoutInvoice, todayInWarsaw } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import { eq } from 'drizzle-orm';
import type { OrdersContext } from '../context';
import { invoiceRequests, invoices } from '../db/schema';
import { lockOrder } from '../domain/orders/order-changes';
import { recordInvoiceRequest } from './invoice-requests';
import type { InvoiceRow } from './issue-invoice';
import { invoiceOrder } from './order-invoices';
import { isRefusal, toAppError } from './refusals';

// A retail buyer asks for an invoice after checkout, from their account (issue 26, docs/decisions/invoices.md
// "Asked for later"): art. 106b ust. 3 of the VAT act gives them until the end of the third month after the
// month they paid. The request is stored as checkout stores it; a paid order's invoice is issued at once, in
// the same transaction with the order locked, an unpaid one's when it is paid. A refusal writes nothing.

/** Statuses an unpaid order never leaves: nothing will be sold, so nothing will be invoiced. */
const closedUnpaid = ['cancelled', 'rejected'];

/** The last day (Warsaw, `YYYY-MM-DD`) a buyer who paid at `paidAt` may ask: the third month's end after it. */
export function lastDayToAsk(paidAt: Date): string {
  const [year, month] = todayInWarsaw(paidAt).split('-').map(Number) as [number, number];
  // Day 0 of the fourth month after is the last day of the third (months counted from 1, Date's from 0).
  const last = new Date(Date.UTC(year, month + 3, 0));
  return last.toISOString().slice(0, 10);
}

export async function requestInvoiceLater(
  context: OrdersContext,
  customerId: string,
  orderId: string,
  input: CheckoutInvoice,
  lang: string | undefined,
): Promise<InvoiceRow | null> {
  return context.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    // Another customer's order is not found, like an unknown one (as the buyer's other invoice routes).
    if (!order || order.customerId !== customerId) throw new AppError('not_found');
    if (order.customerType === 'b2b') throw new AppError('conflict', { messageKey: 'error.invoice_not_for_dealer' });
    const [issued] = await tx.select().from(invoices).where(eq(invoices.orderId, order.id)).limit(1);
    if (issued)
      throw new AppError('conflict', {
        messageKey: 'error.invoice_already_issued',
        params: { number: issued.number },
      });
    const [requested] = await tx.select().from(invoiceRequests).where(eq(invoiceRequests.orderId, order.id));
    if (requested) throw new AppError('conflict', { messageKey: 'error.invoice_already_requested' });
    if (order.paymentStatus !== 'paid' && closedUnpaid.includes(order.status))
      throw new AppError('business_rule', { messageKey: 'error.invoice_order_closed' });
    if (order.paymentStatus === 'paid') {
      const lastDay = lastDayToAsk(order.paidAt ?? order.updatedAt);
      if (todayInWarsaw(context.clock.now()) > lastDay)
        throw new AppError('business_rule', { messageKey: 'error.invoice_request_too_late', params: { lastDay } });
    }

    await recordInvoiceRequest(tx, order.id, input);
    const outcome = await invoiceOrder(context, tx, order.id);
    // Thrown inside the transaction: the request goes with it, nothing numbered.
    if (isRefusal(outcome)) throw toAppError(outcome, lang);
    return outcome;
  });
}
