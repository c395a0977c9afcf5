import type { StorefrontLanguage } from '@shop/i18n';
import { useTranslation } from '@shop/platform';

/** The catalogue's texts in the page's language (the route's language wins over i18next's current one). */
export function useCatalogText(lang: StorefrontLanguage) {
  return useTranslation(['catalog', 'common'], { lng: lang }).t;
}

/**
 * The information and service pages' texts (`catalog-pages`, which comes with those screens: App.tsx),
 * with the catalogue's and the common ones behind them: a key is looked up in that order.
 */
export function useContentText(lang: StorefrontLanguage) {
  // nsMode 'fallback': a key missing in the first namespace is looked up in the next (the pages' titles).
  return useTranslation(['catalog-pages', 'catalog', 'common'], { lng: lang, nsMode: 'fallback' }).t;
}
