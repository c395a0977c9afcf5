import { shopApi } from '@shop/contracts';
import { type Router, routesOn, type ShopState } from '@shop/service-kit';
import type { CatalogContext } from '../context';
import { searchProducts } from '../domain/search-products';

/** The products group of the back office's global search (staff holding `products.list`). */
export function adminSearchRoutes(router: Router<ShopState>, context: CatalogContext): void {
  const route = routesOn(router, shopApi);
  route('GET /api/admin/search/products', async ({ query }) => ({ items: await searchProducts(context.db, query.q) }));
}
