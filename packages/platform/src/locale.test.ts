// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, leavePage, openPage } from './test-page';

async function freshPage(path: string) {
  window.history.replaceState(null, '', path);
  openPage([]);
  return import('./locale');
}

const headersOf = (fetch: ReturnType<typeof openPage>, call: number) => {
  const headers = new Headers(fetch.mock.calls[call]![1]!.headers);
  return [headers.get('x-language'), headers.get('x-currency')];
};

describe('locale', () => {
  afterEach(() => {
    leavePage();
    window.localStorage.clear();
  });

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
    expect(headersOf(fetch, 0)).toEqual(['en', 'EUR']);
  });
});

describe('the chosen currency', () => {
  afterEach(() => {
    leavePage();
    window.localStorage.clear();
  });

  it('holds while the shop offers it, across a change of language, and tells listeners once', async () => {
    const { getCurrency, setCurrency, setLanguage, setOfferedCurrencies, onLocaleChange } = await freshPage('/pl/');
    setOfferedCurrencies(['PLN', 'EUR', 'USD']);
    const listener = vi.fn();
    onLocaleChange(listener);

    setCurrency('USD');
    expect(getCurrency()).toBe('USD');
    expect(listener).toHaveBeenLastCalledWith('pl', 'USD');
    setCurrency('USD');
    expect(listener).toHaveBeenCalledTimes(1);

    setLanguage('en');
    expect(getCurrency()).toBe('USD');
    expect(listener).toHaveBeenLastCalledWith('en', 'USD');

    setCurrency(null);
    expect(getCurrency()).toBe('EUR');
    expect(listener).toHaveBeenLastCalledWith('en', 'EUR');
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('may be the other language’s own currency', async () => {
    const { getCurrency, setCurrency, setLanguage } = await freshPage('/en/');
    setCurrency('PLN');
    expect(getCurrency()).toBe('PLN');
    setLanguage('pl');
    setLanguage('en');
    expect(getCurrency()).toBe('PLN');
  });

  it('gives way to the language’s currency while the shop does not offer it, without forgetting it', async () => {
    const { getCurrency, setCurrency, setOfferedCurrencies, onLocaleChange } = await freshPage('/pl/');
    setCurrency('GBP');
    expect(getCurrency()).toBe('PLN');

    const listener = vi.fn();
    onLocaleChange(listener);
    setOfferedCurrencies(['PLN', 'EUR', 'GBP']);
    expect(getCurrency()).toBe('GBP');
    expect(listener).toHaveBeenCalledWith('pl', 'GBP');

    setOfferedCurrencies(['PLN', 'EUR', 'CHF']);
    expect(getCurrency()).toBe('PLN');
    expect(listener).toHaveBeenLastCalledWith('pl', 'PLN');
    // Another change of the offer that leaves the page's currency as it is tells nobody.
    setOfferedCurrencies(['PLN', 'EUR']);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(window.localStorage.getItem('shop.currency')).toBe('GBP');
  });

  it('goes to the server in a cookie, so pages are rendered in it, and a choice from before is sent too', async () => {
    const cookie = () => document.cookie.split('; ').find((pair) => pair.startsWith('shop_currency='));
    (await freshPage('/pl/')).setCurrency('USD');
    expect(cookie()).toBe('shop_currency=USD');
    (await freshPage('/pl/')).setCurrency(null);
    expect(cookie()).toBeUndefined();

    window.localStorage.setItem('shop.currency', 'EUR');
    await freshPage('/pl/');
    expect(cookie()).toBe('shop_currency=EUR');
  });

  it('is remembered for the next visit, and something else stored there is ignored', async () => {
    (await freshPage('/pl/')).setCurrency('CHF');
    const next = await freshPage('/pl/produkty');
    next.setOfferedCurrencies(['PLN', 'EUR', 'CHF']);
    expect(next.getCurrency()).toBe('CHF');

    window.localStorage.setItem('shop.currency', 'toString');
    const tampered = await freshPage('/pl/');
    tampered.setOfferedCurrencies(['PLN', 'EUR', 'CHF']);
    expect(tampered.getCurrency()).toBe('PLN');
  });

  it('takes the offer from the shop’s configuration and goes with every later call as X-Currency', async () => {
    window.history.replaceState(null, '', '/pl/');
    window.localStorage.setItem('shop.currency', 'USD');
    const fetch = openPage([
      () =>
        json({
          testMode: false,
          brandSlug: 'zefir',
          languages: ['pl', 'en'],
          currencies: ['PLN', 'EUR', 'USD'],
          freeDeliveryThreshold: { amount: 20000, currency: 'PLN' },
        }),
    ]);
    const { api, getShopConfig, getCurrency, setCurrency } = await import('./index');
    // Until the configuration answers, the shop is not known to offer USD.
    await getShopConfig();
    expect(headersOf(fetch, 0)).toEqual(['pl', 'PLN']);
    expect(getCurrency()).toBe('USD');

    await api.get('/api/cart');
    expect(headersOf(fetch, 1)).toEqual(['pl', 'USD']);
    setCurrency('EUR');
    await api.get('/api/cart');
    expect(headersOf(fetch, 2)).toEqual(['pl', 'EUR']);
  });
});
