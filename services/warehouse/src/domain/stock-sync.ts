import type { StockSyncRun } from '@shop/contracts';
import type { Database } from '@shop/service-kit/db';
import { desc, sql } from 'drizzle-orm';
import type { WarehouseContext } from '../context';
import type * as schema from '../db/schema';
import { stockSyncRuns } from '../db/schema';

// The reconciliation of physical and sellable stock (issue 17, DESIGN §9), every sync interval: the
// warehouse sends each tracked catalogue variant's physical stock (active warehouses) with the number of its
// latest sellable operation; the catalogue lowers a sellable stock above it and says what it corrected.
// Each run is kept (the admin panel shows the latest) and drift is logged as a warning.

type Db = Database<typeof schema>;

/** Runs kept; older ones are deleted as new ones are written. */
const KEPT_RUNS = 500;

export const syncRunOf = (row: typeof stockSyncRuns.$inferSelect): StockSyncRun => ({
  id: row.id,
  at: row.at.toISOString(),
  checked: row.checked,
  skipped: row.skipped,
  drift: row.drift,
  error: row.error,
});

/** Physical stock per tracked variant SKU and its latest sellable operation. */
export async function physicalStock(db: Db) {
  const result = await db.execute(sql`
    select i.sku,
      coalesce(sum(i.quantity) filter (where w.active), 0)::float8 as physical,
      coalesce((select max(o.sequence) from inventory_operations o join inventory_items oi on oi.id = o.item_id
        where oi.sku = i.sku and o.source in ('receipt', 'output', 'return', 'adjustment', 'consumption')), 0)::float8
        as sequence
    from inventory_items i join warehouses w on w.id = i.warehouse_id
    where i.type = 'product_variant'
    group by i.sku order by i.sku`);
  return (result as unknown as { rows: { sku: string; physical: number; sequence: number }[] }).rows.map((row) => ({
    sku: row.sku,
    physical: Math.floor(Number(row.physical)),
    sequence: Number(row.sequence),
  }));
}

/** One reconciliation; answers the run as recorded. Never throws: a failure is recorded and logged. */
export async function reconcileStock(context: WarehouseContext): Promise<StockSyncRun> {
  const lines = await physicalStock(context.db);
  let values: typeof stockSyncRuns.$inferInsert;
  try {
    const answer = await context.services.post('/internal/catalog/stock/reconcile', { body: { lines } });
    if (!answer.ok) throw new Error(answer.error?.message ?? `catalog answered ${answer.status}`);
    const { checked, skipped, drift } = answer.body;
    values = { checked, skipped: skipped.length, drift };
    if (drift.length > 0)
      context.log.warn({ drift }, 'sellable stock was above physical stock; the catalogue was corrected');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    context.log.warn({ err: error }, 'stock reconciliation failed; trying again next interval');
    values = { checked: 0, skipped: 0, drift: [], error: message };
  }
  const [row] = await context.db.insert(stockSyncRuns).values(values).returning();
  await context.db.execute(sql`
    delete from stock_sync_runs where id not in (select id from stock_sync_runs order by at desc limit ${KEPT_RUNS})`);
  return syncRunOf(row!);
}

/** The latest runs, newest first, for the admin panel. */
export async function latestSyncRuns(db: Db, limit = 20): Promise<StockSyncRun[]> {
  const rows = await db.select().from(stockSyncRuns).orderBy(desc(stockSyncRuns.at)).limit(limit);
  return rows.map(syncRunOf);
}
