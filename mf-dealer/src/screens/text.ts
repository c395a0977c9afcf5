import type { StorefrontLanguage } from '@shop/i18n';
import { useTranslation } from '@shop/platform';

/** What every dealer screen receives from App. */
export interface ScreenProps {
  lang: StorefrontLanguage;
  params: Record<string, string>;
}

/** The dealer area's texts in the page's language (the route's language wins over i18next's current one). */
export function useDealerText(lang: StorefrontLanguage) {
  return useTranslation(['dealer', 'common'], { lng: lang }).t;
}
