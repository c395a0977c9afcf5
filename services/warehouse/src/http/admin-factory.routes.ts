import { shopApi } from '@shop/contracts';
import { createRouter, routesOn, type ShopContext, type StaffMember } from '@shop/service-kit';
import { auditHistory } from '@shop/service-kit/db';
import type { WarehouseContext } from '../context';
import { assemblyDetail, listAssemblies, moveAssembly, startAssembly } from '../domain/factory/assemblies';
import { importAssemblies } from '../domain/factory/assembly-import';
import {
  deleteManufacturer,
  listManufacturers,
  listParts,
  manufacturerDetail,
  partDetail,
  saveManufacturer,
  savePart,
} from '../domain/factory/manufacturers';
import { listModels, listPlans, modelDetail, planDetail, saveModel, savePlan } from '../domain/factory/models';

/** The back office's factory section: manufacturers, parts, models, plans, assemblies (the kit checks each row's permission). */
export function adminFactoryRoutes(context: WarehouseContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  const { db } = context;
  const staff = (ctx: ShopContext) => ctx.state.staff as StaffMember;
  const created = <T>(ctx: ShopContext, answer: T) => {
    ctx.status = 201;
    return answer;
  };

  route('GET /api/admin/warehouse/manufacturers', ({ query }) => listManufacturers(db, query));
  route('POST /api/admin/warehouse/manufacturers', async ({ body }, ctx) =>
    created(ctx, await saveManufacturer(db, staff(ctx), null, body, ctx.state.lang)),
  );
  route('GET /api/admin/warehouse/manufacturers/:id', ({ params }) => manufacturerDetail(db, params.id));
  route('PUT /api/admin/warehouse/manufacturers/:id', ({ params, body }, ctx) =>
    saveManufacturer(db, staff(ctx), params.id, body, ctx.state.lang),
  );
  route('DELETE /api/admin/warehouse/manufacturers/:id', ({ params }, ctx) =>
    deleteManufacturer(db, staff(ctx), params.id),
  );

  route('GET /api/admin/factory/parts', ({ query }) => listParts(db, query));
  route('POST /api/admin/factory/parts', async ({ body }, ctx) =>
    created(ctx, await savePart(db, staff(ctx), null, body, ctx.state.lang)),
  );
  route('GET /api/admin/factory/parts/:id', ({ params }) => partDetail(db, params.id));
  route('PUT /api/admin/factory/parts/:id', ({ params, body }, ctx) =>
    savePart(db, staff(ctx), params.id, body, ctx.state.lang),
  );

  route('GET /api/admin/factory/models', ({ query }) => listModels(db, query));
  route('POST /api/admin/factory/models', async ({ body }, ctx) =>
    created(ctx, await saveModel(db, staff(ctx), null, body, ctx.state.lang)),
  );
  route('GET /api/admin/factory/models/:id', ({ params }) => modelDetail(db, params.id));
  route('PUT /api/admin/factory/models/:id', ({ params, body }, ctx) =>
    saveModel(db, staff(ctx), params.id, body, ctx.state.lang),
  );

  route('GET /api/admin/factory/plans', ({ query }) => listPlans(db, query));
  route('POST /api/admin/factory/plans', async ({ body }, ctx) =>
    created(ctx, await savePlan(db, staff(ctx), null, body, ctx.state.lang)),
  );
  route('GET /api/admin/factory/plans/:id', ({ params }) => planDetail(db, params.id));
  route('PUT /api/admin/factory/plans/:id', ({ params, body }, ctx) =>
    savePlan(db, staff(ctx), params.id, body, ctx.state.lang),
  );

  route('GET /api/admin/factory/assemblies', ({ query }) => listAssemblies(db, query));
  route('POST /api/admin/factory/assemblies', async ({ body }, ctx) =>
    created(ctx, await startAssembly(db, staff(ctx), body, ctx.state.lang)),
  );
  route('POST /api/admin/factory/assemblies/import', async ({ body }, ctx) =>
    created(ctx, await importAssemblies(db, staff(ctx), body, ctx.state.lang)),
  );
  route('GET /api/admin/factory/assemblies/:id', ({ params }) => assemblyDetail(db, params.id));
  route('POST /api/admin/factory/assemblies/:id/stage', ({ params, body }, ctx) =>
    moveAssembly(db, staff(ctx), params.id, body, ctx.state.lang),
  );
  route('GET /api/admin/factory/assemblies/:id/history', ({ params, query }) =>
    auditHistory(db, 'assembly', params.id, query),
  );
  return router;
}
