// @vitest-environment jsdom
import type { ProductOption } from '@shop/contracts';
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

// With a product's options beside the variant (issue 24): each drawn by its display, a required one left
// empty keeps the product out of the cart with a clear message at its field, the chosen values go with the
// line, and the server's field messages land at their fields.
const option = (
  o: Partial<ProductOption> & Pick<ProductOption, 'id' | 'name' | 'kind' | 'display'>,
): ProductOption => ({
  code: `o${o.id}`,
  required: false,
  variantAxis: false,
  values: [],
  ...o,
});
const options: ProductOption[] = [
  option({ id: 1, name: 'Kolor', kind: 'SELECT', display: 'colors', variantAxis: true, required: true }),
  option({
    id: 2,
    name: 'Zamontuj przed wysyłką',
    kind: 'SELECT_MULTIPLE',
    display: 'checkbox',
    values: [
      { id: 21, label: 'Dzwonek', priceDelta: 2_900, available: true },
      { id: 22, label: 'Nóżka', priceDelta: 7_900, available: true },
    ],
  }),
  option({ id: 3, name: 'Ubezpieczenie', kind: 'BOOLEAN', display: 'switch' }),
  option({ id: 4, name: 'Grawer na ramie', kind: 'CUSTOM', display: 'text', maxLength: 20 }),
  option({ id: 5, name: 'Liczba kolorów', kind: 'CUSTOM', display: 'number', required: true, min: 1, max: 4 }),
  option({ id: 6, name: 'E-mail do akceptacji', kind: 'CUSTOM', display: 'email' }),
];
/** The body of the add, if one was sent. */
const posted = () => {
  const [, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'POST') ?? [];
  return init ? JSON.parse(String(init.body)) : undefined;
};

describe('AddToCartButton with options', () => {
  it('draws each option by its display and keeps out a line whose required option is empty', async () => {
    setLanguage('pl');
    render(
      <AddToCartButton
        productId={9}
        variantId={3}
        options={options}
        unitPrice={{ amount: 500_000, currency: 'PLN' }}
      />,
    );
    // The option fields come in a chunk of their own, only for a product that has such options.
    expect(await screen.findByRole('switch', { name: 'Ubezpieczenie' })).not.toBeChecked();
    // The variant axis is the pickers' business, not the fragment's.
    expect(screen.queryByText('Kolor')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj do koszyka' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Uzupełnij zaznaczone opcje, aby dodać produkt do koszyka.');
    const colours = screen.getByRole('spinbutton', { name: /Liczba kolorów/ });
    expect(colours).toHaveAccessibleDescription('Od 1 do 4 To pole jest wymagane');
    await vi.waitFor(() => expect(colours).toHaveFocus());
    expect(posted()).toBeUndefined();

    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail do akceptacji' }), 'anna@');
    await userEvent.type(colours, '2');
    expect(screen.getByRole('textbox', { name: 'E-mail do akceptacji' })).toHaveAccessibleDescription(
      'Wpisz poprawny adres e-mail',
    );
    await userEvent.clear(screen.getByRole('textbox', { name: 'E-mail do akceptacji' }));
  });

  it('sends the chosen values, shows the price with them, and puts the server field messages at their fields', async () => {
    setLanguage('en');
    render(
      <AddToCartButton
        productId={9}
        variantId={3}
        options={options}
        unitPrice={{ amount: 500_000, currency: 'PLN' }}
      />,
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: /^Dzwonek/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /^Nóżka/ }));
    await userEvent.click(screen.getByRole('switch', { name: 'Ubezpieczenie' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Grawer na ramie' }), 'Anna');
    await userEvent.type(screen.getByRole('spinbutton', { name: /Liczba kolorów/ }), '3');
    expect(screen.getByText(/Price with the chosen options: PLN\s?5,108\.00|5\s?108/)).toBeVisible();

    addAnswer = () =>
      json(
        { error: { code: 'validation_failed', message: 'x', fields: { 'options.4': 'Enter at most 20 characters' } } },
        400,
      );
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(posted()).toEqual({
      productId: 9,
      variantId: 3,
      quantity: 1,
      options: [
        { optionId: 2, value: [21, 22] },
        { optionId: 3, value: true },
        { optionId: 4, value: 'Anna' },
        { optionId: 5, value: '3' },
      ],
    });
    expect(await screen.findByText('Enter at most 20 characters')).toBeVisible();

    addAnswer = () => json({ itemCount: 1 }, 201);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added to cart')).toBeVisible();
  });

  it('draws fitting choices as toggle buttons and a date that may not be past', async () => {
    setLanguage('pl');
    addAnswer = () => json({ itemCount: 1 }, 201);
    const buttons = option({
      id: 7,
      name: 'Akcesoria',
      kind: 'SELECT_MULTIPLE',
      display: 'buttons',
      values: [
        { id: 71, label: 'Dzwonek', priceDelta: 2_900, available: true },
        { id: 72, label: 'Lusterko', available: true },
      ],
    });
    const date = option({ id: 8, name: 'Potrzebne na dzień', kind: 'CUSTOM', display: 'date', futureOnly: true });
    render(<AddToCartButton productId={9} options={[buttons, date]} unitPrice={{ amount: 10_000, currency: 'PLN' }} />);
    expect(await screen.findByRole('group', { name: 'Akcesoria' })).toBeVisible();
    const bell = screen.getByRole('button', { name: /^Dzwonek/ });
    expect(bell).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bell);
    expect(bell).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(screen.getByLabelText('Potrzebne na dzień'), '2020-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj do koszyka' }));
    expect(screen.getByText('Data nie może być z przeszłości')).toBeVisible();
    expect(posted()).toBeUndefined();
    await userEvent.clear(screen.getByLabelText('Potrzebne na dzień'));
    await userEvent.click(bell);
    await userEvent.click(screen.getByRole('button', { name: /^Lusterko/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj do koszyka' }));
    expect(await screen.findByText('Dodano do koszyka')).toBeVisible();
    expect(posted()).toEqual({ productId: 9, quantity: 1, options: [{ optionId: 7, value: [72] }] });
  });

  it('adds nothing unchecked when the rules of its options cannot be loaded, and says so', async () => {
    setLanguage('pl');
    vi.doMock('../line-options/option-checks', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    try {
      render(<AddToCartButton productId={9} options={options} unitPrice={{ amount: 500_000, currency: 'PLN' }} />);
      await screen.findByRole('switch', { name: 'Ubezpieczenie' });
      await userEvent.click(screen.getByRole('button', { name: 'Dodaj do koszyka' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Nie udało się dodać produktu do koszyka');
      expect(posted()).toBeUndefined();
      expect(screen.getByRole('button', { name: 'Dodaj do koszyka' })).toBeEnabled();
    } finally {
      vi.doUnmock('../line-options/option-checks');
    }
  });
});
