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

// Who has the right of withdrawal, as the checkout asks it (issue 27, docs/decisions/withdrawal-rights.md): a
// download needs the consent to its immediate delivery (unticked, required), and the summary marks a line
// made to the buyer's specification (an engraving).

let gateway: ReturnType<typeof fakeGateway>;
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 5_000 });
vi.spyOn(browser, 'assign').mockImplementation(() => {});

const manual = cartItem({ productId: 1906, name: 'Instrukcja serwisowa (PDF)', type: 'download', optionsLabel: '' });
const engraved = cartItem({
  id: '5d1c7a52-3c7a-4a9f-8d7e-1f2a3b4c5d60',
  name: 'Zefir Trekking',
  options: [
    {
      optionId: 7,
      code: 'engraving',
      name: 'Grawer na ramie',
      kind: 'CUSTOM',
      display: 'text',
      value: 'Anna 2026',
      text: 'Anna 2026',
      priceDelta: null,
    },
  ],
});
const cart = makeCart({
  items: [manual, engraved],
  deliveryMethod: 'COURIER',
  deliveryMethods: [{ method: 'COURIER', price: pln(0) }],
});

beforeAll(preparePage);
beforeEach(async () => {
  gateway = fakeGateway(() => guest);
  gateway.on('GET /api/cart', () => json(cart));
  gateway.on('POST /api/cart', () => json(cart));
  gateway.on('POST /api/cart/checkout', () => json({ order: makeOrder() }, 201));
  gateway.on(`GET /api/orders/payment/${orderId}`, () => paymentStart());
  await refreshPage();
});
afterEach(cleanup);

describe('the rights questions at checkout', () => {
  it('marks the engraved line, and sends a download only with the consent, unticked at first', async () => {
    show('checkout', 'pl', '/pl/kasa');
    const consent = await screen.findByRole('checkbox', { name: /Żądam dostarczenia plików do pobrania/ });
    expect(consent).not.toBeChecked();
    expect(
      screen.getByText('Wykonany według Twojej specyfikacji – nie podlega zwrotowi w ramach odstąpienia od umowy.'),
    ).toBeVisible();
    expect(screen.queryByRole('group', { name: /Cel zakupu/ })).toBeNull();
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
    await userEvent.click(screen.getByRole('button', { name: /Zamawiam i płacę/ }));
    await waitFor(() => expect(consent).toHaveAttribute('aria-invalid', 'true'));
    expect(
      screen.getByText('Pliki do pobrania sprzedajemy tylko z tą zgodą – zaznacz ją, aby złożyć zamówienie'),
    ).toBeVisible();
    expect(document.activeElement).toBe(consent);
    expect(gateway.sent('POST /api/cart/checkout')).toHaveLength(0);

    await userEvent.click(consent);
    await userEvent.click(screen.getByRole('button', { name: /Zamawiam i płacę/ }));
    await waitFor(() => expect(gateway.sent('POST /api/cart/checkout')).toHaveLength(1));
    const [body] = gateway.sent('POST /api/cart/checkout') as Record<string, unknown>[];
    expect(body).toMatchObject({ consents: { terms: true, privacy: true, immediateDelivery: true } });
    expect(body).not.toHaveProperty('professionalPurchase');
  });
});
