import type { StorefrontLanguage } from '@shop/i18n';
import { emitShopEvent, navigate, pathFor } from '@shop/platform';

// Where a shopper goes after signing in, and how the rest of the page learns about it.

/** The query parameter naming the page to come back to after signing in (`/pl/logowanie?return=/pl/kasa`). */
export const RETURN_PARAM = 'return';

/**
 * The page to return to, from the current address's `return` parameter: only a page of this shop
 * (`/pl/…` or `/en/…`), never another site (`//evil.example`, `https://…`), which would make the sign-in
 * page an open redirect.
 */
export function returnPath(search = typeof window === 'undefined' ? '' : window.location.search): string | undefined {
  const target = new URLSearchParams(search).get(RETURN_PARAM);
  if (!target || !/^\/(pl|en)(\/|\?|#|$)/.test(target) || /[\\\s]/.test(target) || target.includes('//')) {
    return undefined;
  }
  return target;
}

/** The sign-in page with a way back to `back` (the current page by default), when that is a shop page. */
export function loginPathReturningTo(lang: StorefrontLanguage, back?: string): string {
  const here = back ?? (typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`);
  const login = pathFor('login', lang);
  const query = `?${RETURN_PARAM}=${encodeURIComponent(here)}`;
  return here.startsWith(login) || !returnPath(query) ? login : `${login}${query}`;
}

/** Tells the page (header, cart, session) that someone signed in, then goes where they were headed. */
export function announceSignIn(lang: StorefrontLanguage, fallback = pathFor('account', lang)): void {
  emitShopEvent('account:signed-in');
  navigate(returnPath() ?? fallback);
}
