import { CATALOGUE_CHANGED_HEADER, shopApi } from '@shop/contracts';
import { type Router, routesOn, type ShopContext, type ShopState, type StaffMember } from '@shop/service-kit';
import type { CatalogContext } from '../context';
import { listAdminProducts } from '../domain/admin-product-list';
import { adminProduct, productHistory, productIdOf } from '../domain/admin-product-read';
import { bulkChangeProducts, createProduct, deleteProduct, duplicateProduct } from '../domain/admin-product-writes';
import { changeProduct } from '../domain/admin-products';
import { catalogueChanged } from './catalogue-cache';

/** The products section of the back office (routesOn checks each row's permission first). */
export function adminProductRoutes(router: Router<ShopState>, context: CatalogContext): void {
  const route = routesOn(router, shopApi);
  const actor = (ctx: ShopContext) => ctx.state.staff as StaffMember;

  route('GET /api/admin/products', ({ query }) => listAdminProducts(context.db, query));

  route('GET /api/admin/products/:id', ({ params }) => adminProduct(context.db, productIdOf(params.id)));

  // This replica's answers and the gateway's shared ones show a change at once; other replicas hear the
  // catalogue-changed event.
  const changedNow = (ctx: ShopContext) => {
    catalogueChanged(context);
    ctx.set(CATALOGUE_CHANGED_HEADER, '1');
  };

  route('PATCH /api/admin/products/:id', async ({ params, body }, ctx) => {
    const { product, changed } = await changeProduct(context, actor(ctx), productIdOf(params.id), body, ctx.state.lang);
    if (changed) changedNow(ctx);
    return product;
  });

  route('POST /api/admin/products', async ({ body }, ctx) => {
    const product = await createProduct(context, actor(ctx), body, ctx.state.lang);
    changedNow(ctx);
    ctx.status = 201;
    return product;
  });

  route('POST /api/admin/products/bulk', async ({ body }, ctx) => {
    const answer = await bulkChangeProducts(context, actor(ctx), body, ctx.state.lang);
    if (answer.changed.length > 0) changedNow(ctx);
    return answer;
  });

  route('POST /api/admin/products/:id/duplicate', async ({ params }, ctx) => {
    const product = await duplicateProduct(context, actor(ctx), productIdOf(params.id), ctx.state.lang);
    changedNow(ctx);
    ctx.status = 201;
    return product;
  });

  route('DELETE /api/admin/products/:id', async ({ params }, ctx) => {
    await deleteProduct(context, actor(ctx), productIdOf(params.id));
    changedNow(ctx);
    ctx.status = 204;
  });

  route('GET /api/admin/products/:id/history', ({ params, query }) =>
    productHistory(context.db, productIdOf(params.id), query),
  );
}
