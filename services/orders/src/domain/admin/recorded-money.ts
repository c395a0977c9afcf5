import type { EventData, OrderStatus, TransactionRecorded } from '@shop/contracts';
import type { ServiceContext } from '@shop/service-kit';
import type { Transaction } from '@shop/service-kit/db';
import { eq } from 'drizzle-orm';
import type * as schema from '../../db/schema';
import { orders } from '../../db/schema';
import { changeOrder, lockOrder } from '../orders/order-changes';
import { awaitingPayment, closed } from '../orders/payment-outcomes';
import { adminPaymentStatusOf, settledMoney } from './payment-status';

// Money recorded outside a provider (staff by hand, a return's refund) moves the order's admin payment status,
// recomputed from every settled transaction payments holds for the order, so the answer does not depend on
// the order the events arrive in, and a redelivered event computes the same status again.

type Tx = Transaction<typeof schema>;
type Context = Pick<ServiceContext<typeof schema>, 'services' | 'log'>;

/** Every transaction payments holds for the order, asked before the order's transaction. */
export async function transactionsOfOrder(context: Pick<Context, 'services'>, orderId: string) {
  const answer = await context.services.get('/internal/payments/orders/:orderId', { params: { orderId } });
  // Thrown: the event is delivered again once payments answers.
  if (!answer.ok) throw new Error(`payments answered the order's transactions with ${answer.status}`);
  return answer.body.items;
}

export async function applyRecordedTransaction(
  context: Context,
  tx: Tx,
  data: EventData<typeof TransactionRecorded>,
  transactions: Awaited<ReturnType<typeof transactionsOfOrder>>,
) {
  let order = await lockOrder(tx, data.orderId);
  if (!order) {
    context.log.warn({ orderId: data.orderId }, 'money recorded for an unknown order');
    return;
  }
  const status = adminPaymentStatusOf(order.totalAmount, settledMoney(transactions));

  // Paid in full by money staff recorded: the customer's side moves as a provider's payment moves it.
  const orderStatus = order.status as OrderStatus;
  if (status === 'paid' && order.paymentStatus === 'unpaid' && data.result === 'success') {
    order = await changeOrder(
      tx,
      order,
      closed.includes(orderStatus)
        ? { paymentStatus: 'contact_us' }
        : {
            status: awaitingPayment.includes(orderStatus) ? 'in_progress' : undefined,
            paymentStatus: 'paid',
            paidTransactionId: data.transactionId,
          },
    );
  }
  if (order.adminPaymentStatus !== status)
    await tx.update(orders).set({ adminPaymentStatus: status, updatedAt: new Date() }).where(eq(orders.id, order.id));
}
