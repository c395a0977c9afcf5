import { CATALOGUE_CHANGED_HEADER, shopApi } from '@shop/contracts';
import { type Router, routesOn, type ShopContext, type ShopState, staffOf } from '@shop/service-kit';
import type { CatalogContext } from '../context';
import {
  adminCollection,
  adminCollectionTree,
  changeCollection,
  collectionHistory,
  collectionIdOf,
  createCollection,
  deleteCollection,
  moveCollection,
} from '../domain/admin-collections';
import { catalogueChanged } from './catalogue-cache';

/** The collections section of the back office (routesOn checks each row's permission first). */
export function adminCollectionRoutes(router: Router<ShopState>, context: CatalogContext): void {
  const route = routesOn(router, shopApi);
  // This replica's answers and the gateway's shared ones show a change at once; other replicas hear the
  // catalogue-changed event the write recorded.
  const changedCatalogue = (ctx: ShopContext) => {
    catalogueChanged(context);
    ctx.set(CATALOGUE_CHANGED_HEADER, '1');
  };

  route('GET /api/admin/collections', () => adminCollectionTree(context.db));

  route('POST /api/admin/collections', async ({ body }, ctx) => {
    const collection = await createCollection(context, staffOf(ctx), body, ctx.state.lang);
    changedCatalogue(ctx);
    ctx.status = 201;
    return collection;
  });

  route('GET /api/admin/collections/:id', ({ params }) => adminCollection(context.db, collectionIdOf(params.id)));

  route('PATCH /api/admin/collections/:id', async ({ params, body }, ctx) => {
    const id = collectionIdOf(params.id);
    const { collection, changed } = await changeCollection(context, staffOf(ctx), id, body, ctx.state.lang);
    if (changed) changedCatalogue(ctx);
    return collection;
  });

  route('POST /api/admin/collections/:id/move', async ({ params, body }, ctx) => {
    const id = collectionIdOf(params.id);
    const { tree, changed } = await moveCollection(context, staffOf(ctx), id, body, ctx.state.lang);
    if (changed) changedCatalogue(ctx);
    return tree;
  });

  route('DELETE /api/admin/collections/:id', async ({ params }, ctx) => {
    await deleteCollection(context, staffOf(ctx), collectionIdOf(params.id), ctx.state.lang);
    changedCatalogue(ctx);
    ctx.status = 204;
  });

  route('GET /api/admin/collections/:id/history', ({ params, query }) =>
    collectionHistory(context.db, collectionIdOf(params.id), query),
  );
}
