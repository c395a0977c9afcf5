import type Router from '@koa/router';
import type { HttpMethod, RouteSpec, RouteTable } from '@shop/contracts';
import type { z } from 'zod';
import { requireInternal } from './app';
import { requirePermission } from './staff';
import type { ShopContext, ShopState } from './state';
import { parseBody, parseParams, parseQuery } from './validate';

// A route handler bound to its row of a route table (`shopApi` or `internalApi` of @shop/contracts): the
// path, the validation of params, query and body, and the answer's type all come from the contract, so a
// service cannot drift from what its callers are compiled against. The handler is the thin part: call the
// use case, return the answer.

type Parsed<R, Part extends 'params' | 'query' | 'body'> = R extends { [P in Part]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** What a bound handler receives: the request's parts, parsed by the route's schemas. */
export interface RouteRequest<R> {
  params: Parsed<R, 'params'>;
  query: Parsed<R, 'query'>;
  body: Parsed<R, 'body'>;
}

/**
 * What it returns: a value the route's answer schema accepts (sent as JSON), or nothing where the handler
 * answers itself (a status without a body, a prepared or streamed body).
 */
export type RouteReply<R> = (R extends { answer: infer S extends z.ZodType } ? z.input<S> : unknown) | undefined;

export type RouteHandler<R> = (
  request: RouteRequest<R>,
  ctx: ShopContext,
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler that answers itself returns nothing
) => Promise<RouteReply<R> | void> | RouteReply<R> | void;

/**
 * Binds handlers to `router` by the rows of `table`:
 * `const route = routesOn(router, shopApi); route('GET /api/orders/:id', async ({ params }, ctx) => …)`.
 * Internal rows also check that the caller is another service; admin rows that a staff member holding the
 * row's permission is calling (then `ctx.state.staff` says who, for the audit trail).
 */
export function routesOn<T extends RouteTable>(router: Router<ShopState>, table: T) {
  return function route<K extends keyof T & string>(key: K, handler: RouteHandler<T[K]>): void {
    const spec = table[key as keyof T] as RouteSpec;
    const space = key.indexOf(' ');
    const method = key.slice(0, space) as HttpMethod;
    const path = key.slice(space + 1);
    router.register(path, [method], async (ctx: ShopContext) => {
      if (spec.access === 'internal') requireInternal(ctx);
      if (spec.access === 'admin') {
        if (!spec.permission) throw new Error(`${key}: an admin row names its permission`);
        ctx.state.staff = requirePermission(ctx, spec.permission);
        // Back-office answers are one staff member's view: never kept by a browser or a shared cache.
        ctx.set('cache-control', 'no-store');
      }
      const request = {
        params: spec.params ? parseParams(ctx, spec.params) : undefined,
        query: spec.query ? parseQuery(ctx, spec.query) : undefined,
        body: spec.body ? parseBody(ctx, spec.body) : undefined,
      } as RouteRequest<T[K]>;
      const answer = await handler(request, ctx);
      if (answer !== undefined) ctx.body = answer;
    });
  };
}
