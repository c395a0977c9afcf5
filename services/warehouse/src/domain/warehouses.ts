import { translate, type Warehouse, type WarehouseFields, type WarehouseListQuery } from '@shop/contracts';
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
import { warehouses } from '../db/schema';

// Warehouses (issue 17): a code, a name and an address; switched off rather than deleted, since operations
// keep pointing at them.

type Db = Database<typeof schema>;
type Row = typeof warehouses.$inferSelect;

export const warehouseOf = (row: Row): Warehouse => ({
  id: row.id,
  code: row.code,
  name: row.name,
  address: row.address,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listWarehouses(db: Db, query: z.output<typeof WarehouseListQuery>) {
  const { filters } = query;
  const conditions: (SQL | undefined)[] = [
    filters.active ? eq(warehouses.active, filters.active === 'true') : undefined,
    filters.q ? containsFolded(sql`${warehouses.code} || ' ' || ${warehouses.name}`, filters.q) : undefined,
  ];
  const where = and(...conditions);
  const order = listOrder(
    query,
    { code: warehouses.code, name: warehouses.name, createdAt: warehouses.createdAt },
    warehouses.id,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(warehouses)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(listOffset(query)),
    db.select({ total: count() }).from(warehouses).where(where),
  ]);
  return listAnswerOf(rows.map(warehouseOf), total, query);
}

export async function createWarehouse(
  db: Db,
  staff: StaffMember,
  input: z.output<typeof WarehouseFields>,
  lang: string,
) {
  return unlessTaken('warehouses_code', ['code'], lang, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(warehouses).values(input).returning();
      const after = warehouseOf(row!);
      await recordAudit(tx, staff, { action: 'create', entity: 'warehouse', entityId: row!.id, after }, new Date());
      return after;
    }),
  );
}

export async function updateWarehouse(
  db: Db,
  staff: StaffMember,
  id: string,
  input: z.output<typeof WarehouseFields>,
  lang: string,
) {
  return unlessTaken('warehouses_code', ['code'], lang, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(warehouses).where(eq(warehouses.id, id)).for('update');
      if (!before) throw new AppError('not_found');
      const [row] = await tx
        .update(warehouses)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(warehouses.id, id))
        .returning();
      const after = warehouseOf(row!);
      await recordAudit(
        tx,
        staff,
        {
          action: 'update',
          entity: 'warehouse',
          entityId: id,
          before: warehouseOf(before),
          after,
          omit: ['updatedAt'],
        },
        new Date(),
      );
      return after;
    }),
  );
}

/** An active warehouse, or 404 at `field`. */
export async function activeWarehouse(db: Pick<Db, 'select'>, id: string, field: string, lang?: string): Promise<Row> {
  const [row] = await db.select().from(warehouses).where(eq(warehouses.id, id));
  if (!row?.active)
    throw new AppError('not_found', { fields: { [field]: translate('field.not_found', lang ?? 'pl') } });
  return row;
}
