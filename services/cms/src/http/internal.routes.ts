import { internalApi } from '@shop/contracts';
import { createRouter, routesOn } from '@shop/service-kit';
import type { CmsContext } from '../context';
import { readShopSettings } from '../domain/shop-settings';

/** What other services ask cms: the shop settings, read by each at start. */
export function internalRoutes(context: CmsContext) {
  const router = createRouter();
  const route = routesOn(router, internalApi);
  route('GET /internal/cms/shop-settings', () => readShopSettings(context));
  return router;
}
