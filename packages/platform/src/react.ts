import type { StorefrontLanguage } from '@shop/i18n';
import { useSyncExternalStore } from 'react';
import { type CartSummary, getCartSummary, onCartSummaryChange } from './cart';
import { getShopConfig } from './config';
import { getCurrency, getLanguage, getOfferedCurrencies, onLocaleChange, onOfferedCurrenciesChange } from './locale';
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

function subscribeOffered(listener: () => void) {
  // The shell has asked at boot already; elsewhere (a remote on its own) this asks once per page.
  getShopConfig().catch(() => undefined);
  return onOfferedCurrenciesChange(listener);
}

/** The currencies the shop offers (GET /api/config): PLN and EUR until it answers. */
export function useOfferedCurrencies(): ReturnType<typeof getOfferedCurrencies> {
  return useSyncExternalStore(subscribeOffered, getOfferedCurrencies, getOfferedCurrencies);
}
