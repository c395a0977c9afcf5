import { createHash } from 'node:crypto';
import type { ShopContext } from './state';

// Public answers that staff can change at any moment (blog posts, the store locator) and that no server keeps:
// a browser or proxy may store them but asks again before each reuse (`no-cache`), and the answer is then a
// bodiless 304 when nothing changed. A change made in the panel is seen on the next read, wherever it is read.

/** Sends `answer` as a public JSON answer to be revalidated on every reuse; 304 when the caller holds it. */
export function answerRevalidated(ctx: ShopContext, answer: unknown): void {
  const body = JSON.stringify(answer);
  ctx.set('cache-control', 'public, no-cache');
  ctx.set('etag', `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`);
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.type = 'application/json';
  ctx.body = body;
}
