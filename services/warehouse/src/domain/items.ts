import type { InventoryItem, InventoryItemFields, InventoryItemListQuery } from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import {
  containsFolded,
  type Database,
  listAnswerOf,
  listOffset,
  listOrder,
  recordAudit,
  unlessTaken,
} from '@shop/service-kit/db';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type * as schema from '../db/schema';
import { inventoryItems, warehouses } from '../db/schema';
import { activeWarehouse } from './warehouses';

// Inventory items (issue 17): one thing in one warehouse. Created at zero; only operations change the
// quantity, so there is no quantity to edit here.

type Db = Database<typeof schema>;
type Row = typeof inventoryItems.$inferSelect;

export const itemOf = (row: Row, warehouseCode: string): InventoryItem => ({
  id: row.id,
  warehouseId: row.warehouseId,
  warehouseCode,
  type: row.type,
  sku: row.sku,
  name: row.name,
  unit: row.unit,
  partId: row.partId,
  quantity: row.quantity,
  updatedAt: row.updatedAt.toISOString(),
});

const withWarehouse = (db: Pick<Db, 'select'>) =>
  db
    .select({ item: inventoryItems, code: warehouses.code })
    .from(inventoryItems)
    .innerJoin(warehouses, eq(warehouses.id, inventoryItems.warehouseId));

export async function listItems(db: Db, query: z.output<typeof InventoryItemListQuery>) {
  const { filters } = query;
  const where = and(
    ...([
      filters.warehouseId ? eq(inventoryItems.warehouseId, filters.warehouseId) : undefined,
      filters.type ? eq(inventoryItems.type, filters.type) : undefined,
      filters.q ? containsFolded(sql`${inventoryItems.sku} || ' ' || ${inventoryItems.name}`, filters.q) : undefined,
    ] as (SQL | undefined)[]),
  );
  const order = listOrder(
    query,
    {
      sku: inventoryItems.sku,
      name: inventoryItems.name,
      quantity: inventoryItems.quantity,
      updatedAt: inventoryItems.updatedAt,
    },
    inventoryItems.id,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    withWarehouse(db)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(listOffset(query)),
    db.select({ total: count() }).from(inventoryItems).where(where),
  ]);
  return listAnswerOf(
    rows.map((row) => itemOf(row.item, row.code)),
    total,
    query,
  );
}

export async function itemDetail(db: Pick<Db, 'select'>, id: string): Promise<InventoryItem> {
  const [row] = await withWarehouse(db).where(eq(inventoryItems.id, id));
  if (!row) throw new AppError('not_found');
  return itemOf(row.item, row.code);
}

export async function createItem(
  db: Db,
  staff: StaffMember,
  input: z.output<typeof InventoryItemFields>,
  lang: string,
) {
  const warehouse = await activeWarehouse(db, input.warehouseId, 'warehouseId', lang);
  return unlessTaken('inventory_items_warehouse_sku', ['sku'], lang, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(inventoryItems).values(input).returning();
      const after = itemOf(row!, warehouse.code);
      await recordAudit(
        tx,
        staff,
        { action: 'create', entity: 'inventory_item', entityId: row!.id, after },
        new Date(),
      );
      return after;
    }),
  );
}

/**
 * The same thing (SKU) in another warehouse, made on the spot for a transfer's receiving side; answers the
 * existing one when there is one.
 */
export async function itemInWarehouse(tx: Pick<Db, 'select' | 'insert'>, like: Row, warehouseId: string): Promise<Row> {
  const [made] = await tx
    .insert(inventoryItems)
    .values({ warehouseId, type: like.type, sku: like.sku, name: like.name, unit: like.unit, partId: like.partId })
    .onConflictDoNothing()
    .returning();
  if (made) return made;
  const [found] = await tx
    .select()
    .from(inventoryItems)
    .where(and(eq(inventoryItems.warehouseId, warehouseId), eq(inventoryItems.sku, like.sku)));
  return found!;
}
