// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, json, makeCart, pln, preparePage, refreshPage, show } from '../testing';

// Issue 23: the cart screen's second tab, the request for an offer.

let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  gateway = fakeGateway();
  await refreshPage();
});
afterEach(cleanup);

const line = {
  id: '0b0c0d0e-1111-4222-8333-444455556666',
  productId: 1042,
  variantId: 7,
  sku: 'CITY-M',
  name: 'Rower elektryczny City',
  slug: 'rower-elektryczny-city',
  image: null,
  optionsLabel: 'Rama: M',
  quantity: 3,
  unitPrice: pln(499_900),
  lineTotal: pln(1_499_700),
};
const request = { items: [line], total: pln(1_499_700) };

describe('the request for an offer tab', () => {
  it('opens from ?tab=request, lists the lines at list price and sends the request', async () => {
    gateway.on('GET /api/cart', () => json(makeCart()));
    gateway.on('GET /api/cart/request', () => json(request));
    gateway.on('POST /api/cart/request/submit', () =>
      json({ orderId: '6d5c4b3a-3333-4f2e-8d1c-0b9a8f7e6d5c', orderNumber: 'ZF/2026/000321', token: 'tok' }, 201),
    );
    show('cart', 'pl', '/pl/koszyk?tab=request');
    expect(await screen.findByRole('tab', { name: 'Zapytanie ofertowe', selected: true })).toBeVisible();
    const lines = await screen.findByRole('list', { name: 'Produkty w zapytaniu' });
    expect(within(lines).getByText('Rower elektryczny City')).toBeVisible();
    expect(within(lines).getByText(/Cena katalogowa 4 999,00 zł za sztukę/)).toBeVisible();

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'flota@example.com');
    await user.type(screen.getByRole('textbox', { name: /^Imię/ }), 'Jan');
    await user.type(screen.getByRole('textbox', { name: /^Nazwisko/ }), 'Kowalski');
    await user.click(screen.getByRole('checkbox', { name: /regulamin/i }));
    await user.click(screen.getByRole('checkbox', { name: /prywatności/i }));
    await user.click(screen.getByRole('button', { name: 'Wyślij zapytanie' }));

    expect(await screen.findByText('Zapytanie ZF/2026/000321 wysłane')).toBeVisible();
    expect(gateway.sent('POST /api/cart/request/submit')[0]).toEqual({
      email: 'flota@example.com',
      firstName: 'Jan',
      lastName: 'Kowalski',
      consents: { terms: true, privacy: true },
    });
  });

  it('shows the server’s field messages and moves the whole cart over', async () => {
    gateway.on('GET /api/cart', () => json(makeCart()));
    let moved = false;
    gateway.on('GET /api/cart/request', () => json(moved ? request : { items: [], total: pln(0) }));
    gateway.on('POST /api/cart/request/from-cart', () => {
      moved = true;
      return json(request);
    });
    show('cart', 'en', '/en/cart');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ask for an offer for the whole cart' }));
    expect(await screen.findByRole('tab', { name: 'Request for an offer', selected: true })).toBeVisible();
    expect(window.location.search).toBe('?tab=request');

    gateway.on('POST /api/cart/request/submit', () =>
      failure(400, 'validation_failed', 'Some of the parameters were invalid', { email: 'Enter a valid e-mail' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Enter a valid e-mail')).toBeVisible();
  });
});
