import type { ScreenId } from '@shop/i18n';
import { screens } from '@shop/i18n';

/** The path of a shop page in the storefront language closest to `language`: `/pl/konto`. */
export function screenPath(screen: ScreenId, language: string): string {
  const lang = language === 'en' ? 'en' : 'pl';
  const route = screens.find((candidate) => candidate.id === screen);
  if (!route) throw new Error(`Unknown screen '${screen}'`);
  return `/${lang}/${route[lang]}`;
}

/** The page an e-mailed link opens, with its one-time token: `/pl/autoryzuj?token=…`. */
export function linkPath(screen: ScreenId, language: string, token: string): string {
  return `${screenPath(screen, language)}?token=${encodeURIComponent(token)}`;
}
