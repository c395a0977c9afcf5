// @vitest-environment jsdom
import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../cart/types';
import { failure, fakeGateway, json, makeOrder, orderId, preparePage, refreshPage, show } from '../testing';

// The holder of the order's e-mailed link cancels an unpaid order on its page (issue 23), asked first.

let gateway: ReturnType<typeof fakeGateway>;
configure({ asyncUtilTimeout: 5_000 });
beforeAll(preparePage);
beforeEach(async () => {
  gateway = fakeGateway(() => ({ role: 'GUEST' }));
  await refreshPage();
});
afterEach(cleanup);

const open = (lang: 'pl' | 'en') =>
  show(
    'orderConfirmation',
    lang,
    lang === 'pl' ? `/pl/zamowienie/${orderId}/guest-token-123` : `/en/order/${orderId}/guest-token-123`,
    { id: orderId, token: 'guest-token-123' },
  );

describe('cancelling through the order link', () => {
  it('asks first, cancels with the token and shows the order cancelled', async () => {
    let order: OrderDetail = makeOrder({ paymentMethod: 'transfer' });
    gateway.on(`GET /api/orders/status/${orderId}`, () => json({ order }));
    gateway.on(`DELETE /api/orders/status/${orderId}`, (_body, url) => {
      if (url.searchParams.get('t') !== 'guest-token-123') return failure(404, 'not_found', 'Nie znaleziono.');
      order = { ...order, status: 'cancelled', payable: false, cancellable: false, changeable: false };
      return json({ order });
    });
    open('pl');
    await userEvent.click(await screen.findByRole('button', { name: 'Anuluj zamówienie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anulować zamówienie ZAM/2026/000123?' });
    expect(within(dialog).getByRole('button', { name: 'Nie anuluj' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tak, anuluj zamówienie' }));
    expect(
      await screen.findByText('Zamówienie ZAM/2026/000123 zostało anulowane. Wysłaliśmy Ci e-mail.'),
    ).toBeVisible();
    expect(await screen.findByText('Anulowane')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Anuluj zamówienie' })).not.toBeInTheDocument();
  });

  it('says why when the order can no longer be cancelled, in English', async () => {
    const order = makeOrder({ paymentMethod: 'transfer' });
    gateway.on(`GET /api/orders/status/${orderId}`, () => json({ order }));
    gateway.on(`DELETE /api/orders/status/${orderId}`, () =>
      failure(422, 'business_rule', 'This order can no longer be cancelled: it is paid or already being prepared.'),
    );
    open('en');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel the order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order can no longer be cancelled');
  });

  it('offers no cancel for a paid order', async () => {
    gateway.on(`GET /api/orders/status/${orderId}`, () =>
      json({ order: makeOrder({ status: 'in_progress', paymentStatus: 'paid' }) }),
    );
    open('en');
    expect(await screen.findByRole('heading', { name: 'Order ZAM/2026/000123' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });
});
