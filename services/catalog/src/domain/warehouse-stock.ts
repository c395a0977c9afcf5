import type { EventData, SellableStockChanged, StockReconcileAnswer, StockReconcileRequest } from '@shop/contracts';
import type { Database, Executor } from '@shop/service-kit/db';
import { inArray, sql } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { variants, warehouseStockApplied } from '../db/schema';

// Sellable stock following the warehouses' physical stock (issue 17, DESIGN §9). The warehouse's events add
// to (or take from) a variant's stock once each (the inbox); every sync interval the warehouse sends each
// tracked SKU's physical stock and the catalogue lowers a sellable stock above it: the shop never sells what
// no warehouse holds. Sellable below physical is normal (orders not yet issued hold the difference).

type Tx = Executor<typeof schema>;

const recordApplied = (tx: Tx, sku: string, sequence: number) =>
  tx
    .insert(warehouseStockApplied)
    .values({ sku, lastSequence: sequence })
    .onConflictDoUpdate({
      target: warehouseStockApplied.sku,
      set: {
        lastSequence: sql`greatest(${warehouseStockApplied.lastSequence}, excluded.last_sequence)`,
        appliedAt: sql`now()`,
      },
    });

/** Applies one warehouse operation to the variant with its SKU; answers the product whose stock changed. */
export async function applySellableChange(
  tx: Tx,
  data: EventData<typeof SellableStockChanged>,
): Promise<number | undefined> {
  await recordApplied(tx, data.sku, data.sequence);
  const [changed] = await tx
    .update(variants)
    .set({ stock: sql`greatest(0, ${variants.stock} + ${data.change})` })
    .where(sql`${variants.sku} = ${data.sku}`)
    .returning({ productId: variants.productId });
  return changed?.productId;
}

/** One reconciliation, in one transaction; answers what it found and the products it changed. */
export async function reconcileSellableStock(
  db: Database<typeof schema>,
  request: StockReconcileRequest,
): Promise<{ answer: StockReconcileAnswer; changedProductIds: number[] }> {
  const skus = request.lines.map((line) => line.sku);
  if (skus.length === 0) return { answer: { checked: 0, skipped: [], drift: [] }, changedProductIds: [] };
  return db.transaction(async (tx) => {
    const applied = new Map(
      (await tx.select().from(warehouseStockApplied).where(inArray(warehouseStockApplied.sku, skus))).map((row) => [
        row.sku,
        row.lastSequence,
      ]),
    );
    const rows = await tx
      .select({ id: variants.id, sku: variants.sku, stock: variants.stock, productId: variants.productId })
      .from(variants)
      .where(inArray(variants.sku, skus))
      .orderBy(variants.id)
      .for('update');
    const bySku = new Map(rows.map((row) => [row.sku, row]));
    const answer: StockReconcileAnswer = { checked: 0, skipped: [], drift: [] };
    const changedProductIds: number[] = [];
    for (const line of request.lines) {
      const variant = bySku.get(line.sku);
      if (!variant) continue;
      if ((applied.get(line.sku) ?? 0) < line.sequence) {
        answer.skipped.push(line.sku);
        continue;
      }
      answer.checked += 1;
      if (variant.stock <= line.physical) continue;
      await tx.update(variants).set({ stock: line.physical }).where(sql`${variants.id} = ${variant.id}`);
      answer.drift.push({
        sku: line.sku,
        physical: line.physical,
        sellableBefore: variant.stock,
        sellableAfter: line.physical,
      });
      changedProductIds.push(variant.productId);
    }
    return { answer, changedProductIds };
  });
}
