import { i18n, setLanguage } from '@shop/platform';
import { type Page, pageOfPath } from './page-of-path';

// The parts of the document the shell keeps in step with the URL: the language (and with it the currency
// and <html lang>), the title, and the scroll position after moving to another page.

export function documentTitleOf(page: Page, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (page.screen === 'home') return t('shell:homeTitle');
  const name = page.screen === 'admin' ? t('shell:adminTitle') : t(`common:screens.${page.screen}`);
  return t('shell:documentTitle', { page: name });
}

function applyPage(page: Page): void {
  setLanguage(page.lang);
  document.documentElement.lang = page.lang;
  document.title = documentTitleOf(page, (key, options) => i18n.t(key, { ...options, lng: page.lang }));
}

/** Follows every navigation single-spa sees; call once at boot. */
export function followPageState(): () => void {
  let lastPath = window.location.pathname;
  applyPage(pageOfPath(lastPath));
  const onRoute = (event: Event) => {
    const { pathname } = window.location;
    if (pathname === lastPath) return;
    lastPath = pathname;
    applyPage(pageOfPath(pathname));
    // A new page starts at its top, as after a full load; back and forward keep the browser's position.
    // single-spa marks the popstate it makes up for pushState with `singleSpaTrigger`.
    const original = (event as CustomEvent<{ originalEvent?: { singleSpaTrigger?: string } }>).detail?.originalEvent;
    if (original?.singleSpaTrigger) window.scrollTo(0, 0);
  };
  window.addEventListener('single-spa:before-routing-event', onRoute);
  return () => window.removeEventListener('single-spa:before-routing-event', onRoute);
}
