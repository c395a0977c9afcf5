import { matchPath } from '@shop/platform';
import { useMemo, useSyncExternalStore } from 'react';
import { serverAddress } from './server-address';

// The current URL as React state. single-spa fires `single-spa:routing-event` after every navigation it
// sees (history.pushState through `navigate`, back and forward), so a mounted front end follows the URL
// without being remounted: switching the language on a screen keeps the component tree.

function subscribe(onChange: () => void): () => void {
  window.addEventListener('single-spa:routing-event', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('single-spa:routing-event', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

const currentPathname = () => window.location.pathname;
/** On the server the rendered address's (server-address.ts); while hydrating, the page's own. */
const pathnameOfRender = () => serverAddress()?.pathname ?? currentPathname();

export function usePathname(): string {
  return useSyncExternalStore(subscribe, currentPathname, pathnameOfRender);
}

/** The storefront screen of the current URL, or undefined on an unknown path. */
export function useRoute() {
  const pathname = usePathname();
  return useMemo(() => matchPath(pathname), [pathname]);
}

/** `/pl/…` → `pl`, `/en/…` → `en`; anything else is the default, Polish. */
export function languageOfPath(pathname: string): 'pl' | 'en' {
  return /^\/en(\/|$)/.test(pathname) ? 'en' : 'pl';
}
