import type { StockCount, StockCountResult } from '@shop/contracts';
import type { StaffMember } from '@shop/service-kit';
import type { Database } from '@shop/service-kit/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type * as schema from '../db/schema';
import { inventoryItems } from '../db/schema';
import { actorOf, operationsByIds } from './inventory-operations';
import { applyOperation, checkQuantityFits, fieldError, type OperationRow } from './operations';
import { activeWarehouse } from './warehouses';

// A stock count (issue 17): staff count what is on the shelves of one warehouse; every difference from the
// books becomes an adjustment, all in one transaction. The counted rows are locked while it runs, so an
// operation recorded meanwhile is either before the count (and counted against) or after it.

type Db = Database<typeof schema>;

export async function recordStockCount(
  db: Db,
  staff: StaffMember,
  input: z.output<typeof StockCount>,
  lang: string,
): Promise<StockCountResult> {
  await activeWarehouse(db, input.warehouseId, 'warehouseId', lang);
  const counted = new Map<string, number>();
  input.lines.forEach((line, index) => {
    if (counted.has(line.itemId))
      throw fieldError('validation_failed', `lines.${index}.itemId`, 'field.counted_twice', lang);
    counted.set(line.itemId, line.counted);
  });
  const reason = input.reason || (lang === 'pl' ? 'Inwentaryzacja' : 'Stock count');
  const written = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(inventoryItems)
      .where(and(eq(inventoryItems.warehouseId, input.warehouseId), inArray(inventoryItems.id, [...counted.keys()])))
      .orderBy(asc(inventoryItems.id))
      .for('update');
    const found = new Set(rows.map((row) => row.id));
    input.lines.forEach((line, index) => {
      if (!found.has(line.itemId))
        throw fieldError('not_found', `lines.${index}.itemId`, 'field.not_in_warehouse', lang);
    });
    const operations: OperationRow[] = [];
    for (const row of rows) {
      const count = counted.get(row.id)!;
      const index = input.lines.findIndex((line) => line.itemId === row.id);
      checkQuantityFits(row, count, lang, `lines.${index}.counted`);
      const change = Math.round((count - row.quantity) * 1000) / 1000;
      if (change === 0) continue;
      operations.push(
        await applyOperation(tx, actorOf(staff, lang), { itemId: row.id, source: 'adjustment', change, reason }),
      );
    }
    return operations;
  });
  return { adjustments: await operationsByIds(db, written) };
}
