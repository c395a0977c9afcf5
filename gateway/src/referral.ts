import { REFERRAL_COOKIE_DAYS } from '@shop/contracts/limits';
import { readCookie } from './session';

// SPEC §9: a `ref` query parameter on any storefront page is kept in a cookie for 31 days, and the order
// placed within that time carries it. The gateway sets the cookie with the page (before any JavaScript, so
// it works for every visitor) and hands its value to the orders service as a header: cookies themselves
// never travel past the gateway.

export const REFERRAL_HEADER = 'x-shop-referral';
const maxAgeSeconds = REFERRAL_COOKIE_DAYS * 24 * 60 * 60;
const validCode = /^[A-Za-z0-9_-]{1,64}$/;

/** The referral code a page address carries, when it is one (anything else is ignored, never stored). */
export function referralOf(query: unknown): string | undefined {
  return typeof query === 'string' && validCode.test(query) ? query : undefined;
}

export function referralCookie(code: string, secure: boolean): string {
  return `ref=${code}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

/** The code in the caller's `ref` cookie, when it is a valid one. */
export function readReferralCookie(cookie: string | undefined): string | undefined {
  return referralOf(readCookie(cookie, 'ref'));
}
