// @vitest-environment jsdom

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, leavePage, openPage, settle } from './test-page';

async function freshPage(answers: (() => Response | Promise<Response>)[]) {
  const fetch = openPage(answers, () => json({}));
  return { ...(await import('./cart')), ...(await import('./events')), fetch };
}

describe('cart summary', () => {
  beforeEach(() => window.history.replaceState(null, '', '/pl/'));
  afterEach(leavePage);

  it('is empty before anything is known', async () => {
    const { getCartSummary, fetch } = await freshPage([]);
    expect(getCartSummary()).toEqual({ itemCount: 0, total: null });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads the count and total of GET /api/cart', async () => {
    const { refreshCartSummary, getCartSummary, fetch } = await freshPage([
      () => json({ itemCount: 2, total: { amount: 999800, currency: 'PLN' } }),
    ]);
    await expect(refreshCartSummary()).resolves.toEqual({ itemCount: 2, total: { amount: 999800, currency: 'PLN' } });
    expect(getCartSummary().itemCount).toBe(2);
    expect(fetch.mock.calls[0]).toEqual(['/api/cart', expect.objectContaining({ method: 'GET' })]);
  });

  it('counts item quantities when the answer has no count', async () => {
    const { summarizeCart } = await freshPage([]);
    expect(summarizeCart({ items: [{ quantity: 2 }, { quantity: 3 }] })).toEqual({ itemCount: 5, total: null });
    expect(summarizeCart(null)).toEqual({ itemCount: 0, total: null });
  });

  it('treats a missing cart endpoint (404) or any error answer as an empty cart', async () => {
    const { refreshCartSummary } = await freshPage([
      () => json({ itemCount: 1, total: { amount: 100, currency: 'PLN' } }),
      () => new Response('Not Found', { status: 404 }),
      () => json({ error: { code: 'internal', message: 'Server error' } }, 500),
    ]);
    await refreshCartSummary();
    await expect(refreshCartSummary()).resolves.toEqual({ itemCount: 0, total: null });
    await expect(refreshCartSummary()).resolves.toEqual({ itemCount: 0, total: null });
  });

  it('keeps what it showed when the network fails, without throwing', async () => {
    const { refreshCartSummary } = await freshPage([
      () => json({ itemCount: 3, total: { amount: 300, currency: 'PLN' } }),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ]);
    await refreshCartSummary();
    await expect(refreshCartSummary()).resolves.toMatchObject({ itemCount: 3 });
  });

  it('fetches on the first listener and again on checkout:cart-changed', async () => {
    const { onCartSummaryChange, emitShopEvent, fetch } = await freshPage([
      () => json({ itemCount: 1, total: { amount: 100, currency: 'PLN' } }),
      () => json({ itemCount: 2, total: { amount: 200, currency: 'PLN' } }),
    ]);
    const seen: number[] = [];
    const unsubscribe = onCartSummaryChange((summary) => seen.push(summary.itemCount));
    await settle();
    emitShopEvent('checkout:cart-changed');
    await settle();
    expect(seen).toEqual([1, 2]);
    expect(fetch).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('lets the newest answer win when refreshes overlap', async () => {
    let releaseFirst: (response: Response) => void = () => {};
    const { refreshCartSummary, getCartSummary } = await freshPage([
      () => new Promise<Response>((resolve) => (releaseFirst = resolve)),
      () => json({ itemCount: 4, total: { amount: 400, currency: 'PLN' } }),
    ]);
    const first = refreshCartSummary();
    const second = refreshCartSummary();
    releaseFirst(json({ itemCount: 1, total: { amount: 100, currency: 'PLN' } }));
    await expect(second).resolves.toMatchObject({ itemCount: 4 });
    await expect(first).resolves.toMatchObject({ itemCount: 4 });
    expect(getCartSummary().itemCount).toBe(4);
  });
});
