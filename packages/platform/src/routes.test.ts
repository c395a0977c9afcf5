// @vitest-environment jsdom
import { type ScreenId, screens, storefrontLanguages } from '@shop/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { matchPath, navigate, pathFor, setBrandSlug, switchLanguage } from './routes';

/** Parameters for every :param a screen has, distinct per name so a swapped pair would show. */
function sampleParams(screen: ScreenId): Record<string, string> {
  const path = screens.find((candidate) => candidate.id === screen)!.en;
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  return Object.fromEntries(names.map((name, i) => [name, name === 'id' ? String(1315 + i) : `${name}-value`]));
}

describe('localized routes', () => {
  afterEach(() => setBrandSlug('zefir'));

  it.each(screens.flatMap((screen) => storefrontLanguages.map((lang) => [screen.id, lang] as const)))(
    'finds %s (%s) again from its own path',
    (screen, lang) => {
      const params = sampleParams(screen);
      const path = pathFor(screen, lang, params);
      expect(path.startsWith(`/${lang}/`)).toBe(true);
      const polishOnly = screens.find((candidate) => candidate.id === screen)?.polishOnly && lang !== 'pl';
      expect(matchPath(path)).toEqual(polishOnly ? undefined : { screen, lang, params });
    },
  );

  it('writes the SPEC paths', () => {
    expect(pathFor('home', 'pl')).toBe('/pl/');
    expect(pathFor('product', 'pl', { id: 12, slug: 'zefir-city' })).toBe('/pl/produkt/12/zefir-city');
    expect(pathFor('paymentError', 'en', { provider: 'tpay' })).toBe('/en/payment/tpay/error');
    expect(pathFor('customerReviews', 'pl')).toBe('/pl/zefir/zefir-opinie');
    expect(pathFor('gpsTracker', 'en')).toBe('/en/zefir-guard-gps-ebike-tracker');
    expect(() => pathFor('product', 'pl', { id: 12 })).toThrow(/slug/);
  });

  it('reads the named collections and the GPS product of SPEC §2 as ordinary pages', () => {
    expect(matchPath('/pl/kategoria/59/rowery-elektryczne')).toEqual({
      screen: 'collection',
      lang: 'pl',
      params: { id: '59', slug: 'rowery-elektryczne' },
    });
    expect(matchPath('/en/collection/90/mtb-electric-bikes')?.screen).toBe('collection');
    expect(matchPath('/en/product/1315/zefir-guard')?.params).toEqual({ id: '1315', slug: 'zefir-guard' });
  });

  it('prefers a fixed segment to a parameter', () => {
    expect(matchPath('/pl/konto/adresy/dodaj')?.screen).toBe('addressCreate');
    expect(matchPath('/pl/konto/adresy/17')).toMatchObject({ screen: 'addressEdit', params: { id: '17' } });
    expect(matchPath('/en/rma/add')?.screen).toBe('rmaCreate');
    expect(matchPath('/en/rma/5')?.screen).toBe('rmaDetails');
  });

  it('accepts a trailing slash, a bare prefix, a query and encoded parameters', () => {
    expect(matchPath('/pl')?.screen).toBe('home');
    expect(matchPath('/en/cart/')?.screen).toBe('cart');
    expect(matchPath('/pl/szukaj?q=rower#wyniki')?.screen).toBe('search');
    const path = pathFor('orderConfirmation', 'pl', { id: 7, token: 'a/b c' });
    expect(path).toBe('/pl/zamowienie/7/a%2Fb%20c');
    expect(matchPath(path)?.params).toEqual({ id: '7', token: 'a/b c' });
  });

  it('knows nothing of unknown paths', () => {
    expect(matchPath('/pl/nie-ma-takiej-strony')).toBeUndefined();
    expect(matchPath('/en/koszyk')).toBeUndefined();
    expect(matchPath('/de/cart')).toBeUndefined();
    expect(matchPath('/')).toBeUndefined();
    expect(matchPath('/pl/produkt/1/%E0%A4%A')).toBeUndefined();
  });

  it('switches language keeping the screen and its parameters', () => {
    expect(switchLanguage('/pl/produkt/12/zefir-city', 'en')).toBe('/en/product/12/zefir-city');
    expect(switchLanguage('/en/account/orders/5/new', 'pl')).toBe('/pl/konto/zamowienia/5/nowe');
    expect(switchLanguage('/pl/szukaj?q=rower', 'en')).toBe('/en/search?q=rower');
    expect(switchLanguage('/en/zefir/about-us', 'pl')).toBe('/pl/zefir/o-marce');
    for (const screen of screens) {
      const params = sampleParams(screen.id);
      const english = switchLanguage(pathFor(screen.id, 'pl', params), 'en');
      if (screen.polishOnly) expect(english).toBe('/en/');
      else expect(matchPath(english)).toEqual({ screen: screen.id, lang: 'en', params });
    }
  });

  it('leads to the home page when there is no counterpart', () => {
    const funding = pathFor('funding', 'pl');
    expect(switchLanguage(funding, 'en')).toBe('/en/');
    expect(switchLanguage(funding, 'pl')).toBe(funding);
    expect(switchLanguage('/pl/nie-ma-takiej-strony', 'en')).toBe('/en/');
  });

  it('knows the Polish-only funding page in Polish only, so its English path is a 404', () => {
    expect(matchPath(pathFor('funding', 'pl'))).toEqual({ screen: 'funding', lang: 'pl', params: {} });
    expect(matchPath('/en/my-electric-bike/funding-poland')).toBeUndefined();
  });

  it('puts the brand slug where SPEC writes {product}', () => {
    setBrandSlug('volta');
    expect(pathFor('aboutUs', 'en')).toBe('/en/volta/about-us');
    expect(pathFor('customerReviews', 'pl')).toBe('/pl/volta/volta-opinie');
    expect(matchPath('/pl/volta-guard-lokalizator-gps-do-roweru-elektrycznego')?.screen).toBe('gpsTracker');
    expect(matchPath('/en/zefir/about-us')).toBeUndefined();
  });

  it('navigates through the history, which single-spa watches', () => {
    navigate('/pl/koszyk');
    expect(window.location.pathname).toBe('/pl/koszyk');
    const length = window.history.length;
    navigate('/pl/koszyk');
    expect(window.history.length).toBe(length);
    navigate('/en/cart', { replace: true });
    expect(window.location.pathname).toBe('/en/cart');
    expect(window.history.length).toBe(length);
  });
});
