import { type AdminRefund, type EventData, RefundCompleted, RefundFailed } from '@shop/contracts';
import type { Transaction } from '@shop/service-kit/db';
import { recordEvent } from '@shop/service-kit/events';
import type * as schema from '../../db/schema';
import type { refunds } from '../../db/schema';

// What the refunds' parts share: the row as staff see it, and the two events that say how a refund ended.

export type RefundRow = typeof refunds.$inferSelect;
type Tx = Transaction<typeof schema>;

export function toAdminRefund(row: RefundRow): AdminRefund {
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    amount: { amount: row.amount, currency: row.currency as 'PLN' | 'EUR' },
    reason: row.reason,
    reference: row.reference,
    method: row.method,
    status: row.status,
    providerRef: row.providerRef,
    accountNumber: row.accountNumber,
    failure: row.failure,
    attempts: row.attempts,
    completedBy: row.completedBy,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

const factsOf = (row: RefundRow) => ({
  refundId: row.id,
  orderId: row.orderId,
  amountMinor: row.amount,
  currency: row.currency as 'PLN' | 'EUR',
  reason: row.reason,
  reference: row.reference,
});

/** `refund-completed`, in the transaction that completes it. */
export async function announceCompleted(tx: Tx, row: RefundRow) {
  await recordEvent(tx, RefundCompleted, {
    ...factsOf(row),
    method: row.method as EventData<typeof RefundCompleted>['method'],
    providerRef: row.providerRef,
    transactionId: row.transactionId as string,
    completedAt: (row.completedAt ?? new Date()).toISOString(),
  });
}

/** `refund-failed`, in the transaction that records the failure. */
export async function announceFailed(tx: Tx, row: RefundRow) {
  await recordEvent(tx, RefundFailed, { ...factsOf(row), method: row.method, failure: row.failure ?? '' });
}
