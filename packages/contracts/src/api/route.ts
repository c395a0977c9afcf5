import type { z } from 'zod';
import type { Permission } from '../permissions';
import type { ServiceName } from '../services';

// The shape of one call in the route tables (public `shopApi`, internal `internalApi`) and the types a
// caller derives from it. A table is keyed by 'METHOD /path', so a typed client needs nothing at run time
// but the key: the browser imports the table as a type only and ships no schema (the storefront's JS budget).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'COPY';

export interface RouteSpec {
  service: ServiceName;
  summary: string;
  /**
   * 'app': needs a known application id (Authorization: Bearer <id>);
   * 'signature': a payment provider's notification, verified by the service from its signature;
   * 'internal': one service calling another (signed service identity), never routed by the gateway;
   * 'admin': the back office (DESIGN §9): the admin application id and a staff session holding `permission`,
   * checked by the gateway and again by the service itself.
   */
  access: 'app' | 'signature' | 'internal' | 'admin';
  /** Admin rows: the one permission (SPEC §6, `@shop/contracts` permissions) the caller's admin type needs. */
  permission?: Permission;
  /** A multipart upload: the larger body limit applies, the body is FormData. */
  upload?: true;
  /** Rate-limited per client address (sign-in and forms). */
  rateLimited?: 'auth' | 'forms';
  /**
   * The answer is the same for every retail caller of one language and currency (the service marks it
   * `public`): the gateway may keep it for a few seconds and answer repeated reads itself.
   */
  shared?: true;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  answer?: z.ZodType;
}

/** A row of a table with its method and path spelled out (the gateway's and OpenAPI's view). */
export interface ApiRoute extends RouteSpec {
  method: HttpMethod;
  /** Koa-style path, e.g. /api/orders/:id */
  path: string;
}

export type RouteKey = `${HttpMethod} /${string}`;
export type RouteTable = Record<RouteKey, RouteSpec>;

/** The rows of a table, in the table's order. */
export function routesOf(table: RouteTable): ApiRoute[] {
  return Object.entries(table).map(([key, spec]) => {
    const space = key.indexOf(' ');
    return { ...spec, method: key.slice(0, space) as HttpMethod, path: key.slice(space + 1) };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Types a caller derives from a table

type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Keys of a table for one method. */
export type KeysFor<T, M extends HttpMethod> = Extract<keyof T, `${M} ${string}`>;
/** The paths of a table for one method. */
export type PathsFor<T, M extends HttpMethod> = KeysFor<T, M> extends `${M} ${infer P}` ? P : never;
/** The row of `METHOD path`. */
export type RouteAt<T, M extends HttpMethod, P extends string> = `${M} ${P}` extends keyof T ? T[`${M} ${P}`] : never;

type ParamsOf<R, P extends string> = R extends { params: infer S extends z.ZodType }
  ? z.input<S>
  : [PathParamNames<P>] extends [never]
    ? never
    : Record<PathParamNames<P>, string | number>;
type QueryOf<R> = R extends { query: infer S extends z.ZodType } ? z.input<S> : never;
type BodyOf<R> = R extends { upload: true }
  ? FormData
  : R extends { body: infer S extends z.ZodType }
    ? z.input<S>
    : never;

type Part<Name extends string, V, Optional extends boolean> = [V] extends [never]
  ? { [K in Name]?: never }
  : Optional extends true
    ? { [K in Name]?: V }
    : { [K in Name]: V };

/** What a caller gives: path parameters, query and body, each only where the route has one. */
export type RouteInput<R, P extends string> = Part<'params', ParamsOf<R, P>, false> &
  Part<'query', QueryOf<R>, {} extends QueryOf<R> ? true : false> &
  Part<'body', BodyOf<R>, false>;

/** What the route answers (after its schema parsed it): `unknown` where no schema is written yet. */
export type RouteAnswer<R> = R extends { answer: infer S extends z.ZodType } ? z.output<S> : unknown;

/** The call's arguments: the input may be left out where nothing in it is required. */
export type InputArgs<R, P extends string, Options> =
  {} extends RouteInput<R, P>
    ? [input?: RouteInput<R, P>, options?: Options]
    : [input: RouteInput<R, P>, options?: Options];

/** '/api/orders/:id' with { id: 'x' } → '/api/orders/x' (each value URI-encoded). */
export function fillPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path}: missing :${name}`);
    return encodeURIComponent(String(value));
  });
}
