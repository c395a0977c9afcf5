// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leavePage, openPage } from './test-page';

async function freshPage() {
  openPage([]);
  return { ...(await import('./i18n')), ...(await import('./locale')) };
}

describe('i18n', () => {
  afterEach(leavePage);

  it('starts in the page language with the bundled texts, English as the fallback', async () => {
    const { initI18n } = await freshPage();
    const i18n = await initI18n('pl');
    expect(i18n.t('notFound.title')).toBe('Nie znaleziono strony');
    expect(i18n.t('common:actions.retry')).toBe('Spróbuj ponownie');
    expect(i18n.options.fallbackLng).toEqual(['en']);
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

  it('follows the page language', async () => {
    const { initI18n, setLanguage } = await freshPage();
    const i18n = await initI18n('pl');
    setLanguage('en');
    // The English texts are fetched first, then the language changes.
    await vi.waitFor(() => expect(i18n.language).toBe('en'));
    expect(i18n.language).toBe('en');
    expect(i18n.t('notFound.home')).toBe('Go to the homepage');
    expect(document.documentElement.lang).toBe('en');
  });
});
