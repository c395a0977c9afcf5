import { ReturnRefundDecided } from '@shop/contracts';
import { subscribe } from '@shop/service-kit/events';
import type { PaymentsContext } from '../context';
import { orderOfReturnRefund, recordReturnRefund } from '../domain/admin/record-transaction';

/** A refund decided on a return becomes the order's `return` transaction; each event is handled once (inbox). */
export function onReturnRefunds(context: PaymentsContext) {
  return subscribe(context.bus, context.db, {
    durable: 'payments-return-refund-decided',
    event: ReturnRefundDecided,
    log: context.log,
    prepare: (data) => orderOfReturnRefund(context, data),
    handler: (tx, data, _envelope, order) => recordReturnRefund(context, tx, data, order),
  });
}
