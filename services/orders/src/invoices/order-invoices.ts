import { type InvoiceKind, type InvoiceParty, type InvoiceRate, todayInWarsaw } from '@shop/contracts';
import type { ServiceContext } from '@shop/service-kit';
import type { Executor, Transaction } from '@shop/service-kit/db';
import { asc, eq } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { giftCards, type InvoicePayment, invoiceRequests, invoices, orderItems, orders } from '../db/schema';
import { lockOrder } from '../domain/orders/order-changes';
import type { OrderItemRow, OrderRow } from '../domain/orders/order-view';
import { contentsOf, type InvoiceContents, needsSplitPayment, orderLines } from './contents';
import { annex15Variants, invoiceRate, shopBankAccount } from './invoice-facts';
import { type InvoiceDraft, type InvoiceRow, issueInvoice } from './issue-invoice';
import { buyerOf, sellerOf } from './parties';
import { type InvoiceRefusal, isRefusal } from './refusals';

// When an order gets its invoice (issue 26, docs/decisions/invoices.md): a dealer's order, or a shopper's who
// asked at checkout, when it is paid or sent, whichever comes first. A preorder paid before it leaves gets an
// advance invoice (ZAL) then, and the final one (ROZ) accounting for it when it is sent. Runs with the order
// locked, so two events of one order never issue twice; the issue key makes a redelivered event a no-op.

type Tx = Transaction<typeof schema>;
type Context = Pick<ServiceContext<typeof schema>, 'db' | 'services' | 'log' | 'clock' | 'shopSettings'>;

/** Days a dealer has to pay an invoice issued before payment (a shipped, unpaid order). */
export const INVOICE_PAYMENT_DAYS = 14;

const shippedStatuses = ['sent', 'completed'];

/** The invoice the order is due now, if any: which kind, and its issue key. */
export function dueInvoice(
  order: Pick<OrderRow, 'id' | 'type' | 'status' | 'paymentStatus'>,
  issued: readonly Pick<InvoiceRow, 'kind'>[],
): { kind: InvoiceKind; issueKey: string } | null {
  const paid = order.paymentStatus === 'paid';
  const shipped = shippedStatuses.includes(order.status);
  if (issued.some((invoice) => invoice.kind === 'VAT' || invoice.kind === 'ROZ')) return null;
  const advanced = issued.some((invoice) => invoice.kind === 'ZAL');
  if (order.type === 'PREORDER' && paid && !shipped && !advanced)
    return { kind: 'ZAL', issueKey: `advance:${order.id}` };
  if (shipped) return { kind: advanced ? 'ROZ' : 'VAT', issueKey: `final:${order.id}` };
  if (paid && order.type !== 'PREORDER') return { kind: 'VAT', issueKey: `final:${order.id}` };
  return null;
}

/** What an invoice of the order needs from other services (invoice-facts.ts). */
export interface InvoiceFacts {
  annex15: Set<number>;
  rate: InvoiceRate | null;
  bankAccount: string | null;
}

/**
 * Asks other services what the order's due invoice needs, before the transaction that numbers it (no
 * transaction waits for another service: db/transaction-guard.ts). Null when, read now, nothing is due
 * (`requested`: the buyer is asking for one in the transaction to come).
 */
export async function invoiceFactsFor(
  context: Context,
  orderId: string,
  options: { requested?: boolean } = {},
): Promise<InvoiceFacts | null> {
  const [order] = await context.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  if (!options.requested && order.customerType !== 'b2b') {
    const [request] = await context.db.select().from(invoiceRequests).where(eq(invoiceRequests.orderId, order.id));
    if (!request) return null;
  }
  const issued = await context.db.select().from(invoices).where(eq(invoices.orderId, order.id));
  if (!dueInvoice(order, issued)) return null;
  const items = await invoicedItems(context.db, order.id);
  if (items.length === 0) return null;
  const [annex15, rate, bankAccount] = await Promise.all([
    annex15Variants(context, order, items),
    invoiceRate(context, order.currency),
    // Only an unpaid order's invoice prints the account to pay to: a paid one does not wait for payments.
    order.paymentStatus === 'paid' ? null : shopBankAccount(context),
  ]);
  return { annex15, rate, bankAccount };
}

/**
 * Issues what an order is due after a change of its status or payment, with the facts asked before. Null:
 * nothing is due (no invoice wanted, or already issued); a refusal: the data cannot make an invoice (nothing
 * numbered). An invoice that became due after its facts were read throws: the event comes again.
 */
export async function invoiceOrder(
  context: Context,
  tx: Tx,
  orderId: string,
  facts: InvoiceFacts | null,
): Promise<InvoiceRow | InvoiceRefusal | null> {
  const order = await lockOrder(tx, orderId);
  if (!order) return null;
  const [request] = await tx.select().from(invoiceRequests).where(eq(invoiceRequests.orderId, order.id));
  if (order.customerType !== 'b2b' && !request) return null;
  const issued = await tx
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, order.id))
    .orderBy(asc(invoices.createdAt));
  const due = dueInvoice(order, issued);
  if (!due) return null;

  const buyer = buyerOf(order, request ?? null);
  if (isRefusal(buyer)) return buyer;
  const items = await invoicedItems(tx, order.id);
  // An order of gift cards only sells no goods yet: nothing to invoice (the goods they pay for will be).
  if (items.length === 0) return null;
  if (!facts) throw new Error(`order ${order.id} became due an invoice after its facts were read`);
  const { rate } = facts;
  const lines = invoiceLinesOf(order, items, facts.annex15);
  const bankAccount = order.paymentStatus === 'paid' ? null : facts.bankAccount;
  const full = contentsOf(lines, order.currency, rate);
  const advances = issued.filter((invoice) => invoice.kind === 'ZAL');
  const contents = due.kind === 'ROZ' ? lessAdvances(full, advances) : full;

  const now = context.clock.now();
  const issueDate = todayInWarsaw(now);
  return issueInvoice(tx, {
    kind: due.kind,
    issueKey: due.issueKey,
    orderId: order.id,
    orderNumber: order.number,
    issueDate,
    saleDate: shippedStatuses.includes(order.status) ? issueDate : null,
    currency: order.currency,
    seller: sellerOf(context.shopSettings()),
    buyer,
    contents,
    rate,
    payment: paymentOf(order, issueDate, bankAccount),
    // Split payment is judged on the whole sale: an advance and its final invoice carry the same mark.
    splitPayment: needsSplitPayment(full, isTaxpayer(buyer)),
    references: due.kind === 'ROZ' ? advances.map(referenceOf) : [],
    reason: null,
    orderGross: full.totalGross,
    now,
  } satisfies InvoiceDraft);
}

const isTaxpayer = (buyer: InvoiceParty) => Boolean(buyer.taxId || buyer.vatId);

/**
 * The order's lines a VAT invoice lists: all but gift cards. The shop's card pays for goods at different
 * rates and in other countries, so it is a multi-purpose voucher (art. 8b of the VAT act): its sale is not a
 * taxable supply; the goods it pays for are invoiced in full when bought (docs/decisions/invoices.md).
 */
export async function invoicedItems(tx: Executor<typeof schema>, orderId: string): Promise<OrderItemRow[]> {
  const [items, cards] = await Promise.all([
    tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position)),
    tx.select({ itemId: giftCards.itemId }).from(giftCards).where(eq(giftCards.orderId, orderId)),
  ]);
  const cardItems = new Set(cards.map((card) => card.itemId));
  return items.filter((item) => !cardItems.has(item.id));
}

/** The order's lines as the invoice lists them (options in the name), each Annex 15 good marked. */
function invoiceLinesOf(order: OrderRow, items: OrderItemRow[], annex15: Set<number>) {
  return orderLines({
    currency: order.currency,
    items: items.map((item) => ({
      name: item.optionsLabel ? `${item.name} (${item.optionsLabel})` : item.name,
      sku: item.sku,
      quantity: item.quantity,
      unitGross: item.unitGross,
      lineGross: item.lineGross,
      vatRate: item.vatRate,
      annex15: annex15.has(item.variantId),
    })),
    discount: order.discountAmount,
    delivery: order.deliveryAmount,
  });
}

export const referenceOf = (invoice: InvoiceRow) => ({
  invoiceId: invoice.id,
  number: invoice.number,
  issueDate: invoice.issueDate,
  ksefNumber: invoice.ksefNumber,
});

/** ROZ: per rate, what is left after the advances (art. 106f ust. 3); P_15 is what remains to be paid. */
function lessAdvances(full: InvoiceContents, advances: readonly InvoiceRow[]): InvoiceContents {
  const paid = (vatRate: number, field: 'net' | 'vat' | 'gross' | 'vatPln') =>
    advances.reduce(
      (sum, advance) => sum + (advance.rateTotals.find((total) => total.vatRate === vatRate)?.[field] ?? 0),
      0,
    );
  const rateTotals = full.rateTotals.map((total) => ({
    vatRate: total.vatRate,
    net: total.net - paid(total.vatRate, 'net'),
    vat: total.vat - paid(total.vatRate, 'vat'),
    gross: total.gross - paid(total.vatRate, 'gross'),
    vatPln: total.vatPln - paid(total.vatRate, 'vatPln'),
  }));
  const totalGross = rateTotals.reduce((sum, total) => sum + total.gross, 0);
  const advancedPln = advances.reduce((sum, advance) => sum + advance.totalGrossPln, 0);
  return { lines: full.lines, rateTotals, totalGross, totalGrossPln: full.totalGrossPln - advancedPln };
}

function paymentOf(order: OrderRow, issueDate: string, bankAccount: string | null): InvoicePayment {
  if (order.paymentStatus === 'paid')
    // When it was paid, not its last change: an invoice asked for later is issued months after (later-request.ts).
    return {
      method: order.paymentMethod,
      paidOn: todayInWarsaw(order.paidAt ?? order.updatedAt),
      dueDate: null,
      bankAccount: null,
    };
  const due = new Date(`${issueDate}T12:00:00Z`);
  due.setUTCDate(due.getUTCDate() + INVOICE_PAYMENT_DAYS);
  return { method: order.paymentMethod, paidOn: null, dueDate: due.toISOString().slice(0, 10), bankAccount };
}
