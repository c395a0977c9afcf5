import { ShipmentUpdated } from '@shop/contracts';
import { subscribe } from '@shop/service-kit/events';
import type { OrdersContext } from '../context';
import { applyShipmentUpdated } from '../domain/orders/shipment-updates';

/** The warehouse's shipments move orders to sent and completed; each event is handled once (inbox). */
export function onShipmentUpdates(context: OrdersContext) {
  return subscribe(context.bus, context.db, {
    durable: 'orders-shipment-updated',
    event: ShipmentUpdated,
    log: context.log,
    handler: (tx, data) => applyShipmentUpdated(tx, data),
  });
}
