import type { EventData, WithdrawalGoodsReceived } from '@shop/contracts';
import type { Executor } from '@shop/service-kit/db';
import { and, asc, eq } from 'drizzle-orm';
import type * as schema from '../../db/schema';
import { inventoryItems, shipmentLines, shipments, warehouses } from '../../db/schema';
import { applyOperation } from '../operations';
import { SYSTEM } from './fulfilments';

// A consumer's withdrawal whose goods staff received (issue 27, docs/decisions/withdrawals.md, "Staff side"):
// each line's pieces go back on the shelf as a customer return (source `return`, which raises the sellable
// stock as every return does), to the item the order's parcel left from, else the SKU's item in the first
// active warehouse. Handled once per event (inbox); a SKU no warehouse keeps (a service) is skipped.

type Tx = Executor<typeof schema>;

async function itemFor(tx: Tx, orderId: string, sku: string): Promise<string | undefined> {
  const [shipped] = await tx
    .select({ id: inventoryItems.id })
    .from(shipmentLines)
    .innerJoin(shipments, eq(shipments.id, shipmentLines.shipmentId))
    .innerJoin(inventoryItems, eq(inventoryItems.id, shipmentLines.itemId))
    .where(and(eq(shipments.orderId, orderId), eq(inventoryItems.sku, sku)))
    .limit(1);
  if (shipped) return shipped.id;
  const [kept] = await tx
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .innerJoin(warehouses, eq(warehouses.id, inventoryItems.warehouseId))
    .where(and(eq(inventoryItems.sku, sku), eq(warehouses.active, true)))
    .orderBy(asc(warehouses.code))
    .limit(1);
  return kept?.id;
}

export async function returnWithdrawnGoods(tx: Tx, data: EventData<typeof WithdrawalGoodsReceived>) {
  for (const line of data.lines) {
    const itemId = await itemFor(tx, data.orderId, line.sku);
    if (!itemId) continue;
    await applyOperation(tx, SYSTEM, {
      itemId,
      source: 'return',
      change: line.quantity,
      reason: `Odstąpienie od umowy: ${data.orderNumber}`,
      reference: `withdrawal:${data.withdrawalId}`,
    });
  }
}
