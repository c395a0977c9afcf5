import { RefundCompleted, RefundFailed } from '@shop/contracts';
import { subscribe } from '@shop/service-kit/events';
import type { OrdersContext } from '../context';
import { refundCompleted, refundFailed } from '../domain/withdrawals/withdrawal-steps';

/** Payments' answer to a withdrawal's refund moves the withdrawal's refund state; once per event (inbox). */
export function onRefundOutcomes(context: OrdersContext) {
  return [
    subscribe(context.bus, context.db, {
      durable: 'orders-refund-completed',
      event: RefundCompleted,
      log: context.log,
      handler: (tx, data) => refundCompleted(tx, data),
    }),
    subscribe(context.bus, context.db, {
      durable: 'orders-refund-failed',
      event: RefundFailed,
      log: context.log,
      handler: (tx, data) => refundFailed(tx, data),
    }),
  ];
}
