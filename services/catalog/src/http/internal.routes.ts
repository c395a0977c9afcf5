import { type CatalogSitemap, internalApi } from '@shop/contracts';
import { type Router, routesOn, type ShopState } from '@shop/service-kit';
import type { CatalogContext } from '../context';
import { sitemapRows } from '../db/catalogue-reads';

/** What only the gateway asks for: the addresses /sitemap.xml lists. */
export function internalRoutes(router: Router<ShopState>, context: CatalogContext): void {
  const route = routesOn(router, internalApi);

  route('GET /internal/catalog/sitemap', async (_request, ctx) => {
    const answer = await context.answers.get('sitemap', async (): Promise<CatalogSitemap> => {
      const rows = await sitemapRows(context.db);
      return {
        collections: rows.collections.map((c) => ({
          id: c.id,
          slugs: { pl: c.slugPl, en: c.slugEn },
          updatedAt: c.updatedAt.toISOString(),
        })),
        products: rows.products.map((p) => ({
          id: p.id,
          slugs: { pl: p.slugPl, en: p.slugEn },
          updatedAt: p.updatedAt.toISOString(),
        })),
      };
    });
    // The JSON as encoded once in the cache.
    ctx.type = 'application/json';
    ctx.body = answer.body;
  });
}
