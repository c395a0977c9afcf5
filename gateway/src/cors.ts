import type { Context } from 'koa';

// Cross-origin calls to /api (CORS_ORIGINS): only the origins configured get the answer's headers, with
// credentials; a preflight answers for the methods the route has.

const allowHeaders = 'authorization, content-type, accept, x-language, x-currency, x-request-id, idempotency-key';
const exposeHeaders = 'content-disposition, etag, location, retry-after, x-request-id';

/** Lets a configured origin read the answer (and send its cookies); every answer varies by Origin then. */
export function allowOrigin(ctx: Context, origins: ReadonlySet<string>): void {
  if (origins.size === 0) return;
  const { req, res } = ctx;
  res.setHeader('vary', 'Origin');
  const origin = req.headers.origin;
  if (origin !== undefined && origins.has(origin)) {
    res.setHeader('access-control-allow-origin', origin);
    res.setHeader('access-control-allow-credentials', 'true');
    res.setHeader('access-control-expose-headers', exposeHeaders);
  }
}

/** OPTIONS on an API path: the methods it allows, and the preflight's answer for an allowed origin. */
export function preflight(ctx: Context, allow: string): string {
  const { res } = ctx;
  res.setHeader('allow', `${allow}, OPTIONS`);
  if (res.hasHeader('access-control-allow-origin') && ctx.req.headers['access-control-request-method']) {
    res.setHeader('access-control-allow-methods', allow);
    res.setHeader('access-control-allow-headers', allowHeaders);
    res.setHeader('access-control-max-age', '600');
    res.setHeader('vary', 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers');
  }
  ctx.status = 204;
  return 'preflight';
}
