import { RefundRequested } from '@shop/contracts';
import { subscribe } from '@shop/service-kit/events';
import type { PaymentsContext } from '../context';
import { requestRefund } from '../domain/refunds/request-refund';

/** A refund asked for by another service is written down once (inbox); the sender then runs soon. */
export function onRefundRequests(context: PaymentsContext, sendSoon: () => void) {
  return subscribe(context.bus, context.db, {
    durable: 'payments-refund-requested',
    event: RefundRequested,
    log: context.log,
    handler: (tx, data) => requestRefund(context, tx, data),
    afterCommit: sendSoon,
  });
}
