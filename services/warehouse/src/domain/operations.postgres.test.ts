import { createTestDatabase, postgresAvailable, startTestService } from '@shop/service-kit/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryOperations } from '../db/schema';
import { warehouseService } from '../service';
import { newItem, newWarehouse, operate, quantityOf, testEnv, type WarehouseTestService } from '../testing/inventory';

// Many writers on one item at once, on PostgreSQL with a connection pool (PGlite runs one statement at a
// time and could not show a race): no update is lost and the quantity never goes below zero.

const available = await postgresAvailable();
let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
let warehouse: WarehouseTestService;
let main: string;
let second: string;

beforeAll(async () => {
  if (!available) return;
  database = await createTestDatabase('shop_test_warehouse_ops');
  warehouse = await startTestService(warehouseService, {
    databaseUrl: database.url,
    env: testEnv,
  });
  main = await newWarehouse(warehouse);
  second = await newWarehouse(warehouse);
}, 120_000);
afterAll(async () => {
  await warehouse?.stop();
  await database?.drop();
});

const journalOf = (itemId: string) =>
  warehouse.context.db
    .select()
    .from(inventoryOperations)
    .where(eq(inventoryOperations.itemId, itemId))
    .orderBy(inventoryOperations.sequence);

describe.skipIf(!available)('parallel operations on one item (PostgreSQL)', () => {
  it('100 takes racing for 40 pieces: exactly 40 succeed, the rest are refused', async () => {
    const item = await newItem(warehouse, main);
    await operate(warehouse, { source: 'receipt', itemId: item.id, quantity: 40 });
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => operate(warehouse, { source: 'issue', itemId: item.id, quantity: 1 })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(40);
    expect(statuses.filter((status) => status === 422)).toHaveLength(60);
    expect(await quantityOf(warehouse, item.id)).toBe(0);
    expect(await journalOf(item.id)).toHaveLength(41);
  });

  it('adds and takes at once: the quantity is the sum of the journal and every step stays at zero or above', async () => {
    const item = await newItem(warehouse, main);
    await operate(warehouse, { source: 'receipt', itemId: item.id, quantity: 5 });
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, index) =>
        index % 3 === 0
          ? operate(warehouse, { source: 'receipt', itemId: item.id, quantity: 2 })
          : operate(warehouse, { source: 'issue', itemId: item.id, quantity: 1 }),
      ),
    );
    expect(answers.every((answer) => answer.status === 201 || answer.status === 422)).toBe(true);
    const journal = await journalOf(item.id);
    let running = 0;
    for (const row of journal) {
      running += row.change;
      expect(row.quantityAfter).toBe(running);
      expect(row.quantityAfter).toBeGreaterThanOrEqual(0);
    }
    expect(await quantityOf(warehouse, item.id)).toBe(running);
    expect(journal).toHaveLength(1 + answers.filter((answer) => answer.status === 201).length);
  });

  it('transfers both ways at once neither deadlock nor lose a piece', async () => {
    const item = await newItem(warehouse, main);
    await operate(warehouse, { source: 'receipt', itemId: item.id, quantity: 30 });
    const first = await operate(warehouse, {
      source: 'transfer',
      itemId: item.id,
      quantity: 10,
      toWarehouseId: second,
    });
    const there = first.body.operations.find((o: { warehouseId: string }) => o.warehouseId === second).itemId;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        index % 2 === 0
          ? operate(warehouse, { source: 'transfer', itemId: item.id, quantity: 1, toWarehouseId: second })
          : operate(warehouse, { source: 'transfer', itemId: there, quantity: 1, toWarehouseId: main }),
      ),
    );
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    expect((await quantityOf(warehouse, item.id)) + (await quantityOf(warehouse, there))).toBe(30);
  });

  it('the database itself refuses a negative quantity', async () => {
    const item = await newItem(warehouse, main);
    await expect(
      warehouse.context.db.execute(sql`update inventory_items set quantity = -1 where id = ${item.id}`),
    ).rejects.toThrow();
  });
});
