import type { StorefrontLanguage } from '@shop/i18n';
import { pathFor } from '@shop/platform';

// Staff sign in on the storefront's sign-in screen (DESIGN §9), which comes back to `return` afterwards
// (mf-account accepts only a path of this shop there).

/** The sign-in screen, coming back to `back` (the current admin page by default). */
export function signInAddress(lang: StorefrontLanguage, back = `${window.location.pathname}${window.location.search}`) {
  return `${pathFor('login', lang)}?return=${encodeURIComponent(back)}`;
}

/**
 * Leaves the panel for the sign-in screen. A full load, not a history push: the storefront and the panel are
 * different applications (shell/src/routing/link-navigation.ts), and the way back is a full load too.
 */
export function leaveForSignIn(lang: StorefrontLanguage): void {
  window.location.assign(signInAddress(lang));
}
