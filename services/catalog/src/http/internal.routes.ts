import type { CatalogSitemap } from '@shop/contracts';
import { type Router, requireInternal, type ServiceContext, type ShopState } from '@shop/service-kit';
import { sitemapRows } from '../db/catalogue-reads';
import type * as schema from '../db/schema';
import { catalogueCache } from './catalogue-cache';

/** What only the gateway asks for: the addresses /sitemap.xml lists. */
export function internalRoutes(router: Router<ShopState>, deps: ServiceContext<typeof schema>): void {
  const cache = catalogueCache(deps);
  router.get('/internal/catalog/sitemap', async (ctx) => {
    requireInternal(ctx);
    const answer = await cache.get('sitemap', async (): Promise<CatalogSitemap> => {
      const rows = await sitemapRows(deps.db);
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
    ctx.type = 'application/json';
    ctx.body = answer.body;
  });
}
