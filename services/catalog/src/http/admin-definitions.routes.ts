import { shopApi } from '@shop/contracts';
import { type Router, routesOn, type ShopState, staffOf } from '@shop/service-kit';
import type { CatalogContext } from '../context';
import {
  adminFeature,
  changeFeature,
  createFeature,
  deleteFeature,
  featureHistory,
  featureIdOf,
  listFeatures,
} from '../domain/admin-features';
import {
  adminOption,
  changeOption,
  createOption,
  deleteOption,
  listOptions,
  optionHistory,
  optionIdOf,
} from '../domain/admin-options';

/**
 * The features and options sections of the back office: definitions products pick from. Products keep their
 * own copies, so nothing here changes what shoppers see (no catalogue-changed).
 */
export function adminDefinitionRoutes(router: Router<ShopState>, context: CatalogContext): void {
  const route = routesOn(router, shopApi);

  route('GET /api/admin/features', ({ query }) => listFeatures(context.db, query));
  route('POST /api/admin/features', async ({ body }, ctx) => {
    const feature = await createFeature(context, staffOf(ctx), body, ctx.state.lang);
    ctx.status = 201;
    return feature;
  });
  route('GET /api/admin/features/:id', ({ params }) => adminFeature(context.db, featureIdOf(params.id)));
  route('PATCH /api/admin/features/:id', ({ params, body }, ctx) =>
    changeFeature(context, staffOf(ctx), featureIdOf(params.id), body, ctx.state.lang),
  );
  route('DELETE /api/admin/features/:id', async ({ params }, ctx) => {
    await deleteFeature(context, staffOf(ctx), featureIdOf(params.id), ctx.state.lang);
    ctx.status = 204;
  });
  route('GET /api/admin/features/:id/history', ({ params, query }) =>
    featureHistory(context.db, featureIdOf(params.id), query),
  );

  route('GET /api/admin/options', ({ query }) => listOptions(context.db, query));
  route('POST /api/admin/options', async ({ body }, ctx) => {
    const option = await createOption(context, staffOf(ctx), body, ctx.state.lang);
    ctx.status = 201;
    return option;
  });
  route('GET /api/admin/options/:id', ({ params }) => adminOption(context.db, optionIdOf(params.id)));
  route('PATCH /api/admin/options/:id', ({ params, body }, ctx) =>
    changeOption(context, staffOf(ctx), optionIdOf(params.id), body, ctx.state.lang),
  );
  route('DELETE /api/admin/options/:id', async ({ params }, ctx) => {
    await deleteOption(context, staffOf(ctx), optionIdOf(params.id), ctx.state.lang);
    ctx.status = 204;
  });
  route('GET /api/admin/options/:id/history', ({ params, query }) =>
    optionHistory(context.db, optionIdOf(params.id), query),
  );
}
