// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { leavePage, openPage } from './test-page';

async function freshPage() {
  window.history.replaceState(null, '', '/pl/');
  openPage([]);
  return import('./index');
}

describe('useTranslation', () => {
  afterEach(leavePage);

  it('asks for a namespace nobody loaded ahead and shows its texts once they are in', async () => {
    const { initI18n, useTranslation } = await freshPage();
    await initI18n('pl', ['common', 'shell']);
    const { result } = renderHook(() => useTranslation(['catalog', 'common']));
    expect(result.current.ready).toBe(false);
    expect(result.current.t('home.browseEbikes')).toBe('home.browseEbikes');
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.t('home.browseEbikes')).toBe('Zobacz rowery elektryczne');
    // The other namespaces by their prefix.
    expect(result.current.t('common:actions.retry')).toBe('Spróbuj ponownie');
  });

  it('keeps the same t while texts arrive for others, so effects depending on it do not run again', async () => {
    const { initI18n, loadNamespaces, useTranslation } = await freshPage();
    await initI18n('pl', ['common', 'shell']);
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useTranslation('common');
    });
    const first = result.current.t;
    const rendersBefore = renders;
    await act(() => loadNamespaces(['checkout', 'catalog']));
    expect(result.current.t).toBe(first);
    expect(renders).toBe(rendersBefore);
  });

  it('follows the page language', async () => {
    const { initI18n, setLanguage, useTranslation } = await freshPage();
    await initI18n('pl', ['common', 'shell']);
    const { result } = renderHook(() => useTranslation('common'));
    expect(result.current.t('notFound.home')).toBe('Przejdź do strony głównej');
    act(() => setLanguage('en'));
    await waitFor(() => expect(result.current.t('notFound.home')).toBe('Go to the homepage'));
    expect(result.current.i18n.language).toBe('en');
  });

  it("answers in the screen's language when it is not the page's, fetching its texts", async () => {
    const { initI18n, useTranslation } = await freshPage();
    const i18n = await initI18n('pl', ['common', 'shell']);
    const { result } = renderHook(() => useTranslation(['catalog', 'common'], { lng: 'en' }));
    await waitFor(() => expect(result.current.t('home.browseEbikes')).toBe('Browse e-bikes'));
    expect(i18n.language).toBe('pl');
  });

  it('looks a key up in the next namespaces only in fallback mode', async () => {
    const { initI18n, useTranslation } = await freshPage();
    await initI18n('pl', ['common', 'catalog']);
    const both = ['catalog', 'common'] as const;
    const first = renderHook(() => useTranslation(both)).result.current.t;
    const fallback = renderHook(() => useTranslation(both, { nsMode: 'fallback' })).result.current.t;
    expect(first('actions.retry')).toBe('actions.retry');
    expect(fallback('actions.retry')).toBe('Spróbuj ponownie');
    expect(fallback('home.browseEbikes')).toBe('Zobacz rowery elektryczne');
  });

  it("counts in the language's plural forms, fills the placeholders and answers a default for a missing key", async () => {
    const { initI18n, useTranslation } = await freshPage();
    await initI18n('pl', ['common', 'admin']);
    const { t } = renderHook(() => useTranslation(['admin', 'common'])).result.current;
    expect([1, 3, 5, 22].map((count) => t('search.results', { count }))).toEqual([
      '1 wynik',
      '3 wyniki',
      '5 wyników',
      '22 wyniki',
    ]);
    expect(t('common:pagination.pageOf', { page: 2, pages: 5 })).toBe('Strona 2 z 5');
    expect(t('search.nothingLikeThis', { defaultValue: 'archived' })).toBe('archived');
  });

  it('renders with the i18next a TextsProvider gives (a server render in another language)', async () => {
    const { initI18n, TextsProvider, useTranslation, i18n } = await freshPage();
    await initI18n('pl', ['common', 'shell']);
    await i18n.loadLanguages('en');
    const english = i18n.cloneInstance({ lng: 'en' });
    await english.changeLanguage('en');
    function Heading() {
      return <h1>{useTranslation('common').t('notFound.home')}</h1>;
    }
    const inEnglish = (children: ReactNode) => <TextsProvider i18n={english}>{children}</TextsProvider>;
    expect(renderToString(inEnglish(<Heading />))).toBe('<h1>Go to the homepage</h1>');
    expect(renderToString(<Heading />)).toBe('<h1>Przejdź do strony głównej</h1>');
  });
});
