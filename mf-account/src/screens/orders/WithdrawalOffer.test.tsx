// @vitest-environment jsdom
import type { OrderDetail } from '@shop/contracts';
import { orderDetail } from '@shop/platform/order-fixtures';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customer, fakeFragments, fakeGateway, json, preparePage, show, signedInAs } from '../../testing';

// Issue 27: the order page offers "Withdraw from contract" while the period runs, with the order filled in
// for the form, and says why there is none for an engraved bike; a dealer's order says nothing.

function OrderViewStandIn({ actions }: { order: OrderDetail; lang: string; actions?: ReactNode }) {
  return <article aria-label="mf-checkout/order-view">{actions}</article>;
}

let gateway: ReturnType<typeof fakeGateway>;
let removeFragments: () => void;

beforeAll(preparePage);
beforeEach(async () => {
  gateway = fakeGateway(() => customer);
  await signedInAs();
  removeFragments = fakeFragments({ 'mf-checkout/order-view': OrderViewStandIn });
  sessionStorage.clear();
});
afterEach(() => {
  removeFragments();
  cleanup();
});

describe('withdrawal on the order page', () => {
  it('offers the button with the last day and leaves the order for the form', async () => {
    const order = orderDetail({ withdrawal: { available: true, periodEndsOn: '2026-12-28', reason: null } });
    gateway.on(`GET /api/orders/${order.id}`, () => json({ order }));
    show('orderDetails', 'pl', `/pl/konto/zamowienia/${order.id}`, { id: order.id });
    expect(await screen.findByText('Możesz odstąpić od umowy bez podania przyczyny do 28.12.2026.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Odstąp od umowy' });
    expect(link).toHaveAttribute('href', '/pl/odstapienie-od-umowy');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(JSON.parse(sessionStorage.getItem('shop.withdrawal.prefill') ?? '{}')).toMatchObject({
      orderNumber: order.number,
      email: order.email,
    });
  });

  it('says why an engraved bike has none', async () => {
    const order = orderDetail({ withdrawal: { available: false, periodEndsOn: null, reason: 'custom_made' } });
    gateway.on(`GET /api/orders/${order.id}`, () => json({ order }));
    show('orderDetails', 'en', `/en/account/orders/${order.id}`, { id: order.id });
    expect(await screen.findByText(/made to your specification/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Withdraw from contract' })).toBeNull();
  });

  it('says nothing on a dealer’s order', async () => {
    const order = orderDetail({ withdrawal: { available: false, periodEndsOn: null, reason: 'b2b' } });
    gateway.on(`GET /api/orders/${order.id}`, () => json({ order }));
    show('orderDetails', 'en', `/en/account/orders/${order.id}`, { id: order.id });
    await screen.findByRole('article', { name: 'mf-checkout/order-view' });
    expect(screen.queryByRole('region', { name: 'Withdrawal from the contract' })).toBeNull();
  });
});
