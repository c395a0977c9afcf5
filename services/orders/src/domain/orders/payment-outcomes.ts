import type { EventData, OrderStatus, PaymentFailed, PaymentSucceeded } from '@shop/contracts';
import type { ServiceContext } from '@shop/service-kit';
import type { Transaction } from '@shop/service-kit/db';
import type * as schema from '../../db/schema';
import { changeOrder, lockOrder } from './order-changes';

// What the payments service's outcomes do to an order. Each runs inside the consumer's inbox transaction
// with the order locked, so a redelivered event changes nothing and two outcomes never interleave.

type Tx = Transaction<typeof schema>;
type Context = Pick<ServiceContext<typeof schema>, 'services' | 'log'>;

/** Statuses of an order still waiting for its money; a payment moves them on to fulfilment. */
export const awaitingPayment: readonly OrderStatus[] = ['new', 'reserved', 'ready_to_pay'];
/** Statuses in which money arriving is a case for staff ('contact us'). */
export const closed: readonly OrderStatus[] = ['cancelled', 'rejected', 'returned'];

/**
 * Paid (an installment granted counts): waiting orders go to in_progress, a preorder stays a preorder. Money
 * for a closed order, or a second transaction for a paid one, is a case for staff: 'contact us'.
 */
export async function applyPaymentSucceeded(context: Context, tx: Tx, data: EventData<typeof PaymentSucceeded>) {
  const order = await lockOrder(tx, data.orderId);
  if (!order) {
    context.log.warn({ orderId: data.orderId }, 'payment succeeded for an unknown order');
    return;
  }
  if (order.paidTransactionId === data.transactionId) return;
  const status = order.status as OrderStatus;
  if (order.paymentStatus === 'paid' || closed.includes(status)) {
    context.log.warn({ orderId: order.id, transactionId: data.transactionId, status }, 'payment needs staff attention');
    await changeOrder(tx, order, { paymentStatus: 'contact_us' });
    return;
  }
  await changeOrder(tx, order, {
    status: awaitingPayment.includes(status) ? 'in_progress' : undefined,
    paymentStatus: 'paid',
    paidTransactionId: data.transactionId,
  });
}

/**
 * A failed attempt keeps the goods reserved and lets the customer retry (ready_to_pay). A final refusal
 * (an installment bank said no) cancels the order and gives its stock back.
 */
export async function applyPaymentFailed(context: Context, tx: Tx, data: EventData<typeof PaymentFailed>) {
  const order = await lockOrder(tx, data.orderId);
  if (!order) {
    context.log.warn({ orderId: data.orderId }, 'payment failed for an unknown order');
    return;
  }
  const status = order.status as OrderStatus;
  if (order.paymentStatus !== 'unpaid' || !awaitingPayment.includes(status)) return;
  if (data.retryable) {
    if (status === 'reserved') await changeOrder(tx, order, { status: 'ready_to_pay' });
    return;
  }
  // Its stock goes back once this commits (cancelled-stock.ts: the consumer's afterCommit, or housekeeping).
  await changeOrder(tx, order, { status: 'cancelled' });
}
