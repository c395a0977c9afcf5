import {
  createTestDatabase,
  postgresAvailable,
  staffIdentity,
  startTestService,
  type TestService,
} from '@shop/service-kit/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { WarehouseContext } from '../context';
import type * as schema from '../db/schema';
import { inventoryItems, inventoryOperations, warehouses } from '../db/schema';
import { applyOperation } from '../domain/operations';
import { warehouseService } from '../service';
import { testEnv } from '../testing/inventory';

// What the factory's tests share: a warehouse with a bike's parts in stock, its model, and callers of each
// admin type the factory and the warehouse have.

export type WarehouseTestService = TestService<typeof schema, WarehouseContext>;

/**
 * A warehouse service on a database of its own on PostgreSQL for one test file (started before its tests,
 * stopped and dropped after them); `available` is false, and nothing starts, where PostgreSQL is away.
 */
export async function warehouseOnPostgres(databaseName: string) {
  const available = await postgresAvailable();
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  const shop = { available, service: undefined as unknown as WarehouseTestService };
  beforeAll(async () => {
    if (!available) return;
    database = await createTestDatabase(databaseName);
    shop.service = (await startTestService(warehouseService, {
      databaseUrl: database.url,
      env: testEnv,
    })) as WarehouseTestService;
  });
  afterAll(async () => {
    await shop.service?.stop();
    await database?.drop();
  });
  return shop;
}

export const factoryManager = staffIdentity('factory_manager', '00000000-0000-4000-8000-0000000000f1');
export const factoryEmployee = staffIdentity('factory_employee', '00000000-0000-4000-8000-0000000000f2');
export const salesEmployee = staffIdentity('sales_employee', '00000000-0000-4000-8000-0000000000f3');

const system = { id: 'system', name: 'test' };

/** Calls as `identity` and expects `status`, answering the body. */
export async function expectCall(
  service: WarehouseTestService,
  identity: ReturnType<typeof staffIdentity>,
  method: string,
  path: string,
  status: number,
  body?: unknown,
) {
  const answer = await service.call(method, path, { identity, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
}

export interface BikeFactory {
  warehouseId: string;
  modelId: string;
  frameItemId: string;
  boltItemId: string;
  bikeSku: string;
}

/**
 * A warehouse holding `frames` frames and `bolts` bolts, a bike model of one frame and four bolts, and the
 * bike's catalogue item (at zero) in the same warehouse. `tag` keeps names apart between tests.
 */
export async function bikeFactory(
  service: WarehouseTestService,
  tag: string,
  { frames, bolts }: { frames: number; bolts: number },
): Promise<BikeFactory> {
  const { db } = service.context;
  const [warehouse] = await db
    .insert(warehouses)
    .values({ code: `F-${tag}`, name: `Fabryka ${tag}` })
    .returning();
  const maker = await expectCall(service, factoryManager, 'POST', '/api/admin/warehouse/manufacturers', 201, {
    name: `Ramy ${tag}`,
  });
  const frame = await expectCall(service, factoryManager, 'POST', '/api/admin/factory/parts', 201, {
    name: 'Rama aluminiowa 19"',
    manufacturerId: maker.id,
    partNumber: `RA-${tag}`,
    unit: 'pc',
  });
  const bolt = await expectCall(service, factoryManager, 'POST', '/api/admin/factory/parts', 201, {
    name: 'Śruba M5',
    manufacturerId: maker.id,
    partNumber: `M5-${tag}`,
    unit: 'pc',
  });
  const item = async (sku: string, name: string, partId: string | null, quantity: number) => {
    const [row] = await db
      .insert(inventoryItems)
      .values({ warehouseId: warehouse!.id, type: partId ? 'part' : 'product_variant', sku, name, unit: 'pc', partId })
      .returning();
    if (quantity > 0)
      await db.transaction((tx) =>
        applyOperation(tx, system, { itemId: row!.id, source: 'receipt', change: quantity, reason: 'dostawa' }),
      );
    return row!.id;
  };
  const frameItemId = await item(`RA-${tag}`, 'Rama', frame.id, frames);
  const boltItemId = await item(`M5-${tag}`, 'Śruba', bolt.id, bolts);
  const bikeSku = `EB-CITY-${tag}`;
  await item(bikeSku, 'Zefir City', null, 0);
  const model = await expectCall(service, factoryManager, 'POST', '/api/admin/factory/models', 201, {
    name: `Zefir City ${tag}`,
    sku: bikeSku,
    parts: [
      { partId: frame.id, quantity: 1 },
      { partId: bolt.id, quantity: 4 },
    ],
  });
  return { warehouseId: warehouse!.id, modelId: model.id, frameItemId, boltItemId, bikeSku };
}

export async function quantityOf(service: WarehouseTestService, itemId: string): Promise<number> {
  const [row] = await service.context.db.select().from(inventoryItems).where(eq(inventoryItems.id, itemId));
  return row!.quantity;
}

export async function bikesIn(service: WarehouseTestService, warehouseId: string, sku: string): Promise<number> {
  const [row] = await service.context.db
    .select()
    .from(inventoryItems)
    .where(and(eq(inventoryItems.warehouseId, warehouseId), eq(inventoryItems.sku, sku)));
  return row?.quantity ?? 0;
}

export async function operationsReferencing(service: WarehouseTestService, reference: string) {
  return service.context.db.select().from(inventoryOperations).where(eq(inventoryOperations.reference, reference));
}
