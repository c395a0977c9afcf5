// @vitest-environment jsdom
import { emitShopEvent, initI18n, preloadLanguage } from '@shop/platform';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import MiniCart from './MiniCart';

let cart: unknown = { itemCount: 0, total: null };

beforeAll(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(cart), { headers: { 'content-type': 'application/json' } })),
  );
  await initI18n('pl');
  await preloadLanguage('en');
});

afterEach(cleanup);

/** Another part of the page changed the cart: the mini-cart reads its summary again. */
function cartChanges(next: unknown) {
  cart = next;
  act(() => emitShopEvent('checkout:cart-changed'));
}

describe('MiniCart', () => {
  it('names the cart and its item count for screen readers and leads to the cart page', async () => {
    render(<MiniCart lang="en" />);
    cartChanges({ itemCount: 2, total: { amount: 499900, currency: 'EUR' } });
    const link = await screen.findByRole('link', { name: 'Cart, 2 items' });
    expect(link).toHaveAttribute('href', '/en/cart');
    expect(link.textContent).toContain('2');
    expect(link.textContent).toContain('€4\u00a0999.00');
  });

  it('speaks Polish plurals', async () => {
    render(<MiniCart lang="pl" />);
    cartChanges({ itemCount: 1, total: { amount: 12900, currency: 'PLN' } });
    expect(await screen.findByRole('link', { name: 'Koszyk, 1 produkt' })).toHaveAttribute('href', '/pl/koszyk');
    cartChanges({ itemCount: 3, total: { amount: 38700, currency: 'PLN' } });
    expect(await screen.findByRole('link', { name: 'Koszyk, 3 produkty' })).toBeVisible();
    cartChanges({ itemCount: 5, total: { amount: 64500, currency: 'PLN' } });
    expect((await screen.findByRole('link', { name: 'Koszyk, 5 produktów' })).textContent).toContain('645,00\u00a0zł');
  });

  it('shows no count and no total for an empty cart', async () => {
    render(<MiniCart lang="pl" />);
    cartChanges({ itemCount: 1, total: { amount: 12900, currency: 'PLN' } });
    await screen.findByRole('link', { name: 'Koszyk, 1 produkt' });
    cartChanges({ itemCount: 0, total: null });
    const link = await screen.findByRole('link', { name: 'Koszyk, 0 produktów' });
    expect(link.textContent).toBe('');
  });
});
