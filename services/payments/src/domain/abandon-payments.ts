import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { PaymentsContext } from '../context';
import { transactions } from '../db/schema';

// An order being cancelled by its customer (issue 23): its open payment attempts are closed for good, so a
// provider's late "paid" can no longer pay it. Done under the same row locks a provider's notification
// takes, so of a cancel and a notification one comes first: either the attempt is paid and the cancel is
// refused, or it is abandoned and the late notification is refused (docs/decisions/order-states.md).

/** Why an attempt closed by a cancel failed: what the late-notification check looks for. */
export const ABANDONED = 'abandoned: the order was cancelled';

/** Types of attempt that pay for an order. */
const payingTypes = ['online', 'card', 'installment', 'transfer', 'cash'] as const;

export async function abandonOrderPayments(
  context: Pick<PaymentsContext, 'transaction' | 'clock'>,
  orderId: string,
): Promise<{ paid: boolean; abandoned: number }> {
  return context.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(transactions)
      .where(and(eq(transactions.orderId, orderId), inArray(transactions.type, [...payingTypes])))
      .orderBy(transactions.id)
      .for('update');
    if (rows.some((row) => row.result === 'success')) return { paid: true, abandoned: 0 };
    const now = context.clock.now();
    const closed = await tx
      .update(transactions)
      .set({ result: 'failure', retryable: false, reason: ABANDONED, updatedAt: now, settledAt: now })
      .where(
        and(
          eq(transactions.orderId, orderId),
          inArray(transactions.type, [...payingTypes]),
          or(
            eq(transactions.result, 'pending'),
            and(eq(transactions.result, 'failure'), sql`${transactions.retryable}`),
          ),
        ),
      )
      .returning({ id: transactions.id });
    return { paid: false, abandoned: closed.length };
  });
}
