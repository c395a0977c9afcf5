// @vitest-environment jsdom
import { onShopEvent } from '@shop/platform';
import { orderDetail } from '@shop/platform/order-fixtures';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { customer, failure, fakeGateway, json, preparePage, show, signedInAs } from '../../testing';
import { splitCopied } from './OrderRepeatPage';

let gateway: ReturnType<typeof fakeGateway>;
const order = orderDetail();
const [bike, lock] = order.items as [(typeof order.items)[0], (typeof order.items)[0]];

beforeAll(preparePage);
beforeEach(async () => {
  gateway = fakeGateway(() => customer);
  gateway.on(`GET /api/orders/${order.id}`, () => json({ order }));
  await signedInAs();
});
afterEach(cleanup);

describe('a new order from an old one', () => {
  it('puts the still-available products into the cart on request and says what did not fit', async () => {
    gateway.on(`COPY /api/orders/${order.id}`, () =>
      json({
        cart: { id: 'c', items: [], itemCount: 1 },
        notCopied: [
          { productId: lock.productId, variantId: lock.variantId, name: lock.name, quantity: 2, reason: 'unavailable' },
        ],
      }),
    );
    const cartChanged = vi.fn();
    const stop = onShopEvent('checkout:cart-changed', cartChanged);
    show('orderRepeat', 'pl', `/pl/konto/zamowienia/${order.id}/nowe`, { id: order.id });
    expect(await screen.findByRole('heading', { name: 'Produkty z zamówienia ZF/2026/000123' })).toBeVisible();
    // Nothing is copied until the customer asks: a reload must not add the products twice.
    expect(gateway.sent(`COPY /api/orders/${order.id}`)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Dodaj produkty do koszyka' }));
    const added = within(await screen.findByRole('region', { name: 'Dodaliśmy do koszyka' }));
    expect(added.getByText('Zefir City 28 (Kolor: czerwony, Rama: M)')).toBeVisible();
    expect(added.queryByText(/Zapięcie/)).not.toBeInTheDocument();
    const refused = within(screen.getByRole('region', { name: 'Tych produktów nie udało się dodać' }));
    expect(refused.getByText('Zapięcie U-lock')).toBeVisible();
    expect(refused.getByText(/produkt jest niedostępny/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Przejdź do koszyka' })).toHaveAttribute('href', '/pl/koszyk');
    expect(gateway.sent(`COPY /api/orders/${order.id}`)).toHaveLength(1);
    expect(cartChanged).toHaveBeenCalledTimes(1);
    stop();
  });

  it('says when nothing of the order can be bought now', async () => {
    gateway.on(`COPY /api/orders/${order.id}`, () =>
      json({
        cart: {},
        notCopied: order.items.map((item) => ({
          productId: item.productId,
          variantId: null,
          name: item.name,
          quantity: item.quantity,
          reason: 'not_found',
        })),
      }),
    );
    show('orderRepeat', 'en', `/en/account/orders/${order.id}/new`, { id: order.id });
    await userEvent.click(await screen.findByRole('button', { name: 'Add the products to the cart' }));
    expect(await screen.findByText('None of the products of this order can be bought now.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Go to the cart' })).not.toBeInTheDocument();
    expect(screen.getAllByText(/no longer on offer/)).toHaveLength(2);
  });

  it('says why the copy failed and lets the customer try again', async () => {
    gateway.on(`COPY /api/orders/${order.id}`, () =>
      failure(503, 'service_unavailable', 'Usługa jest chwilowo niedostępna.'),
    );
    show('orderRepeat', 'pl', `/pl/konto/zamowienia/${order.id}/nowe`, { id: order.id });
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj produkty do koszyka' }));
    expect(
      await screen.findByText('Nie udało się dodać produktów do koszyka: Usługa jest chwilowo niedostępna.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Dodaj produkty do koszyka' })).toBeVisible();
  });

  it('says the order cannot be loaded, not a crash, when the answer is not an order', async () => {
    gateway.on(`GET /api/orders/${order.id}`, () => json({ id: order.id }));
    show('orderRepeat', 'pl', `/pl/konto/zamowienia/${order.id}/nowe`, { id: order.id });
    expect(await screen.findByText('Nie udało się wczytać zamówienia.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Dodaj produkty do koszyka' })).not.toBeInTheDocument();
  });

  it('shows another customer’s order as not found and copies nothing', async () => {
    const id = '0f0e0d0c-0b0a-4908-8706-050403020100';
    show('orderRepeat', 'pl', `/pl/konto/zamowienia/${id}/nowe`, { id });
    expect(await screen.findByRole('heading', { name: 'Nie znaleźliśmy tego zamówienia.' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Dodaj produkty do koszyka' })).not.toBeInTheDocument();
  });
});

describe('splitCopied', () => {
  it('keeps the units that fitted of a line short of stock', () => {
    const { added, notAdded } = splitCopied({ items: [bike, { ...lock, quantity: 5 }] }, [
      { productId: lock.productId, variantId: lock.variantId, name: lock.name, quantity: 3, reason: 'insufficient' },
    ]);
    expect(added.map((line) => [line.name, line.quantity])).toEqual([
      ['Zefir City 28 (Kolor: czerwony, Rama: M)', 1],
      ['Zapięcie U-lock', 2],
    ]);
    expect(notAdded).toEqual([
      expect.objectContaining({ name: 'Zapięcie U-lock', quantity: 3, reason: 'insufficient' }),
    ]);
  });
});
