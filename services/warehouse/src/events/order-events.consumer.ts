import { OrderCreated, OrderUpdated } from '@shop/contracts';
import { subscribe } from '@shop/service-kit/events';
import type { WarehouseContext } from '../context';
import { followOrder, keepOrderCopy } from '../domain/fulfilment/fulfilments';

/** Orders' events the warehouse follows (each handled once, through the inbox): a paid order's fulfilment. */
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
  ];
}
