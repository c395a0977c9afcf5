// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, leavePage, openPage } from './test-page';

describe('React hooks', () => {
  afterEach(leavePage);

  it('useCartSummary fetches the summary and follows checkout:cart-changed', async () => {
    openPage([
      () => json({ itemCount: 1, total: { amount: 499900, currency: 'PLN' } }),
      () => json({ itemCount: 2, total: { amount: 999800, currency: 'PLN' } }),
    ]);
    const { useCartSummary, emitShopEvent } = await import('./index');
    const { result } = renderHook(() => useCartSummary());
    expect(result.current).toEqual({ itemCount: 0, total: null });
    await waitFor(() => expect(result.current.itemCount).toBe(1));
    act(() => emitShopEvent('checkout:cart-changed'));
    await waitFor(() => expect(result.current.total).toEqual({ amount: 999800, currency: 'PLN' }));
  });

  it('useSession shows the guest once the gateway has answered', async () => {
    openPage([() => json({ role: 'GUEST' })]);
    const { useSession } = await import('./index');
    const { result } = renderHook(() => useSession());
    expect(result.current.loaded).toBe(false);
    await waitFor(() => expect(result.current).toEqual({ loaded: true, user: null, signedOutAutomatically: false }));
  });

  it('useLanguage and useCurrency follow setLanguage', async () => {
    window.history.replaceState(null, '', '/pl/');
    openPage([]);
    const { useLanguage, useCurrency, setLanguage } = await import('./index');
    const { result } = renderHook(() => [useLanguage(), useCurrency()]);
    expect(result.current).toEqual(['pl', 'PLN']);
    act(() => setLanguage('en'));
    expect(result.current).toEqual(['en', 'EUR']);
  });

  it('useResource asks again in a newly chosen currency', async () => {
    window.history.replaceState(null, '', '/pl/');
    openPage([]);
    const { useResource, setCurrency, setOfferedCurrencies, getCurrency } = await import('./index');
    setOfferedCurrencies(['PLN', 'EUR', 'CHF']);
    const load = vi.fn(async () => getCurrency());
    const { result } = renderHook(() => useResource(load, [], 'pl'));
    await waitFor(() => expect(result.current.resource).toEqual({ state: 'ready', data: 'PLN' }));
    act(() => setCurrency('CHF'));
    await waitFor(() => expect(result.current.resource).toEqual({ state: 'ready', data: 'CHF' }));
    expect(load).toHaveBeenCalledTimes(2);
    window.localStorage.clear();
  });
});
