import { randomUUID } from 'node:crypto';
import type { InventoryOperation, InventoryOperationListQuery, NewInventoryOperation } from '@shop/contracts';
import type { StaffMember } from '@shop/service-kit';
import { type Database, type Executor, listAnswerOf, listOffset, listOrder } from '@shop/service-kit/db';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type * as schema from '../db/schema';
import { inventoryItems, inventoryOperations, warehouses } from '../db/schema';
import { itemInWarehouse } from './items';
import { type Actor, applyOperation, fieldError, type OperationRow } from './operations';
import { activeWarehouse } from './warehouses';

// Staff's inventory operations (issue 17): one form for every source; a transfer is two operations in one
// transaction (taken here, added there), sharing a transfer id. The operations list reads the journal.

type Db = Database<typeof schema>;

const columns = {
  operation: inventoryOperations,
  sku: inventoryItems.sku,
  itemName: inventoryItems.name,
  unit: inventoryItems.unit,
  warehouseCode: warehouses.code,
};

const journal = (db: Pick<Db, 'select'>) =>
  db
    .select(columns)
    .from(inventoryOperations)
    .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryOperations.itemId))
    .innerJoin(warehouses, eq(warehouses.id, inventoryOperations.warehouseId));

type JournalRow = Awaited<ReturnType<ReturnType<typeof journal>['execute']>>[number];

const operationOf = ({ operation: o, ...item }: JournalRow): InventoryOperation => ({
  id: o.id,
  sequence: o.sequence,
  itemId: o.itemId,
  sku: item.sku,
  itemName: item.itemName,
  unit: item.unit,
  warehouseId: o.warehouseId,
  warehouseCode: item.warehouseCode,
  source: o.source,
  change: o.change,
  quantityAfter: o.quantityAfter,
  reason: o.reason,
  reference: o.reference,
  transferId: o.transferId,
  actorName: o.actorName,
  createdAt: o.createdAt.toISOString(),
});

/** The journal rows of these operations, in the order they were applied. */
export async function operationsByIds(db: Pick<Db, 'select'>, rows: OperationRow[]): Promise<InventoryOperation[]> {
  if (rows.length === 0) return [];
  const found = await journal(db)
    .where(
      inArray(
        inventoryOperations.id,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(inventoryOperations.sequence);
  return found.map(operationOf);
}

export const actorOf = (staff: StaffMember, lang?: string): Actor => ({ id: staff.id, name: staff.name, lang });

/** Applies what staff entered; answers the operations written (two for a transfer). */
export async function recordOperation(
  db: Db,
  staff: StaffMember,
  input: z.output<typeof NewInventoryOperation>,
  lang: string,
): Promise<{ operations: InventoryOperation[] }> {
  const actor = actorOf(staff, lang);
  const written = await db.transaction(async (tx) => {
    const base = { reason: input.reason, reference: input.reference ?? null };
    if (input.source !== 'transfer') {
      const sign = input.source === 'adjustment' ? (input.direction === 'remove' ? -1 : 1) : signOf(input.source);
      return [
        await applyOperation(tx, actor, {
          ...base,
          itemId: input.itemId,
          source: input.source,
          change: sign * input.quantity,
        }),
      ];
    }
    return transfer(tx, actor, input.itemId, input.toWarehouseId!, input.quantity, base);
  });
  return { operations: await operationsByIds(db, written) };
}

const signOf = (source: 'receipt' | 'issue' | 'consumption' | 'output' | 'return') =>
  source === 'issue' || source === 'consumption' ? -1 : 1;

async function transfer(
  tx: Executor<typeof schema>,
  actor: Actor,
  itemId: string,
  toWarehouseId: string,
  quantity: number,
  base: { reason: string; reference: string | null },
): Promise<OperationRow[]> {
  const [from] = await tx.select().from(inventoryItems).where(eq(inventoryItems.id, itemId));
  if (!from) throw fieldError('not_found', 'itemId', 'field.not_found', actor.lang);
  await activeWarehouse(tx, toWarehouseId, 'toWarehouseId', actor.lang);
  if (from.warehouseId === toWarehouseId)
    throw fieldError('validation_failed', 'toWarehouseId', 'field.same_warehouse', actor.lang);
  const to = await itemInWarehouse(tx, from, toWarehouseId);
  const transferId = randomUUID();
  const sides = [
    { ...base, itemId, source: 'transfer' as const, change: -quantity, transferId },
    { ...base, itemId: to.id, source: 'transfer' as const, change: quantity, transferId },
  ];
  // Rows are locked lowest id first, so two transfers the opposite way never wait on each other in a circle.
  const written: OperationRow[] = [];
  for (const side of [...sides].sort((a, b) => a.itemId.localeCompare(b.itemId)))
    written.push(await applyOperation(tx, actor, side));
  return written;
}

export async function listOperations(db: Db, query: z.output<typeof InventoryOperationListQuery>) {
  const { filters } = query;
  const where = and(
    ...([
      filters.warehouseId ? eq(inventoryOperations.warehouseId, filters.warehouseId) : undefined,
      filters.itemId ? eq(inventoryOperations.itemId, filters.itemId) : undefined,
      filters.source ? eq(inventoryOperations.source, filters.source) : undefined,
      filters.sku ? sql`strpos(lower(${inventoryItems.sku}), lower(${filters.sku})) > 0` : undefined,
      filters.from
        ? sql`${inventoryOperations.createdAt} >= (${filters.from}::date)::timestamp at time zone 'Europe/Warsaw'`
        : undefined,
      filters.to
        ? sql`${inventoryOperations.createdAt} < ((${filters.to}::date + 1)::timestamp at time zone 'Europe/Warsaw')`
        : undefined,
    ] as (SQL | undefined)[]),
  );
  const order = listOrder(query, { sequence: inventoryOperations.sequence }, inventoryOperations.id);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    journal(db)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(listOffset(query)),
    db
      .select({ total: count() })
      .from(inventoryOperations)
      .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryOperations.itemId))
      .where(where),
  ]);
  return listAnswerOf(rows.map(operationOf), total, query);
}
