import type { StorefrontLanguage } from '@shop/i18n';
import type { Unsubscribe } from './store';

// Teams talk through DOM events named `<team>:<what>` (DESIGN §7), so a remote never imports another's code.
// Known events are typed here; a team may add its own through declaration merging of ShopEventMap.

export interface ShopEventMap {
  /** The cart changed (item added, removed, order placed); listeners re-fetch from the owner, any detail aside. */
  'checkout:cart-changed': unknown;
  /** The customer signed out on purpose (not an expired session). */
  'account:signed-out': unknown;
  /** The customer signed in; the session and the cart are fetched again. */
  'account:signed-in': unknown;
  'shell:language-changed': { lang: StorefrontLanguage };
}

export type ShopEventName = keyof ShopEventMap | `${string}:${string}`;
export type ShopEventDetail<N extends ShopEventName> = N extends keyof ShopEventMap ? ShopEventMap[N] : unknown;

export function emitShopEvent<N extends ShopEventName>(name: N, detail?: ShopEventDetail<N>): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

export function onShopEvent<N extends ShopEventName>(
  name: N,
  listener: (detail: ShopEventDetail<N>) => void,
): Unsubscribe {
  if (typeof window === 'undefined') return () => {};
  const handle = (event: Event) => listener((event as CustomEvent).detail as ShopEventDetail<N>);
  window.addEventListener(name, handle);
  return () => window.removeEventListener(name, handle);
}
