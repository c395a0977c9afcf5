// @vitest-environment jsdom

import { orderSummary } from '@shop/platform/order-fixtures';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../payment/payment';
import { customer, failure, fakeGateway, json, preparePage, refreshPage } from '../testing';
import PayAgainFragment from './PayAgainFragment';

// "Pay now" in a row of the account's order history (mf-checkout/pay-again).

let gateway: ReturnType<typeof fakeGateway>;

const paid = orderSummary();
const declined = orderSummary({
  id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  number: 'ZF/2026/000124',
  status: 'ready_to_pay',
  paymentStatus: 'unpaid',
  paymentMethod: 'card_polcard',
  payable: true,
  total: { amount: 123_456, currency: 'PLN' },
  createdAt: '2026-11-21T10:00:00.000Z',
});
const transfer = orderSummary({
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  number: 'ZF/2026/000125',
  status: 'new',
  paymentStatus: 'unpaid',
  paymentMethod: 'transfer',
  payable: true,
});

beforeAll(preparePage);
beforeEach(async () => {
  gateway = fakeGateway(() => customer);
  await refreshPage();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('pay again in the order list', () => {
  it('offers to pay again only for unpaid online, card and installment orders', () => {
    render(<PayAgainFragment order={declined} lang="en" />);
    expect(screen.getByRole('button', { name: 'Pay now for order ZF/2026/000124' })).toHaveTextContent('Pay now');
    cleanup();
    render(<PayAgainFragment order={paid} lang="en" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    cleanup();
    // A transfer is paid at the bank: its details page says how.
    render(<PayAgainFragment order={transfer} lang="en" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('pays again: asks for a new payment and goes to the provider', async () => {
    const go = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    gateway.on(`GET /api/orders/payment/${declined.id}`, () =>
      json({
        order: {
          id: declined.id,
          number: declined.number,
          status: 'ready_to_pay',
          paymentStatus: 'unpaid',
          total: declined.total,
        },
        payment: {
          transactionId: 't-2',
          method: 'card_polcard',
          action: { kind: 'redirect', url: 'https://pay.example/t-2' },
        },
      }),
    );
    render(<PayAgainFragment order={declined} lang="pl" />);
    await userEvent.click(screen.getByRole('button', { name: 'Zapłać ponownie za zamówienie ZF/2026/000124' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://pay.example/t-2'));
    expect(gateway.calls.filter((call) => call.path === `/api/orders/payment/${declined.id}`)).toHaveLength(1);
  });

  it('says why a payment could not be started, and the button works again', async () => {
    gateway.on(`GET /api/orders/payment/${declined.id}`, () =>
      failure(422, 'payment_provider_unavailable', 'Operator płatności jest niedostępny.'),
    );
    render(<PayAgainFragment order={declined} lang="pl" />);
    const button = screen.getByRole('button', { name: /Zapłać ponownie/ });
    await userEvent.click(button);
    expect(
      await screen.findByText('Nie udało się rozpocząć płatności: Operator płatności jest niedostępny.'),
    ).toBeVisible();
    expect(button).not.toHaveAttribute('aria-busy');
  });
});
