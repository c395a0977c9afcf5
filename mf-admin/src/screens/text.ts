import type { StorefrontLanguage } from '@shop/i18n';
import { useTranslation } from 'react-i18next';

/** The admin panel's texts in the page's language. */
export function useAdminText(lang: StorefrontLanguage) {
  return useTranslation(['admin', 'common'], { lng: lang }).t;
}
