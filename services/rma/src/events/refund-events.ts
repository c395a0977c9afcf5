import { type Currency, ReturnRefundDecided } from '@shop/contracts';
import type { Executor } from '@shop/service-kit/db';
import { recordEvent } from '@shop/service-kit/events';
import type * as schema from '../db/schema';
import type { returns } from '../db/schema';

// A refund decided on a return's item, recorded in the transaction that decided it: payments records the
// order's `return` transaction from it, and orders moves the payment status.

type Row = typeof returns.$inferSelect;

export function recordRefundDecided(
  tx: Executor<typeof schema>,
  row: Row & { orderId: string; orderCurrency: string },
  refund: { itemId: string; amount: number; staffName: string },
) {
  return recordEvent(tx, ReturnRefundDecided, {
    returnId: row.id,
    returnNumber: row.number,
    itemId: refund.itemId,
    orderId: row.orderId,
    amount: { amount: refund.amount, currency: row.orderCurrency as Currency },
    staffName: refund.staffName,
  });
}
