import { eq } from 'drizzle-orm';
import type { WarehouseContext } from '../../context';
import { orderCopies } from '../../db/fulfilment.schema';
import { openFulfilment } from './fulfilments';

// Orders paid before the warehouse listened to orders' events (issue 17): their `order-created` and
// `order-updated` came before the warehouse's consumers existed, so no fulfilment was made. At start the
// warehouse asks orders for every paid order not sent or ended and makes the fulfilments missing, so no
// paid order is left without one. Each order is one transaction; an order that has a fulfilment (from its
// event, or an earlier start) is left as it is.

/** Makes the fulfilments missing for paid orders; answers how many it made. Throws when orders cannot answer. */
export async function fulfilPaidOrders(context: WarehouseContext): Promise<number> {
  const answer = await context.services.get('/internal/orders/paid/unsent', {});
  if (!answer.ok) throw new Error(answer.error?.message ?? `orders answered ${answer.status}`);
  let made = 0;
  for (const order of answer.body.orders) {
    const created = await context.db.transaction(async (tx) => {
      const copy = { orderId: order.orderId, number: order.number, lines: order.lines };
      await tx.insert(orderCopies).values(copy).onConflictDoNothing();
      const [kept] = await tx.select().from(orderCopies).where(eq(orderCopies.orderId, order.orderId));
      return openFulfilment(tx, kept ?? copy);
    });
    if (created) made++;
  }
  if (made > 0) context.log.info({ made }, 'fulfilments made for orders paid before the warehouse listened');
  return made;
}
