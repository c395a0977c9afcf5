import { OrderCreated, OrderUpdated, WithdrawalGoodsReceived } from '@shop/contracts';
import { subscribe } from '@shop/service-kit/events';
import type { WarehouseContext } from '../context';
import { followOrder, keepOrderCopy } from '../domain/fulfilment/fulfilments';
import { returnWithdrawnGoods } from '../domain/fulfilment/withdrawal-returns';

/**
 * Orders' events the warehouse follows (each handled once, through the inbox): a paid order's fulfilment, and
 * a withdrawal's goods received back on the shelf.
 */
export function onOrderEvents(context: WarehouseContext) {
  return [
    subscribe(context.bus, context.db, {
      durable: 'warehouse-order-created',
      event: OrderCreated,
      log: context.log,
      handler: (tx, data) => keepOrderCopy(tx, data),
    }),
    subscribe(context.bus, context.db, {
      durable: 'warehouse-order-updated',
      event: OrderUpdated,
      log: context.log,
      handler: (tx, data) => followOrder(tx, data),
    }),
    subscribe(context.bus, context.db, {
      durable: 'warehouse-withdrawal-goods',
      event: WithdrawalGoodsReceived,
      log: context.log,
      handler: (tx, data) => returnWithdrawnGoods(tx, data),
    }),
  ];
}
