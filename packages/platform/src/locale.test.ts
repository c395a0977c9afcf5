// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leavePage, openPage } from './test-page';

async function freshPage(path: string) {
  window.history.replaceState(null, '', path);
  openPage([]);
  return import('./locale');
}

describe('locale', () => {
  afterEach(leavePage);

  it('starts from the language of the URL, Polish by default', async () => {
    expect((await freshPage('/en/cart')).getLanguage()).toBe('en');
    expect((await freshPage('/pl/koszyk')).getLanguage()).toBe('pl');
    expect((await freshPage('/')).getLanguage()).toBe('pl');
    expect((await freshPage('/english')).getLanguage()).toBe('pl');
  });

  it('lets the currency follow the language and tells listeners', async () => {
    const { getCurrency, setLanguage, onLocaleChange } = await freshPage('/pl/');
    expect(getCurrency()).toBe('PLN');
    const listener = vi.fn();
    const unsubscribe = onLocaleChange(listener);
    setLanguage('en');
    expect(getCurrency()).toBe('EUR');
    expect(listener).toHaveBeenCalledWith('en', 'EUR');
    setLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    setLanguage('pl');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("sends the page's language and currency with every call", async () => {
    window.history.replaceState(null, '', '/en/');
    const fetch = openPage([]);
    const { api } = await import('./api');
    await api.get('/api/config');
    const headers = new Headers(fetch.mock.calls[0]![1]!.headers);
    expect([headers.get('x-language'), headers.get('x-currency')]).toEqual(['en', 'EUR']);
  });
});
