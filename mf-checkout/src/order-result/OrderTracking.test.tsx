// @vitest-environment jsdom
import { cleanup, configure, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeGateway, json, makeOrder, orderId, preparePage, refreshPage, show } from '../testing';

// A guest's order page once the parcel has left (issue 17): the carrier's tracking page, as the signed-in
// customer's order page and the order-updated e-mail give it.

let gateway: ReturnType<typeof fakeGateway>;

configure({ asyncUtilTimeout: 5_000 });
beforeAll(preparePage);
beforeEach(async () => {
  gateway = fakeGateway(() => ({ role: 'GUEST' }));
  await refreshPage();
});
afterEach(cleanup);

const sent = (url: string | null) =>
  makeOrder({
    status: 'sent',
    paymentStatus: 'paid',
    cancellable: false,
    tracking: { carrier: 'inpost', trackingNumber: '620000000000000000000001', url },
  });

describe("the guest's order page", () => {
  it('links a sent order to the carrier’s tracking page, in a new tab', async () => {
    const url = 'https://inpost.pl/sledzenie-przesylek?number=620000000000000000000001';
    gateway.on(`GET /api/orders/status/${orderId}`, () => json({ order: sent(url) }));
    show('orderConfirmation', 'pl', `/pl/zamowienie/${orderId}/guest-token-123`, {
      id: orderId,
      token: 'guest-token-123',
    });
    const link = await screen.findByRole('link', { name: 'Śledź przesyłkę 620000000000000000000001' });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows no link for a carrier without a tracking page (the shop’s own transport)', async () => {
    gateway.on(`GET /api/orders/status/${orderId}`, () => json({ order: sent(null) }));
    show('orderConfirmation', 'en', `/en/order/${orderId}/guest-token-123`, { id: orderId, token: 'guest-token-123' });
    expect(await screen.findByRole('heading', { name: /ZAM\/2026\/000123/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Track parcel/ })).not.toBeInTheDocument();
  });
});
