import { defaultShopSettings, type ExchangeRate } from '@shop/contracts';
import type Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { conversionRate } from '../exchange-rates';
import { negotiate } from './app';

// The currency a request is answered in: PLN and EUR as asked, USD, CHF and GBP only once staff enabled them
// and while a rate is known (then with that rate for the whole request), anything else the language's.

const usd: ExchangeRate = {
  currency: 'USD',
  ratePln: '3.662800',
  source: 'NBP tabela A 226/A/NBP/2026',
  effectiveAt: '2026-11-20T11:45:00.000Z',
  tableNo: '226/A/NBP/2026',
  tableDate: '2026-11-20',
};
const request = (headers: Record<string, string>) => ({ get: (name: string) => headers[name] ?? '' }) as Koa.Context;
const withUsd = { ...defaultShopSettings, currencies: { USD: true, CHF: true, GBP: false } };

describe('negotiate', () => {
  const rates =
    (settings = withUsd, known = [usd]) =>
    (currency: 'USD' | 'CHF' | 'GBP') =>
      conversionRate(currency, settings, known);

  it('answers PLN and EUR as asked, without a rate', () => {
    expect(negotiate(request({ 'x-language': 'en', 'x-currency': 'pln' }), rates())).toEqual({
      lang: 'en',
      currency: 'PLN',
      conversion: null,
    });
    expect(negotiate(request({ 'x-currency': 'EUR' }), rates())).toMatchObject({ lang: 'pl', currency: 'EUR' });
  });

  it('answers an enabled currency with a known rate in it, with that rate', () => {
    expect(negotiate(request({ 'x-language': 'en', 'x-currency': 'USD' }), rates())).toEqual({
      lang: 'en',
      currency: 'USD',
      conversion: usd,
    });
  });

  it('falls back to the language’s currency for one not enabled, one without a rate, and an unknown one', () => {
    const english = (currency: string, asked = rates()) =>
      negotiate(request({ 'x-language': 'en', 'x-currency': currency }), asked);
    expect(english('GBP')).toEqual({ lang: 'en', currency: 'EUR', conversion: null });
    expect(english('CHF')).toEqual({ lang: 'en', currency: 'EUR', conversion: null });
    expect(english('USD', rates(defaultShopSettings))).toMatchObject({ currency: 'EUR', conversion: null });
    expect(english('XYZ')).toMatchObject({ currency: 'EUR' });
    expect(negotiate(request({ 'x-currency': 'USD' }))).toEqual({ lang: 'pl', currency: 'PLN', conversion: null });
  });
});
