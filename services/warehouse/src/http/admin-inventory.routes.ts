import { shopApi } from '@shop/contracts';
import { createRouter, routesOn, type ShopContext, type StaffMember } from '@shop/service-kit';
import type { WarehouseContext } from '../context';
import { listOperations, recordOperation } from '../domain/inventory-operations';
import { createItem, itemDetail, listItems } from '../domain/items';
import { recordStockCount } from '../domain/stock-count';
import { latestSyncRuns } from '../domain/stock-sync';
import { createWarehouse, listWarehouses, updateWarehouse } from '../domain/warehouses';

/** The back office's warehouse section: warehouses, items, operations, counts (the kit checks each row's permission). */
export function adminInventoryRoutes(context: WarehouseContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  const staff = (ctx: ShopContext) => ctx.state.staff as StaffMember;
  const created = <T>(ctx: ShopContext, answer: T) => {
    ctx.status = 201;
    return answer;
  };
  route('GET /api/admin/warehouse/warehouses', ({ query }) => listWarehouses(context.db, query));
  route('POST /api/admin/warehouse/warehouses', async ({ body }, ctx) =>
    created(ctx, await createWarehouse(context.db, staff(ctx), body, ctx.state.lang)),
  );
  route('PUT /api/admin/warehouse/warehouses/:id', ({ params, body }, ctx) =>
    updateWarehouse(context.db, staff(ctx), params.id, body, ctx.state.lang),
  );
  route('GET /api/admin/warehouse/items', ({ query }) => listItems(context.db, query));
  route('POST /api/admin/warehouse/items', async ({ body }, ctx) =>
    created(ctx, await createItem(context.db, staff(ctx), body, ctx.state.lang)),
  );
  route('GET /api/admin/warehouse/items/:id', ({ params }) => itemDetail(context.db, params.id));
  route('GET /api/admin/warehouse/operations', ({ query }) => listOperations(context.db, query));
  route('POST /api/admin/warehouse/operations', async ({ body }, ctx) =>
    created(ctx, await recordOperation(context.db, staff(ctx), body, ctx.state.lang)),
  );
  route('POST /api/admin/warehouse/counts', async ({ body }, ctx) =>
    created(ctx, await recordStockCount(context.db, staff(ctx), body, ctx.state.lang)),
  );
  route('GET /api/admin/warehouse/stock-sync', async () => ({ runs: await latestSyncRuns(context.db) }));
  return router;
}
