// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leavePage, openPage } from './test-page';

async function freshPage() {
  openPage([]);
  return { ...(await import('./i18n')), ...(await import('./locale')) };
}

describe('i18n', () => {
  afterEach(leavePage);

  it('starts in the page language with every namespace unless told, with no fallback for Polish', async () => {
    const { initI18n } = await freshPage();
    const i18n = await initI18n('pl');
    expect(i18n.t('notFound.title')).toBe('Nie znaleziono strony');
    expect(i18n.t('common:actions.retry')).toBe('Spróbuj ponownie');
    expect(i18n.t('dealer:frame.account')).toBe('Moje konto');
    // Polish and English are complete: a Polish page never downloads English.
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  });

  it('starts with only the namespaces asked for and loads another one when asked', async () => {
    const { initI18n, loadNamespaces } = await freshPage();
    const i18n = await initI18n('pl', ['common', 'shell']);
    expect(i18n.hasResourceBundle('pl', 'shell')).toBe(true);
    for (const namespace of ['catalog', 'checkout', 'account', 'dealer', 'admin']) {
      expect(i18n.hasResourceBundle('pl', namespace), namespace).toBe(false);
    }
    await loadNamespaces(['catalog']);
    expect(i18n.t('catalog:home.browseEbikes')).toBe('Zobacz rowery elektryczne');
    expect(i18n.hasResourceBundle('pl', 'dealer')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'catalog')).toBe(false);
  });

  it('fetches a namespace nobody loaded ahead when a component asks for it', async () => {
    const { initI18n } = await freshPage();
    const i18n = await initI18n('pl', ['common']);
    expect(i18n.hasLoadedNamespace('dealer')).toBe(false);
    // What useTranslation('dealer') does when the namespace is missing (translation.ts).
    await new Promise<void>((resolve) => void i18n.loadNamespaces('dealer', () => resolve()));
    expect(i18n.t('dealer:frame.account')).toBe('Moje konto');
  });

  it('loads another language on demand and falls back to English for what it lacks', async () => {
    const { initI18n } = await freshPage();
    const i18n = await initI18n('de');
    expect(i18n.language).toBe('de');
    expect(i18n.t('notFound.title')).toBe('Seite nicht gefunden');
    expect(i18n.t('actions.showMore')).toBe('Show more');
    await initI18n('cz');
    expect(i18n.t('errors.network')).toBe('Chyba sítě');
  });

  it('follows the page language, with the namespaces loaded so far', async () => {
    const { initI18n, loadNamespaces, setLanguage } = await freshPage();
    const i18n = await initI18n('pl', ['common', 'shell']);
    await loadNamespaces(['catalog']);
    setLanguage('en');
    // The English texts are fetched first, then the language changes.
    await vi.waitFor(() => expect(i18n.language).toBe('en'));
    expect(i18n.t('notFound.home')).toBe('Go to the homepage');
    expect(i18n.t('catalog:home.browseEbikes')).toBe('Browse e-bikes');
    expect(i18n.hasResourceBundle('en', 'dealer')).toBe(false);
    expect(document.documentElement.lang).toBe('en');
  });

  it('preloads a language with the namespaces loaded so far, and later namespaces in both', async () => {
    const { initI18n, loadNamespaces, preloadLanguage } = await freshPage();
    const i18n = await initI18n('pl', ['common', 'shell']);
    await preloadLanguage('en');
    expect(i18n.language).toBe('pl');
    expect(i18n.hasResourceBundle('en', 'shell')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'catalog')).toBe(false);
    await loadNamespaces(['catalog']);
    expect(i18n.getFixedT('en', 'catalog')('home.browseEbikes')).toBe('Browse e-bikes');
  });
});
