// @vitest-environment jsdom
import { initI18n, onShopEvent, preloadLanguage, setLanguage } from '@shop/platform';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import AddToCartButton from './AddToCartButton';

type Answer = () => Response | Promise<Response>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let addAnswer: Answer = () => json({});
const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) =>
  String(url).endsWith('/api/cart/items') && init?.method === 'POST' ? addAnswer() : json({ itemCount: 0 }),
);

beforeAll(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await initI18n('pl');
  await preloadLanguage('en');
});

afterEach(() => {
  cleanup();
  fetchMock.mockClear();
});

function cartChanges() {
  const heard = vi.fn();
  const stop = onShopEvent('checkout:cart-changed', heard);
  return { heard, stop };
}

describe('AddToCartButton', () => {
  it('adds the product, announces checkout:cart-changed and says so', async () => {
    setLanguage('en');
    addAnswer = () => json({ itemCount: 1 }, 201);
    const { heard, stop } = cartChanges();
    render(<AddToCartButton productId={1315} variantId={8} quantity={2} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added to cart')).toBeVisible();
    expect(heard).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'POST')!;
    expect(String(url)).toBe('/api/cart/items');
    expect(JSON.parse(String(init?.body))).toEqual({ productId: 1315, variantId: 8, quantity: 2 });
    stop();
  });

  it('shows the add-to-cart error while the cart endpoint answers 404, and never crashes', async () => {
    setLanguage('pl');
    addAnswer = () => new Response('Not Found', { status: 404 });
    const { heard, stop } = cartChanges();
    render(<AddToCartButton productId={7} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj do koszyka' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nie udało się dodać produktu do koszyka');
    expect(heard).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Dodaj do koszyka' })).toBeVisible();
    stop();
  });

  it("shows the server's message when it explains the refusal", async () => {
    setLanguage('en');
    addAnswer = () =>
      json(
        { error: { code: 'product_unavailable', message: 'Product availability error. Please check the cart.' } },
        409,
      );
    render(<AddToCartButton productId={7} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Product availability error. Please check the cart.');
  });

  it("shows the quantity field's message, such as the per-product maximum", async () => {
    setLanguage('pl');
    addAnswer = () =>
      json(
        {
          error: {
            code: 'validation_failed',
            message: 'Niektóre parametry są nieprawidłowe.',
            fields: { quantity: 'Możesz zamówić maksymalnie 2 szt. tego produktu' },
          },
        },
        400,
      );
    render(<AddToCartButton productId={7} quantity={3} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj do koszyka' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Możesz zamówić maksymalnie 2 szt. tego produktu');
    const [, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'POST')!;
    expect(JSON.parse(String(init?.body))).toEqual({ productId: 7, quantity: 3 });
  });

  it('says Network error when the gateway cannot be reached', async () => {
    setLanguage('en');
    addAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
    render(<AddToCartButton productId={7} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Network error');
  });

  it('cannot be pressed when disabled', () => {
    setLanguage('en');
    render(<AddToCartButton productId={7} disabled />);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });
});
