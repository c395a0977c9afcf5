// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../payment/payment';
import {
  cartItem,
  fakeGateway,
  guest,
  json,
  makeCart,
  makeOrder,
  orderId,
  paymentStart,
  pln,
  preparePage,
  refreshPage,
  show,
} from '../testing';

// A cart of only services and downloads ships nothing (issue 24): the cart and the checkout ask for no
// delivery method and no delivery address, and the order is sent with NONE.

let gateway: ReturnType<typeof fakeGateway>;
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 5_000 });
vi.spyOn(browser, 'assign').mockImplementation(() => {});

const manual = cartItem({ productId: 1906, name: 'Instrukcja serwisowa (PDF)', type: 'download', optionsLabel: '' });
const digitalCart = makeCart({
  items: [manual],
  deliveryMethod: 'NONE',
  deliveryMethods: [{ method: 'NONE', price: pln(0) }],
});

beforeAll(preparePage);
beforeEach(async () => {
  gateway = fakeGateway(() => guest);
  gateway.on('GET /api/cart', () => json(digitalCart));
  gateway.on('POST /api/cart', () => json(digitalCart));
  gateway.on('POST /api/cart/checkout', () => json({ order: makeOrder({ deliveryMethod: 'NONE' }) }, 201));
  gateway.on(`GET /api/orders/payment/${orderId}`, () => paymentStart());
  await refreshPage();
});
afterEach(cleanup);

describe('an order that ships nothing', () => {
  it('asks for no delivery method or address in the cart and the checkout, and orders with NONE', async () => {
    show('checkout', 'pl', '/pl/kasa');
    expect(await screen.findByText(/niczego nie wysyłamy/)).toBeVisible();
    expect(screen.queryByRole('radiogroup', { name: 'Sposób dostawy' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /inny adres/ })).toBeNull();
    const filled: [string, string][] = [
      ['E-mail', 'ewa@example.com'],
      ['Imię', 'Ewa'],
      ['Nazwisko', 'Lis'],
      ['Ulica i numer', 'Polna 2'],
      ['Kod pocztowy', '30-001'],
      ['Miejscowość', 'Kraków'],
    ];
    for (const [name, value] of filled) await userEvent.type(screen.getByRole('textbox', { name }), value);
    await userEvent.click(screen.getByRole('radio', { name: /Szybki przelew online \(Tpay\)/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Akceptuję regulamin sklepu' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Akceptuję politykę prywatności' }));
    // A download is sold with the consent to its immediate delivery (docs/decisions/withdrawal-rights.md).
    await userEvent.click(screen.getByRole('checkbox', { name: /Żądam dostarczenia plików do pobrania/ }));
    await userEvent.click(screen.getByRole('button', { name: /Zamawiam i płacę/ }));
    await waitFor(() => expect(gateway.sent('POST /api/cart/checkout')).toHaveLength(1));
    const [body] = gateway.sent('POST /api/cart/checkout') as Record<string, unknown>[];
    expect(body).toMatchObject({ deliveryMethod: 'NONE', paymentMethod: 'online_tpay' });
    expect(body).not.toHaveProperty('delivery');
  });

  it('says so on the cart screen instead of the delivery choice', async () => {
    show('cart', 'en', '/en/cart');
    expect(await screen.findByText(/nothing is shipped/)).toBeVisible();
    expect(screen.queryByRole('radio', { name: /Courier/ })).toBeNull();
  });
});
