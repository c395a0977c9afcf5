import type { EventData, OrderStatus, ShipmentUpdated } from '@shop/contracts';
import type { Transaction } from '@shop/service-kit/db';
import { eq } from 'drizzle-orm';
import type * as schema from '../../db/schema';
import { orders } from '../../db/schema';
import { changeOrder, lockOrder } from './order-changes';

// What the warehouse's shipments do to an order (issue 17, docs/decisions/factory.md): a parcel leaving sends
// the order (with its tracking link, which the order-updated e-mail carries), everything delivered completes
// it. Runs in the consumer's inbox transaction with the order locked; an order elsewhere is left alone.

type Tx = Transaction<typeof schema>;

/** Statuses from which a parcel leaving makes the order sent (the order-states table allows these). */
const sendable: readonly OrderStatus[] = ['in_progress', 'scheduled', 'preorder'];

export async function applyShipmentUpdated(tx: Tx, data: EventData<typeof ShipmentUpdated>) {
  const order = await lockOrder(tx, data.orderId);
  if (!order) return;
  const status = order.status as OrderStatus;
  const leaving = data.status === 'shipped' || data.status === 'in_transit';
  let current = order;
  if (leaving && data.trackingNumber) {
    const tracking = { carrier: data.carrier, trackingNumber: data.trackingNumber, url: data.trackingUrl };
    await tx.update(orders).set({ tracking }).where(eq(orders.id, order.id));
    current = { ...order, tracking };
  }
  if (leaving && sendable.includes(status)) await changeOrder(tx, current, { status: 'sent' });
  else if (data.status === 'delivered' && data.delivered && status === 'sent')
    await changeOrder(tx, current, { status: 'completed' });
}
