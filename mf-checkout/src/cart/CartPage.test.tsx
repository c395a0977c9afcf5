// @vitest-environment jsdom
import { onShopEvent } from '@shop/platform';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cartItem,
  customer,
  failure,
  fakeGateway,
  json,
  makeCart,
  pln,
  preparePage,
  refreshPage,
  show,
} from '../testing';

let gateway: ReturnType<typeof fakeGateway>;
let signedIn = false;

beforeAll(preparePage);
beforeEach(async () => {
  signedIn = false;
  gateway = fakeGateway(() => (signedIn ? customer : { role: 'GUEST' }));
  await refreshPage();
});
afterEach(cleanup);

const totalOf = (name: string) =>
  within(screen.getByRole('complementary', { name: /Podsumowanie koszyka|Cart summary/ }))
    .getByText(name)
    .closest('div')
    ?.querySelector('dd')?.textContent;

describe('the cart page', () => {
  it('shows each line with its picture, options, prices and quantity, then the totals', async () => {
    gateway.on('GET /api/cart', () => json(makeCart()));
    show('cart', 'pl', '/pl/koszyk');
    const name = await screen.findByRole('link', { name: 'Rower elektryczny City' });
    expect(name).toHaveAttribute('href', '/pl/produkt/1042/rower-elektryczny-city');
    const row = name.closest('li') as HTMLElement;
    expect(row.querySelector('img')).toHaveAttribute('src', '/media/city-small.webp');
    expect(within(row).getByText('Kolor: czerwony, Rama: M')).toBeVisible();
    expect(within(row).getByText(/Cena za sztukę: 4 999,00 zł/)).toBeVisible();
    expect(within(row).getByRole('spinbutton', { name: 'Ilość' })).toHaveValue('1');
    expect(totalOf('Produkty')).toBe('4\u00a0999,00\u00a0zł');
    expect(totalOf('Netto')).toBe('4\u00a0064,23\u00a0zł');
    expect(totalOf('VAT')).toBe('934,77\u00a0zł');
    expect(totalOf('Do zapłaty')).toBe('4\u00a0999,00\u00a0zł');
    expect(screen.getByRole('radio', { name: /Kurier/ })).toBeChecked();
    expect(screen.getByText(/Darmowa dostawa kurierem od 200,00 zł/)).toBeVisible();
    // A guest chooses between signing in and ordering as a guest first.
    expect(screen.getByRole('link', { name: 'Przejdź do kasy' })).toHaveAttribute('href', '/pl/kasa/logowanie');
  });

  it("shows a dealer each line's net unit price with the gross and VAT rate, in both languages", async () => {
    gateway = fakeGateway(() => ({ ...customer, customerType: 'b2b' }));
    await refreshPage();
    gateway.on('GET /api/cart', () => json(makeCart()));
    show('cart', 'pl', '/pl/koszyk');
    const row = (await screen.findByRole('link', { name: 'Rower elektryczny City' })).closest('li') as HTMLElement;
    expect(within(row).getByText(/Cena za sztukę: 4 064,23 zł netto \(4 999,00 zł brutto, VAT 23%\)/)).toBeVisible();
    cleanup();
    show('cart', 'en', '/en/cart');
    const en = (await screen.findByRole('link', { name: 'Rower elektryczny City' })).closest('li') as HTMLElement;
    expect(within(en).getByText(/Unit price: 4\s064\.23\sPLN net \(4\s999\.00\sPLN gross, VAT 23%\)/)).toBeVisible();
  });

  it('takes a signed-in customer straight to the checkout', async () => {
    signedIn = true;
    gateway.on('GET /api/cart', () => json(makeCart()));
    await refreshPage();
    show('cart', 'en', '/en/cart');
    expect(await screen.findByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/en/checkout');
  });

  it('sends a new quantity, shows the totals the server answers and announces the change', async () => {
    gateway.on('GET /api/cart', () => json(makeCart()));
    gateway.on('PUT /api/cart/items/3f1c2b4a-1111-4a9f-8d7e-1f2a3b4c5d01', () =>
      json(
        makeCart({
          items: [cartItem({ quantity: 2, lineTotal: pln(999800) })],
          totals: { ...makeCart().totals, items: pln(999800), total: pln(999800) },
        }),
      ),
    );
    const heard = vi.fn();
    const stop = onShopEvent('checkout:cart-changed', heard);
    show('cart', 'pl', '/pl/koszyk');
    await userEvent.click(await screen.findByRole('button', { name: 'Zwiększ ilość: Rower elektryczny City' }));
    await waitFor(() => expect(totalOf('Do zapłaty')).toBe('9\u00a0998,00\u00a0zł'));
    expect(gateway.sent('PUT /api/cart/items/3f1c2b4a-1111-4a9f-8d7e-1f2a3b4c5d01')).toEqual([{ quantity: 2 }]);
    expect(heard).toHaveBeenCalled();
    expect(screen.getByText('Koszyk został zaktualizowany.')).toHaveAttribute('role', 'status');
    stop();
  });

  it("shows the server's per-product maximum under the quantity", async () => {
    gateway.on('GET /api/cart', () => json(makeCart()));
    gateway.on('PUT /api/cart/items/3f1c2b4a-1111-4a9f-8d7e-1f2a3b4c5d01', () =>
      failure(400, 'validation_failed', 'Some of the parameters were invalid. Please check the data.', {
        quantity: 'Możesz zamówić maksymalnie 5 szt. tego produktu',
      }),
    );
    show('cart', 'pl', '/pl/koszyk');
    const quantity = await screen.findByRole('spinbutton', { name: 'Ilość' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '12');
    await waitFor(() => expect(screen.getByText('Możesz zamówić maksymalnie 5 szt. tego produktu')).toBeVisible());
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
  });

  it('removes a line, keeps focus in the cart and shows the empty cart after the last one', async () => {
    gateway.on('GET /api/cart', () => json(makeCart()));
    gateway.on('DELETE /api/cart/items/3f1c2b4a-1111-4a9f-8d7e-1f2a3b4c5d01', () =>
      json(makeCart({ items: [], itemCount: 0 })),
    );
    show('cart', 'pl', '/pl/koszyk');
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń z koszyka: Rower elektryczny City' }));
    expect(await screen.findByRole('heading', { name: 'Twój koszyk jest pusty' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zobacz rowery elektryczne' })).toHaveAttribute(
      'href',
      '/pl/kategoria/59/rowery-elektryczne',
    );
  });

  it('focuses the list after removing one of several lines', async () => {
    const second = cartItem({ id: 'b2', name: 'Bateria 14 Ah', sku: 'BAT-14' });
    gateway.on('GET /api/cart', () => json(makeCart({ items: [cartItem(), second] })));
    gateway.on('DELETE /api/cart/items/b2', () => json(makeCart()));
    show('cart', 'pl', '/pl/koszyk');
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń z koszyka: Bateria 14 Ah' }));
    await waitFor(() => expect(screen.queryByText('Bateria 14 Ah')).not.toBeInTheDocument());
    expect(document.activeElement?.textContent).toBe('Produkty w koszyku: 1');
  });

  it("applies a promo code, shows the server's refusal, and removes the code", async () => {
    gateway.on('GET /api/cart', () => json(makeCart()));
    gateway.on('POST /api/cart', (body) => {
      const { promoCode } = body as { promoCode: string | null };
      if (promoCode === 'ZIMA')
        return failure(422, 'business_rule', 'Kod rabatowy wygasł', { promoCode: 'Kod rabatowy wygasł' });
      if (promoCode === null) return json(makeCart());
      return json(
        makeCart({
          promoCode: { code: 'RABAT10', discount: pln(49990) },
          totals: { ...makeCart().totals, discount: pln(49990), total: pln(449910) },
        }),
      );
    });
    show('cart', 'pl', '/pl/koszyk');
    const field = await screen.findByRole('textbox', { name: 'Masz kod rabatowy?' });
    await userEvent.click(screen.getByRole('button', { name: 'Zastosuj' }));
    expect(screen.getByText('Wpisz kod rabatowy')).toBeVisible();
    await userEvent.type(field, 'ZIMA');
    await userEvent.click(screen.getByRole('button', { name: 'Zastosuj' }));
    expect(await screen.findByText('Kod rabatowy wygasł')).toBeVisible();
    expect(document.activeElement).toBe(field);
    await userEvent.clear(field);
    await userEvent.type(field, 'RABAT10');
    await userEvent.click(screen.getByRole('button', { name: 'Zastosuj' }));
    expect(await screen.findByText('Kod RABAT10: rabat 499,90 zł')).toBeVisible();
    expect(totalOf('Rabat')).toBe('−499,90\u00a0zł');
    expect(totalOf('Do zapłaty')).toBe('4\u00a0499,10\u00a0zł');
    await userEvent.click(screen.getByRole('button', { name: 'Usuń kod' }));
    await waitFor(() => expect(screen.queryByText(/Kod RABAT10/)).not.toBeInTheDocument());
    expect(gateway.sent('POST /api/cart')).toEqual([
      { promoCode: 'ZIMA' },
      { promoCode: 'RABAT10' },
      { promoCode: null },
    ]);
  });

  it('warns about a partial cart and says what is wrong with each line', async () => {
    gateway.on('GET /api/cart', () =>
      json(
        makeCart({
          partial: true,
          items: [
            cartItem({ quantity: 9, availableQuantity: 2, problem: 'insufficient' }),
            cartItem({ id: 'x', name: 'Ładowarka', problem: 'unavailable', availableQuantity: 0 }),
          ],
        }),
      ),
    );
    show('cart', 'pl', '/pl/koszyk');
    expect(await screen.findByText('Część produktów jest niedostępna')).toBeVisible();
    expect(screen.getByText('Dostępnych sztuk: 2. Zmniejsz ilość, aby złożyć zamówienie.')).toBeVisible();
    expect(screen.getByText(/Ten produkt jest obecnie niedostępny/)).toBeVisible();
  });

  it('says why a kept promo code does not apply now, and names a line whose product is gone', async () => {
    gateway.on('GET /api/cart', () =>
      json(
        makeCart({
          promoCodeProblem: { code: 'WIOSNA', message: 'Minimalna wartość koszyka dla tego kodu to 500,00 zł' },
          partial: true,
          items: [cartItem({ id: 'gone', name: '', slug: '', sku: '', problem: 'not_found', availableQuantity: 0 })],
        }),
      ),
    );
    gateway.on('POST /api/cart', () => json(makeCart()));
    show('cart', 'pl', '/pl/koszyk');
    expect(
      await screen.findByText(
        'Kod WIOSNA nie obejmuje teraz tego koszyka: Minimalna wartość koszyka dla tego kodu to 500,00 zł',
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Produkt niedostępny w sklepie' })).toBeVisible();
    expect(screen.getByText('Nie znaleziono produktu. Usuń go z koszyka.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Usuń kod' }));
    await waitFor(() => expect(screen.queryByText(/Kod WIOSNA/)).not.toBeInTheDocument());
    expect(gateway.sent('POST /api/cart')).toEqual([{ promoCode: null }]);
  });

  it('chooses a delivery method through the cart', async () => {
    gateway.on('GET /api/cart', () =>
      json(
        makeCart({
          deliveryMethods: [
            { method: 'COURIER', price: pln(4900) },
            { method: 'PICKUP', price: pln(0) },
          ],
        }),
      ),
    );
    gateway.on('POST /api/cart', () => json(makeCart({ deliveryMethod: 'PICKUP' })));
    show('cart', 'en', '/en/cart');
    expect(await screen.findByText('49.00 PLN')).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: /Personal pickup/ }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /Personal pickup/ })).toBeChecked());
    expect(gateway.sent('POST /api/cart')).toEqual([{ deliveryMethod: 'PICKUP' }]);
  });

  it('a preorder cart says so and offers no delivery choice', async () => {
    gateway.on('GET /api/cart', () => json(makeCart({ type: 'preorder', deliveryMethods: [], paymentMethods: [] })));
    show('cart', 'pl', '/pl/koszyk');
    expect(await screen.findByText(/To koszyk przedsprzedaży/)).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Sposób dostawy' })).not.toBeInTheDocument();
  });

  it('says when the cart could not be read and reads it again', async () => {
    let down = true;
    gateway.on('GET /api/cart', () =>
      down ? failure(503, 'service_unavailable', 'Usługa chwilowo niedostępna.') : json(makeCart()),
    );
    show('cart', 'pl', '/pl/koszyk');
    expect(await screen.findByText('Usługa chwilowo niedostępna.')).toBeVisible();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('link', { name: 'Rower elektryczny City' })).toBeVisible();
  });
});
