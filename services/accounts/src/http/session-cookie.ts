import { type Role, sessionCookie } from '@shop/contracts';
import { requireCustomer, type ShopContext } from '@shop/service-kit';
import { sessionMaxAgeSeconds } from '../domain/sessions';

/** Session cookies are Secure everywhere except development and tests (plain http on one machine). */
export function cookiesAreSecure(env: Record<string, string | undefined>): boolean {
  const mode = env.NODE_ENV ?? 'development';
  return mode !== 'development' && mode !== 'test';
}

/**
 * Hands the browser its (new) session cookie; the gateway passes it on and forgets the old session. A staff
 * member's cookie lives as long as their session may (8 hours), a customer's or guest's 7 days.
 */
export function setSessionCookie(ctx: ShopContext, token: string, secure: boolean, role: Role = 'GUEST'): void {
  ctx.set('set-cookie', sessionCookie(token, secure, sessionMaxAgeSeconds(role)));
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
