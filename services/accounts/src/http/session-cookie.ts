import { sessionCookie } from '@shop/contracts';
import { requireCustomer, type ShopContext } from '@shop/service-kit';

/** Session cookies are Secure everywhere except development and tests (plain http on one machine). */
export function cookiesAreSecure(env: Record<string, string | undefined>): boolean {
  const mode = env.NODE_ENV ?? 'development';
  return mode !== 'development' && mode !== 'test';
}

/** Hands the browser its (new) session cookie; the gateway passes it on and forgets the old session. */
export function setSessionCookie(ctx: ShopContext, token: string, secure: boolean): void {
  ctx.set('set-cookie', sessionCookie(token, secure));
}

/** Account answers are about one person: never stored by a browser or a proxy. */
export async function privateAnswers(ctx: ShopContext, next: () => Promise<unknown>) {
  ctx.set('cache-control', 'private, no-store');
  await next();
}

/** Refuses a guest before the request is read: 401 comes before any field error. */
export async function customersOnly(ctx: ShopContext, next: () => Promise<unknown>) {
  requireCustomer(ctx);
  await next();
}
