import type { StorefrontLanguage } from '@shop/i18n';
import { useTranslation } from '@shop/platform';
import { createContext, useContext } from 'react';

/** The admin panel's texts in the page's language. */
export function useAdminText(lang: StorefrontLanguage) {
  return useTranslation(['admin', 'common'], { lng: lang }).t;
}

const AdminLanguageContext = createContext<StorefrontLanguage>('pl');

/** The panel's language, given once by the frame to every screen and building block below it. */
export const AdminLanguageProvider = AdminLanguageContext;

export function useAdminLanguage(): StorefrontLanguage {
  return useContext(AdminLanguageContext);
}

/** The panel's texts in the language of the frame around the caller. */
export function useText() {
  return useAdminText(useAdminLanguage());
}
