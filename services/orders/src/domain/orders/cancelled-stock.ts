import { and, eq, isNull } from 'drizzle-orm';
import type { OrdersContext } from '../../context';
import { orders } from '../../db/schema';
import { releaseStock } from './stock';

// A cancelled order's stock goes back to catalog after the cancel commits, never inside its transaction (no
// transaction waits for another service: docs/decisions/service-runtime-and-databases.md). The order keeps
// when it gave its stock back (`stock_released_at`); one whose release was lost (catalog away, the process
// stopped, or a cancel made inside an event's transaction) is given back by housekeeping. Catalog gives a
// reservation back once, so a release repeated by both ways is harmless.

type Context = Pick<OrdersContext, 'db' | 'services' | 'log'>;

/** Gives a cancelled order's reserved stock back and records it; a failure is left to housekeeping. */
export async function giveStockBack(context: Context, orderId: string): Promise<void> {
  try {
    await releaseStock(context, orderId);
    await context.db
      .update(orders)
      .set({ stockReleasedAt: new Date() })
      .where(and(eq(orders.id, orderId), isNull(orders.stockReleasedAt)));
  } catch (error) {
    context.log.warn({ err: error, orderId }, 'a cancelled order kept its stock; housekeeping gives it back');
  }
}

/** Housekeeping: gives back the stock of cancelled orders that still hold it; answers how many. */
export async function giveBackCancelledStock(context: Context, batch = 100): Promise<number> {
  const held = await context.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'cancelled'), isNull(orders.stockReleasedAt)))
    .limit(batch);
  for (const { id } of held) await giveStockBack(context, id);
  return held.length;
}
