import { CATALOGUE_CHANGED_HEADER, shopApi } from '@shop/contracts';
import { type Router, routesOn, type ShopState, staffOf } from '@shop/service-kit';
import type { CatalogContext } from '../context';
import {
  adminManufacturer,
  changeManufacturer,
  createManufacturer,
  deleteManufacturer,
  listManufacturers,
  manufacturerHistory,
  manufacturerIdOf,
} from '../domain/admin-manufacturers';
import { catalogueChanged } from './catalogue-cache';

/**
 * The manufacturers of the back office (product safety, issue 27), under the catalogue's permissions. A
 * change shows on the product pages of the maker's products at once: this replica's answers and the
 * gateway's are dropped, other replicas hear the catalogue-changed event.
 */
export function adminManufacturerRoutes(router: Router<ShopState>, context: CatalogContext): void {
  const route = routesOn(router, shopApi);

  route('GET /api/admin/manufacturers', ({ query }) => listManufacturers(context.db, query));
  route('POST /api/admin/manufacturers', async ({ body }, ctx) => {
    const manufacturer = await createManufacturer(context, staffOf(ctx), body);
    ctx.status = 201;
    return manufacturer;
  });
  route('GET /api/admin/manufacturers/:id', ({ params }) => adminManufacturer(context.db, manufacturerIdOf(params.id)));
  route('PUT /api/admin/manufacturers/:id', async ({ params, body }, ctx) => {
    const { manufacturer, changed } = await changeManufacturer(
      context,
      staffOf(ctx),
      manufacturerIdOf(params.id),
      body,
    );
    if (changed) {
      catalogueChanged(context);
      ctx.set(CATALOGUE_CHANGED_HEADER, '1');
    }
    return manufacturer;
  });
  route('DELETE /api/admin/manufacturers/:id', async ({ params }, ctx) => {
    await deleteManufacturer(context, staffOf(ctx), manufacturerIdOf(params.id), ctx.state.lang);
    ctx.status = 204;
  });
  route('GET /api/admin/manufacturers/:id/history', ({ params, query }) =>
    manufacturerHistory(context.db, manufacturerIdOf(params.id), query),
  );
}
