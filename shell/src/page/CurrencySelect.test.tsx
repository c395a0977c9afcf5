// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const config = (currencies: string[]) => ({
  testMode: false,
  brandSlug: 'zefir',
  languages: ['pl', 'en'],
  currencies,
  freeDeliveryThreshold: { amount: 20000, currency: 'PLN' },
});

/** A fresh page in `path` whose GET /api/config offers `currencies`, with the header's currency choice drawn. */
async function showChoice(path: string, currencies: string[]) {
  window.history.replaceState(null, '', path);
  vi.resetModules();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(config(currencies))),
  );
  const platform = await import('@shop/platform');
  await platform.initI18n(platform.getLanguage(), ['common', 'shell']);
  await platform.getShopConfig();
  const { CurrencySelect } = await import('./CurrencySelect');
  render(<CurrencySelect />);
  return platform;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('CurrencySelect', () => {
  it('is not there while the shop offers PLN and EUR only', async () => {
    const { getCurrency } = await showChoice('/pl/', ['PLN', 'EUR']);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(getCurrency()).toBe('PLN');
  });

  it('lists every currency offered by its code and starts at the language’s', async () => {
    await showChoice('/en/', ['PLN', 'EUR', 'USD', 'GBP']);
    const choice = screen.getByRole('combobox', { name: 'Currency' });
    expect(choice).toHaveValue('EUR');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['PLN', 'EUR', 'USD', 'GBP']);
  });

  it('prices the page in the chosen currency from now on, and on the next visit', async () => {
    const { getCurrency, onLocaleChange } = await showChoice('/pl/', ['PLN', 'EUR', 'USD']);
    const listener = vi.fn();
    onLocaleChange(listener);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Waluta' }), 'USD');
    expect(getCurrency()).toBe('USD');
    expect(listener).toHaveBeenCalledWith('pl', 'USD');
    expect(screen.getByRole('combobox', { name: 'Waluta' })).toHaveValue('USD');
    expect(window.localStorage.getItem('shop.currency')).toBe('USD');

    cleanup();
    const next = await showChoice('/pl/koszyk', ['PLN', 'EUR', 'USD']);
    expect(next.getCurrency()).toBe('USD');
    expect(screen.getByRole('combobox', { name: 'Waluta' })).toHaveValue('USD');
  });

  it('falls back to the language’s currency once the shop stops offering the one chosen', async () => {
    window.localStorage.setItem('shop.currency', 'CHF');
    const { getCurrency } = await showChoice('/en/', ['PLN', 'EUR', 'USD']);
    expect(getCurrency()).toBe('EUR');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
  });
});
