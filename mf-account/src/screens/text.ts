import type { StorefrontLanguage } from '@shop/i18n';
import { useTranslation } from '@shop/platform';

/** What every account screen receives from App. */
export interface ScreenProps {
  lang: StorefrontLanguage;
  params: Record<string, string>;
}

/** The account's texts in the page's language (the route's language wins over i18next's current one). */
export function useAccountText(lang: StorefrontLanguage) {
  return useTranslation(['account', 'common'], { lng: lang }).t;
}
