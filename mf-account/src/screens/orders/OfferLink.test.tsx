// @vitest-environment jsdom
import type { OrderDetail } from '@shop/contracts';
import { orderDetail } from '@shop/platform/order-fixtures';
import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customer, fakeFragments, fakeGateway, json, preparePage, show, signedInAs } from '../../testing';

// Issue 23: a proposal among the customer's orders leads to its page, where it is accepted or rejected.

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
});
afterEach(() => {
  removeFragments();
  cleanup();
});

describe('a proposal in the account', () => {
  it('links to the offer’s page with its token', async () => {
    const order = orderDetail({ type: 'PROPOSAL' });
    gateway.on(`GET /api/orders/${order.id}`, () => json({ order }));
    show('orderDetails', 'pl', `/pl/konto/zamowienia/${order.id}`, { id: order.id });
    expect(await screen.findByRole('link', { name: 'Zobacz ofertę i odpowiedz na nią' })).toHaveAttribute(
      'href',
      `/pl/zamowienie/${order.id}/${order.token}`,
    );
  });

  it('shows no such link on an ordinary order', async () => {
    const order = orderDetail();
    gateway.on(`GET /api/orders/${order.id}`, () => json({ order }));
    show('orderDetails', 'en', `/en/account/orders/${order.id}`, { id: order.id });
    await screen.findByRole('article', { name: 'mf-checkout/order-view' });
    expect(screen.queryByRole('link', { name: 'View and answer the offer' })).toBeNull();
  });
});
