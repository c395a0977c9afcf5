// @vitest-environment jsdom
import type { ScreenId } from '@shop/i18n';
import { initI18n, preloadLanguage, refreshCartSummary } from '@shop/platform';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import App, { checkoutScreens } from './App';
import { makeCart } from './testing';

let cart: unknown = null;

beforeAll(async () => {
  // GET /api/cart answers the cart set by the test, or 404 as it does before the checkout issue.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      cart
        ? new Response(JSON.stringify(cart), { headers: { 'content-type': 'application/json' } })
        : new Response('', { status: 404 }),
    ),
  );
  await initI18n('pl');
  await preloadLanguage('en');
});

afterEach(async () => {
  cleanup();
  cart = null;
  await refreshCartSummary();
});

const params = { id: '1042', token: 'abc', provider: 'tpay' };

const frames: [ScreenId, string, string, 'cart' | 'order' | 'done'][] = [
  ['cart', 'Koszyk', 'Cart', 'cart'],
  ['checkoutLogin', 'Jak chcesz złożyć zamówienie?', 'How would you like to order?', 'order'],
  ['checkout', 'Kasa', 'Checkout', 'order'],
  ['orderConfirmation', 'Twoje zamówienie', 'Your order', 'done'],
  // No order to ask about in the address: a payment result page claims nothing (issue 19).
  ['paymentSuccess', 'Wynik płatności', 'Payment result', 'done'],
  ['paymentError', 'Wynik płatności', 'Payment result', 'done'],
];

const stepNames = {
  pl: { cart: 'Koszyk', order: 'Zamówienie', done: 'Gotowe' },
  en: { cart: 'Cart', order: 'Order', done: 'Done' },
};

describe('mf-checkout page frames', () => {
  it('has a frame for every screen it owns', () => {
    // The gift card balance page is no step of an order: its own test (gift-cards/GiftCardBalancePage.test.tsx).
    const ordering = Object.keys(checkoutScreens).filter((id) => id !== 'giftCardBalance');
    expect(ordering.sort()).toEqual(frames.map(([id]) => id).sort());
  });

  it.each(frames)('%s shows its title, the way home and its checkout step', (id, polish, english, step) => {
    for (const [lang, title, home] of [
      ['pl', polish, 'Strona główna'],
      ['en', english, 'Home'],
    ] as const) {
      const { container } = render(<App screen={id} lang={lang} params={params} />);
      const frame = container.querySelector(`[data-screen="${id}"][data-remote="mf-checkout"]`) as HTMLElement;
      expect(frame, `${id} ${lang}`).not.toBeNull();
      expect(within(frame).getByRole('heading', { level: 1 }).textContent).toBe(title);
      const crumbs = screen.getByRole('navigation', { name: lang === 'pl' ? 'Jesteś tutaj' : 'You are here' });
      expect(within(crumbs).getByRole('link', { name: home })).toHaveAttribute('href', `/${lang}/`);
      const steps = within(screen.getByRole('list', { name: lang === 'pl' ? 'Etapy zamówienia' : 'Checkout steps' }));
      expect(steps.getAllByRole('listitem').map((item) => item.textContent?.replace(/^[\d✓]/, ''))).toEqual(
        Object.values(stepNames[lang]),
      );
      const current = steps.getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step');
      expect(current?.textContent).toContain(stepNames[lang][step]);
      cleanup();
    }
  });
});

describe('the cart', () => {
  it('says the cart is empty and leads to the e-bikes', async () => {
    render(<App screen="cart" lang="en" params={{}} />);
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse e-bikes' })).toHaveAttribute(
      'href',
      '/en/collection/59/electric-bikes',
    );
  });

  it('shows the lines of a cart with something in it and the way on', async () => {
    cart = makeCart();
    render(<App screen="cart" lang="pl" params={{}} />);
    expect(await screen.findByRole('link', { name: 'Rower elektryczny City' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Przejdź do kasy' })).toBeVisible();
    expect(screen.queryByText('Twój koszyk jest pusty')).not.toBeInTheDocument();
  });

  it('checkout with an empty cart has nothing to order', async () => {
    render(<App screen="checkout" lang="pl" params={{}} />);
    expect(await screen.findByRole('heading', { name: 'Nie ma jeszcze czego zamówić' })).toBeVisible();
  });

  it('a payment result page with no attempt to ask about claims nothing and leads to the orders', () => {
    render(<App screen="paymentError" lang="en" params={params} />);
    expect(screen.getByText(/We cannot check this payment here/)).toBeVisible();
    expect(screen.queryByText(/failed|Thank you/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your orders' })).toHaveAttribute('href', '/en/account/orders');
  });
});
