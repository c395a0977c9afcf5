import { catalogService } from '@shop/catalog';
import { createLogger } from '@shop/service-kit';
import { createLocalBus, createNatsBus, type EventBus } from '@shop/service-kit/events';
import {
  createTestDatabase,
  postgresAvailable,
  requireServices,
  startTestService,
  type TestService,
  until,
} from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as catalogSchema from '../../../catalog/src/db/schema';
import { fixtureProduct, insertFixtures } from '../../../catalog/src/http/stock.test-support';
import { reconcileStock } from '../domain/stock-sync';
import { warehouseService } from '../service';
import { manager, newItem, newWarehouse, operate, testEnv, type WarehouseTestService } from '../testing/inventory';
import { startPrivateNats } from '../testing/private-nats';

// Physical and sellable stock in step (issue 17, DESIGN §9), warehouse and catalog running side by side as
// in each run mode: embedded (PGlite, the in-process bus) and cluster (PostgreSQL, NATS JetStream). A receipt
// raises the stock a shopper sees on the product page; a count lowers it; the reconciliation finds sellable
// stock no warehouse holds (drift injected by writing the catalogue's stock directly), corrects it and
// reports it.

type Catalog = TestService<typeof catalogSchema>;

interface Shop {
  warehouse: WarehouseTestService;
  catalog: Catalog;
  stop(): Promise<void>;
}

let productId = 9_700;

async function productStock(catalog: Catalog, id: number): Promise<number> {
  const answer = await catalog.call('GET', `/api/catalog/products/${id}`);
  return answer.body.stock;
}

async function stockedVariant(catalog: Catalog, stock: number) {
  const id = ++productId;
  await insertFixtures(catalog.context.db as never, [
    fixtureProduct(id, { variants: [{ values: [], stock, availability: 'available' }] }),
  ]);
  const [variant] = await catalog.context.db
    .select({ sku: catalogSchema.variants.sku })
    .from(catalogSchema.variants)
    .where(eq(catalogSchema.variants.productId, id));
  return { productId: id, sku: variant!.sku };
}

function scenarios(mode: string, start: () => Promise<Shop | undefined>) {
  describe(`stock in step (${mode})`, () => {
    let shop: Shop | undefined;
    beforeAll(async () => {
      shop = await start();
    }, 240_000);
    afterAll(() => shop?.stop());

    it('a receipt raises the stock shoppers see; a count that finds less lowers it', async (context) => {
      if (!shop) return context.skip();
      const { warehouse, catalog } = shop;
      const bike = await stockedVariant(catalog, 0);
      const main = await newWarehouse(warehouse);
      const item = await newItem(warehouse, main, { type: 'product_variant', sku: bike.sku });
      expect(await productStock(catalog, bike.productId)).toBe(0);
      expect((await operate(warehouse, { source: 'receipt', itemId: item.id, quantity: 7 })).status).toBe(201);
      await until(async () => (await productStock(catalog, bike.productId)) === 7, 20_000, 'sellable stock 7');
      const count = await warehouse.call('POST', '/api/admin/warehouse/counts', {
        identity: manager,
        body: { warehouseId: main, lines: [{ itemId: item.id, counted: 4 }] },
      });
      expect(count.status).toBe(201);
      await until(async () => (await productStock(catalog, bike.productId)) === 4, 20_000, 'sellable stock 4');
      // A transfer moves nothing out of the shop's reach; the product page keeps its stock.
      const other = await newWarehouse(warehouse);
      await operate(warehouse, { source: 'transfer', itemId: item.id, quantity: 2, toWarehouseId: other });
      await warehouse.eventsIdle();
      await catalog.eventsIdle();
      expect(await productStock(catalog, bike.productId)).toBe(4);
    });

    it('the reconciliation lowers sellable stock no warehouse holds and reports it', async (context) => {
      if (!shop) return context.skip();
      const { warehouse, catalog } = shop;
      const bike = await stockedVariant(catalog, 0);
      const main = await newWarehouse(warehouse);
      const item = await newItem(warehouse, main, { type: 'product_variant', sku: bike.sku });
      await operate(warehouse, { source: 'receipt', itemId: item.id, quantity: 3 });
      await until(async () => (await productStock(catalog, bike.productId)) === 3, 20_000, 'sellable stock 3');
      // Drift: someone raised the catalogue's stock past what the warehouses hold.
      await catalog.context.db
        .update(catalogSchema.variants)
        .set({ stock: 9 })
        .where(eq(catalogSchema.variants.sku, bike.sku));
      const run = await reconcileStock(warehouse.context);
      expect(run.error).toBeNull();
      expect(run.drift).toContainEqual({ sku: bike.sku, physical: 3, sellableBefore: 9, sellableAfter: 3 });
      expect(await productStock(catalog, bike.productId)).toBe(3);
      const report = await warehouse.call('GET', '/api/admin/warehouse/stock-sync', { identity: manager });
      expect(report.body.runs[0].drift).toContainEqual(expect.objectContaining({ sku: bike.sku, sellableBefore: 9 }));
      // A second run finds nothing more to correct.
      expect((await reconcileStock(warehouse.context)).drift.filter((d) => d.sku === bike.sku)).toEqual([]);
    });

    it('leaves a SKU alone while its latest operation is still on its way', async (context) => {
      if (!shop) return context.skip();
      const { warehouse, catalog } = shop;
      const bike = await stockedVariant(catalog, 0);
      const main = await newWarehouse(warehouse);
      const item = await newItem(warehouse, main, { type: 'product_variant', sku: bike.sku });
      await operate(warehouse, { source: 'receipt', itemId: item.id, quantity: 5 });
      await until(async () => (await productStock(catalog, bike.productId)) === 5, 20_000, 'sellable stock 5');
      // The catalogue has not heard of a newer operation yet: asked with a later sequence, it skips the SKU.
      const answer = await warehouse.context.services.post('/internal/catalog/stock/reconcile', {
        body: { lines: [{ sku: bike.sku, physical: 1, sequence: Number.MAX_SAFE_INTEGER }] },
      });
      expect(answer.ok && answer.body).toEqual({ checked: 0, skipped: [bike.sku], drift: [] });
      expect(await productStock(catalog, bike.productId)).toBe(5);
    });
  });
}

async function startPair(bus: EventBus, urls: { catalog?: string; warehouse?: string } = {}) {
  const catalog = (await startTestService(catalogService, { bus, databaseUrl: urls.catalog })) as unknown as Catalog;
  const warehouse = await startTestService(warehouseService, {
    bus,
    databaseUrl: urls.warehouse,
    env: { ...testEnv, CATALOG_URL: catalog.url },
  });
  return { catalog, warehouse };
}

scenarios('embedded: PGlite and the in-process bus', async () => {
  const bus = createLocalBus({ log: createLogger('bus', 'silent') });
  const { catalog, warehouse } = await startPair(bus);
  return {
    catalog,
    warehouse,
    async stop() {
      await warehouse.stop();
      await catalog.stop();
      await bus.close();
    },
  };
});

scenarios('cluster: PostgreSQL and NATS JetStream', async () => {
  const nats = (await postgresAvailable()) ? await startPrivateNats() : undefined;
  if (!nats) {
    if (requireServices) throw new Error('PostgreSQL and nats-server are required (SHOP_REQUIRE_SERVICES=1)');
    return undefined;
  }
  const databases = [await createTestDatabase('shop_test_sync_catalog'), await createTestDatabase('shop_test_sync_wh')];
  const log = createLogger('bus', 'silent');
  const buses = [await createNatsBus({ url: nats.url, name: 'catalog', log })];
  buses.push(await createNatsBus({ url: nats.url, name: 'warehouse', log }));
  const catalog = (await startTestService(catalogService, {
    bus: buses[0],
    databaseUrl: databases[0]!.url,
  })) as unknown as Catalog;
  const warehouse = await startTestService(warehouseService, {
    bus: buses[1],
    databaseUrl: databases[1]!.url,
    env: { ...testEnv, CATALOG_URL: catalog.url },
  });
  return {
    catalog,
    warehouse,
    async stop() {
      await warehouse.stop();
      await catalog.stop();
      for (const bus of buses) await bus.close();
      for (const database of databases) await database.drop();
      await nats.stop();
    },
  };
});
