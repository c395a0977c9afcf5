import type { StorefrontCurrency } from '@shop/contracts';
import { currencyOfLanguage } from '@shop/contracts/locale';
import type { StorefrontLanguage } from '@shop/i18n';
import { createStore, type Unsubscribe } from './store';

// The page's language. It starts from the URL's prefix (every storefront path sits under /pl/ or /en/) and
// the shell changes it when the shopper switches; the currency follows it (SPEC §1).

function languageOfPage(): StorefrontLanguage {
  if (typeof window === 'undefined') return 'pl';
  return /^\/en(\/|$)/.test(window.location.pathname) ? 'en' : 'pl';
}

const language = createStore<StorefrontLanguage>(languageOfPage());

export function getLanguage(): StorefrontLanguage {
  return language.get();
}

export function getCurrency(): StorefrontCurrency {
  return currencyOfLanguage[language.get()];
}

export function setLanguage(lang: StorefrontLanguage): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  language.set(lang);
}

export function onLocaleChange(
  listener: (lang: StorefrontLanguage, currency: StorefrontCurrency) => void,
): Unsubscribe {
  return language.subscribe((lang) => listener(lang, currencyOfLanguage[lang]));
}
