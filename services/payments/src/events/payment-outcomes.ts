import { type Money, PaymentFailed, PaymentSucceeded } from '@shop/contracts';
import type { Transaction } from '@shop/service-kit/db';
import { recordEvent } from '@shop/service-kit/events';
import type * as schema from '../db/schema';
import type { transactions } from '../db/schema';

// What the payments service publishes: the outcome of a payment attempt, recorded in the transaction that
// settled it (the outbox relay sends it after the commit). Orders moves the order on from it.

type Tx = Transaction<typeof schema>;
type TransactionRow = typeof transactions.$inferSelect;

/** `payment-succeeded` or `payment-failed` of an attempt just settled (`settled.result` says which). */
export function recordPaymentOutcome(tx: Tx, settled: TransactionRow) {
  const { orderId, id: transactionId, method } = settled;
  if (settled.result === 'success') {
    const amount: Money = { amount: settled.amount, currency: settled.currency as Money['currency'] };
    return recordEvent(tx, PaymentSucceeded, { orderId, transactionId, method, amount });
  }
  return recordEvent(tx, PaymentFailed, {
    orderId,
    transactionId,
    method,
    retryable: settled.retryable ?? true,
    reason: settled.reason ?? 'payment failed',
  });
}
