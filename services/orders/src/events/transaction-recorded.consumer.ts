import { TransactionRecorded } from '@shop/contracts';
import { subscribe } from '@shop/service-kit/events';
import type { OrdersContext } from '../context';
import { applyRecordedTransaction, transactionsOfOrder } from '../domain/admin/recorded-money';

/** Money recorded by staff or from a return's refund moves the order's payment status; once per event (inbox). */
export function onTransactionsRecorded(context: OrdersContext) {
  return subscribe(context.bus, context.db, {
    durable: 'orders-transaction-recorded',
    event: TransactionRecorded,
    log: context.log,
    prepare: (data) => transactionsOfOrder(context, data.orderId),
    handler: (tx, data, _envelope, transactions) => applyRecordedTransaction(context, tx, data, transactions),
  });
}
