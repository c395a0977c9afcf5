import { internalApi } from '@shop/contracts';
import { createRouter, routesOn } from '@shop/service-kit';
import type { CmsContext } from '../context';
import { sitemapPosts } from '../domain/news';
import { readShopSettings } from '../domain/shop-settings';

/** What other services ask cms: the shop settings, read by each at start; the blog's addresses for the sitemap. */
export function internalRoutes(context: CmsContext) {
  const router = createRouter();
  const route = routesOn(router, internalApi);
  route('GET /internal/cms/shop-settings', () => readShopSettings(context));
  route('GET /internal/cms/sitemap', () => sitemapPosts(context.db, context.clock.now()));
  return router;
}
