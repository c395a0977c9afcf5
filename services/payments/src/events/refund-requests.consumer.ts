import { RefundRequested } from '@shop/contracts';
import { subscribe } from '@shop/service-kit/events';
import type { PaymentsContext } from '../context';
import { orderOfRefund, requestRefund } from '../domain/refunds/request-refund';

/** A refund asked for by another service is written down once (inbox); the sender then runs soon. */
export function onRefundRequests(context: PaymentsContext, sendSoon: () => void) {
  return subscribe(context.bus, context.db, {
    durable: 'payments-refund-requested',
    event: RefundRequested,
    log: context.log,
    prepare: (data) => orderOfRefund(context, data.orderId),
    handler: (tx, data, _envelope, order) => requestRefund(context, tx, data, order),
    afterCommit: sendSoon,
  });
}
