import { createHash } from 'node:crypto';
import { createRouter, type ServiceDeps } from '@shop/service-kit';
import type * as schema from '../db/schema';
import { collectionMenu } from '../domain/collection-menu';

/** Catalogue answers may be cached and revalidated after 3600 s (SPEC §9). */
const CATALOGUE_CACHE = 'public, max-age=3600, stale-while-revalidate=60';

export function collectionRoutes(deps: ServiceDeps<typeof schema>) {
  const router = createRouter();
  router.get('/api/catalog/collections/menu', async (ctx) => {
    const body = JSON.stringify({ items: await collectionMenu(deps.db) });
    ctx.set('cache-control', CATALOGUE_CACHE);
    ctx.etag = createHash('sha1').update(body).digest('base64url');
    ctx.type = 'application/json';
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = body;
  });
  return router;
}
