import type { StorefrontLanguage } from '@shop/i18n';
import { useTranslation } from 'react-i18next';

/** The catalogue's texts in the page's language (the route's language wins over i18next's current one). */
export function useCatalogText(lang: StorefrontLanguage) {
  return useTranslation(['catalog', 'common'], { lng: lang }).t;
}
