import { getLanguage, navigate, preloadLanguage } from '@shop/platform';

// Any plain click on a link to a storefront page (a header link, a banner, a link inside a remote that
// did not handle it itself) moves without reloading the page: the shell is the router of the whole page.

const storefrontPath = /^\/(pl|en)(\/|$)/;

/** The in-shop address a click should navigate to, or undefined when the browser should handle it. */
export function inShopTarget(event: MouseEvent, origin = window.location.origin): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return undefined;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href, origin);
  if (url.origin !== origin || !storefrontPath.test(url.pathname)) return undefined;
  // A jump within the page (the skip link, a table of contents) is the browser's.
  if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search) return undefined;
  // The admin panel is a different application with its own bearer id: it always loads fresh.
  if (/^\/(pl|en)\/admin(\/|$)/.test(url.pathname) !== /^\/(pl|en)\/admin(\/|$)/.test(window.location.pathname)) {
    return undefined;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

export function navigateOnLinkClicks(): () => void {
  const onClick = (event: MouseEvent) => {
    const target = inShopTarget(event);
    if (target === undefined) return;
    event.preventDefault();
    // Moving to the other language: its texts come first, so the new page never shows raw keys.
    const lang = /^\/(pl|en)\//.exec(target)?.[1] as 'pl' | 'en' | undefined;
    if (lang && lang !== getLanguage()) void preloadLanguage(lang).finally(() => navigate(target));
    else navigate(target);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
