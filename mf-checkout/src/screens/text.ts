import type { StorefrontLanguage } from '@shop/i18n';
import { useTranslation } from '@shop/platform';

/** What every checkout screen receives from App. */
export interface ScreenProps {
  lang: StorefrontLanguage;
  params: Record<string, string>;
}

/** The checkout's texts in the page's language (the route's language wins over i18next's current one). */
export function useCheckoutText(lang: StorefrontLanguage) {
  return useTranslation(['checkout', 'common'], { lng: lang }).t;
}
