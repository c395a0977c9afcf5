import type { StorefrontLanguage } from '@shop/i18n';
import { useSyncExternalStore } from 'react';
import { type CartSummary, getCartSummary, onCartSummaryChange } from './cart';
import { getCurrency, getLanguage, onLocaleChange } from './locale';
import { getSession, onSessionChange, type Session } from './session';

// React views of the page's stores. Subscribing fetches the session or cart the first time, so a component
// only has to use the hook.

export function useSession(): Session {
  return useSyncExternalStore(onSessionChange, getSession, getSession);
}

export function useCartSummary(): CartSummary {
  return useSyncExternalStore(onCartSummaryChange, getCartSummary, getCartSummary);
}

export function useLanguage(): StorefrontLanguage {
  return useSyncExternalStore(onLocaleChange, getLanguage, getLanguage);
}

export function useCurrency(): ReturnType<typeof getCurrency> {
  return useSyncExternalStore(onLocaleChange, getCurrency, getCurrency);
}
