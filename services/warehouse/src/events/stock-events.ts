import { SellableStockChanged } from '@shop/contracts';
import type { Executor } from '@shop/service-kit/db';
import { recordEvent } from '@shop/service-kit/events';
import type * as schema from '../db/schema';
import type { inventoryItems, inventoryOperations } from '../db/schema';

// What the warehouse tells the catalogue, recorded in the operation's transaction (the outbox relay sends it
// after the commit). Only catalogue variants count, and only changes the shop may sell: an issue to an order
// was already taken from sellable stock by the order's reservation, and a transfer moves nothing out of the
// shop's reach.

type Tx = Executor<typeof schema>;

const sellableSources = new Set(['receipt', 'output', 'return', 'adjustment', 'consumption']);

export async function recordSellableChange(
  tx: Tx,
  item: typeof inventoryItems.$inferSelect,
  operation: typeof inventoryOperations.$inferSelect,
): Promise<void> {
  if (item.type !== 'product_variant' || !sellableSources.has(operation.source)) return;
  await recordEvent(tx, SellableStockChanged, {
    operationId: operation.id,
    sequence: operation.sequence,
    sku: item.sku,
    change: Math.trunc(operation.change),
  });
}
