import Router from '@koa/router';
import type { ShopState } from './state';

/** HTTP methods a service answers; COPY duplicates an order (SPEC §7: `COPY /api/orders/:id`). */
export const serviceMethods = ['HEAD', 'OPTIONS', 'GET', 'PUT', 'PATCH', 'POST', 'DELETE', 'COPY'];

/** A router for a service's routes. COPY routes are added with `router.register(path, ['COPY'], handler)`. */
export function createRouter(): Router<ShopState> {
  return new Router<ShopState>({ methods: serviceMethods });
}
