import { type CheckoutInvoice, type InvoiceAsk, todayInWarsaw } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { Executor } from '@shop/service-kit/db';
import { eq } from 'drizzle-orm';
import type { OrdersContext } from '../context';
import type * as schema from '../db/schema';
import { invoiceRequests, invoices } from '../db/schema';
import { ownOrder } from '../domain/orders/order-access';
import { lockOrder } from '../domain/orders/order-changes';
import type { OrderRow } from '../domain/orders/order-view';
import { recordInvoiceRequest } from './invoice-requests';
import type { InvoiceRow } from './issue-invoice';
import { invoicedItems, invoiceFactsFor, invoiceOrder } from './order-invoices';
import { isRefusal, toAppError } from './refusals';

// A retail buyer asks for an invoice after checkout, from their account (issue 26, docs/decisions/invoices.md
// "Asked for later"): art. 106b ust. 3 of the VAT act gives them until the end of the third month after the
// month they paid. The request is stored as checkout stores it; a paid order's invoice is issued at once, in
// the same transaction with the order locked, an unpaid one's when it is paid. A refusal writes nothing.
// `invoiceAskOf` tells the account whether to offer it (GET …/invoice-request), by the same rules.

/** Statuses an unpaid order never leaves: nothing will be sold, so nothing will be invoiced. */
const closedUnpaid = ['cancelled', 'rejected'];

/** The last day (Warsaw, `YYYY-MM-DD`) a buyer who paid at `paidAt` may ask: the third month's end after it. */
export function lastDayToAsk(paidAt: Date): string {
  const [year, month] = todayInWarsaw(paidAt).split('-').map(Number) as [number, number];
  // Day 0 of the fourth month after is the last day of the third (months counted from 1, Date's from 0).
  const last = new Date(Date.UTC(year, month + 3, 0));
  return last.toISOString().slice(0, 10);
}

/** What decides whether a buyer may ask: the order, and whether it has an invoice or a request already. */
interface AskFacts {
  order: Pick<OrderRow, 'customerType' | 'status' | 'paymentStatus' | 'paidAt' | 'updatedAt'>;
  issued: Pick<InvoiceRow, 'number'> | undefined;
  requested: boolean;
  /** Whether the order sells anything invoiced: gift cards alone are not (docs/decisions/invoices.md). */
  invoiceable: boolean;
  today: string;
}

/** Why the buyer may not ask now (the error the route answers), or null with the last day (null: unpaid yet). */
export function askRefusal({
  order,
  issued,
  requested,
  invoiceable,
  today,
}: AskFacts): AppError | { lastDay: string | null } {
  if (order.customerType === 'b2b') return new AppError('conflict', { messageKey: 'error.invoice_not_for_dealer' });
  if (!invoiceable) return new AppError('business_rule', { messageKey: 'error.invoice_gift_cards_only' });
  if (issued)
    return new AppError('conflict', { messageKey: 'error.invoice_already_issued', params: { number: issued.number } });
  if (requested) return new AppError('conflict', { messageKey: 'error.invoice_already_requested' });
  // Orders paid before `paid_at` was kept carry their last change as its time (migration 0020). A paid order
  // a second payment put to 'contact us' keeps its time.
  const paidAt = order.paidAt ?? (order.paymentStatus === 'paid' ? order.updatedAt : null);
  if (!paidAt) {
    if (closedUnpaid.includes(order.status))
      return new AppError('business_rule', { messageKey: 'error.invoice_order_closed' });
    return { lastDay: null };
  }
  const lastDay = lastDayToAsk(paidAt);
  if (today > lastDay)
    return new AppError('business_rule', { messageKey: 'error.invoice_request_too_late', params: { lastDay } });
  return { lastDay };
}

async function askFacts(tx: Executor<typeof schema>, order: AskFacts['order'] & { id: string }, now: Date) {
  const [issued] = await tx.select().from(invoices).where(eq(invoices.orderId, order.id)).limit(1);
  const [requested] = await tx.select().from(invoiceRequests).where(eq(invoiceRequests.orderId, order.id));
  const invoiceable = (await invoicedItems(tx, order.id)).length > 0;
  return { order, issued, requested: Boolean(requested), invoiceable, today: todayInWarsaw(now) };
}

/** Whether the account offers "Request an invoice" on the caller's own order, and until when. */
export async function invoiceAskOf(context: OrdersContext, customerId: string, orderId: string): Promise<InvoiceAsk> {
  const order = await ownOrder(context.db, customerId, orderId);
  const verdict = askRefusal(await askFacts(context.db, order, context.clock.now()));
  return verdict instanceof AppError ? { open: false, lastDay: null } : { open: true, lastDay: verdict.lastDay };
}

export async function requestInvoiceLater(
  context: OrdersContext,
  customerId: string,
  orderId: string,
  input: CheckoutInvoice,
  lang: string | undefined,
): Promise<InvoiceRow | null> {
  // Asked before the transaction (it waits for no service); the order is checked again inside it.
  const facts = await invoiceFactsFor(context, orderId, { requested: true });
  return context.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    // Another customer's order is not found, like an unknown one (as the buyer's other invoice routes).
    if (!order || order.customerId !== customerId) throw new AppError('not_found');
    const verdict = askRefusal(await askFacts(tx, order, context.clock.now()));
    if (verdict instanceof AppError) throw verdict;

    await recordInvoiceRequest(tx, order.id, input);
    const outcome = await invoiceOrder(context, tx, order.id, facts);
    // Thrown inside the transaction: the request goes with it, nothing numbered.
    if (isRefusal(outcome)) throw toAppError(outcome, lang);
    return outcome;
  });
}
