import type { StorefrontCurrency } from '@shop/contracts';
import { CURRENCY_COOKIE, currencyOfLanguage } from '@shop/contracts/locale';
import type { StorefrontLanguage } from '@shop/i18n';
import { createStore, type Unsubscribe } from './store';

// The page's language and currency. The language starts from the URL's prefix (every storefront path sits under
// /pl/ or /en/) and the shell changes it when the shopper switches. The currency follows the language (SPEC §1)
// unless the shopper chose one the shop offers (USD, CHF or GBP once staff enable them, or PLN/EUR against the
// language); the choice outlives the page, and one the shop no longer offers is quietly set aside.

function languageOfPage(): StorefrontLanguage {
  if (typeof window === 'undefined') return 'pl';
  return /^\/en(\/|$)/.test(window.location.pathname) ? 'en' : 'pl';
}

/** Where the shopper's choice of currency is kept between visits. */
export const CURRENCY_KEY = 'shop.currency';

// A Record, so that a currency added to the contract breaks this compile rather than being refused here.
const knownCurrencies: Record<StorefrontCurrency, true> = { PLN: true, EUR: true, USD: true, CHF: true, GBP: true };
const isCurrency = (value: unknown): value is StorefrontCurrency =>
  typeof value === 'string' && Object.hasOwn(knownCurrencies, value);

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage blocked by the browser: the choice lasts for this page only
  }
}

function storedCurrency(): StorefrontCurrency | null {
  const stored = storage()?.getItem(CURRENCY_KEY);
  return isCurrency(stored) ? stored : null;
}

/**
 * The choice in a cookie too: the gateway renders pages on the server in it (a year, the whole site; not
 * sent anywhere else, and nothing but a currency code).
 */
function rememberForServer(currency: StorefrontCurrency | null): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in the Safari and Firefox versions the shop supports; the value is a known currency code
  document.cookie = currency
    ? `${CURRENCY_COOKIE}=${currency}; path=/; max-age=31536000; samesite=lax`
    : `${CURRENCY_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

interface Locale {
  language: StorefrontLanguage;
  /** The shopper's choice, whether or not the shop offers it now. */
  chosen: StorefrontCurrency | null;
  /** What GET /api/config offers; PLN and EUR until it has answered. */
  offered: readonly StorefrontCurrency[];
}

const locale = createStore<Locale>({ language: languageOfPage(), chosen: storedCurrency(), offered: ['PLN', 'EUR'] });
// A choice made before the cookie existed reaches the server from the next page on.
if (locale.get().chosen) rememberForServer(locale.get().chosen);

function currencyOf({ language, chosen, offered }: Locale): StorefrontCurrency {
  return chosen && offered.includes(chosen) ? chosen : currencyOfLanguage[language];
}

export function getLanguage(): StorefrontLanguage {
  return locale.get().language;
}

/** The currency prices are asked in (`X-Currency`): the shopper's choice while offered, else the language's. */
export function getCurrency(): StorefrontCurrency {
  return currencyOf(locale.get());
}

/** The currencies the shopper may choose between, as the shop's configuration offers them. */
export function getOfferedCurrencies(): readonly StorefrontCurrency[] {
  return locale.get().offered;
}

export function setLanguage(lang: StorefrontLanguage): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  if (lang !== locale.get().language) locale.set({ ...locale.get(), language: lang });
}

/** Prices in `currency` from now on, on this page and later visits; `null` lets the currency follow the language. */
export function setCurrency(currency: StorefrontCurrency | null): void {
  try {
    if (currency) storage()?.setItem(CURRENCY_KEY, currency);
    else storage()?.removeItem(CURRENCY_KEY);
  } catch {
    // storage full or blocked: the choice still holds for this page
  }
  rememberForServer(currency);
  if (currency !== locale.get().chosen) locale.set({ ...locale.get(), chosen: currency });
}

/** What the shop's configuration offers (config.ts calls it when GET /api/config answers). */
export function setOfferedCurrencies(offered: readonly StorefrontCurrency[]): void {
  const current = locale.get().offered;
  if (offered.length !== current.length || offered.some((currency, index) => currency !== current[index]))
    locale.set({ ...locale.get(), offered: [...offered] });
}

/** Calls `listener` whenever the page's language or currency changes, not when neither does. */
export function onLocaleChange(
  listener: (lang: StorefrontLanguage, currency: StorefrontCurrency) => void,
): Unsubscribe {
  let last = { language: getLanguage(), currency: getCurrency() };
  return locale.subscribe((next) => {
    const now = { language: next.language, currency: currencyOf(next) };
    if (now.language === last.language && now.currency === last.currency) return;
    last = now;
    listener(now.language, now.currency);
  });
}

/** Calls `listener` when the currencies offered change (the shell's currency choice shows them). */
export function onOfferedCurrenciesChange(listener: (offered: readonly StorefrontCurrency[]) => void): Unsubscribe {
  let last = getOfferedCurrencies();
  return locale.subscribe((next) => {
    if (next.offered === last) return;
    last = next.offered;
    listener(last);
  });
}
