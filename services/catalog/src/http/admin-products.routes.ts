import { CATALOGUE_CHANGED_HEADER, shopApi } from '@shop/contracts';
import { type Router, routesOn, type ShopContext, type ShopState, type StaffMember } from '@shop/service-kit';
import type { CatalogContext } from '../context';
import { listAdminProducts } from '../domain/admin-product-list';
import { adminProduct, changeProduct, productHistory, productIdOf } from '../domain/admin-products';
import { catalogueChanged } from './catalogue-cache';

/** The products section of the back office (routesOn checks each row's permission first). */
export function adminProductRoutes(router: Router<ShopState>, context: CatalogContext): void {
  const route = routesOn(router, shopApi);
  const actor = (ctx: ShopContext) => ctx.state.staff as StaffMember;

  route('GET /api/admin/products', ({ query }) => listAdminProducts(context.db, query));

  route('GET /api/admin/products/:id', ({ params }) => adminProduct(context.db, productIdOf(params.id)));

  route('PATCH /api/admin/products/:id', async ({ params, body }, ctx) => {
    const { product, changed } = await changeProduct(context, actor(ctx), productIdOf(params.id), body, ctx.state.lang);
    // This replica's answers and the gateway's shared ones show the change at once; other replicas
    // hear the catalogue-changed event.
    if (changed) {
      catalogueChanged(context);
      ctx.set(CATALOGUE_CHANGED_HEADER, '1');
    }
    return product;
  });

  route('GET /api/admin/products/:id/history', ({ params, query }) =>
    productHistory(context.db, productIdOf(params.id), query),
  );
}
