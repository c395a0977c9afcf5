// @vitest-environment jsdom
import type { OrderDetail } from '@shop/contracts';
import { orderDetail } from '@shop/platform/order-fixtures';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import OrderViewFragment from '../fragments/OrderViewFragment';
import { customer, fakeGateway, preparePage, refreshPage } from '../testing';

// Issue 27: the order's view (the guest's order page, and the account's through mf-checkout/order-view)
// offers "Withdraw from contract" while the period runs, with the order filled in for the form, and says why
// there is none for an engraved bike; a dealer's order says nothing.

const withdrawal = (value: OrderDetail['withdrawal']) => orderDetail({ withdrawal: value }) as OrderDetail;

beforeAll(preparePage);
beforeEach(async () => {
  fakeGateway(() => customer);
  await refreshPage();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('withdrawal on the order’s view', () => {
  it('offers the button with the last day and leaves the order for the form', async () => {
    const order = withdrawal({ available: true, periodEndsOn: '2026-12-28', reason: null });
    render(<OrderViewFragment order={order} lang="pl" />);
    expect(screen.getByText('Możesz odstąpić od umowy bez podania przyczyny do 28.12.2026.')).toBeVisible();
    const link = screen.getByRole('link', { name: 'Odstąp od umowy' });
    expect(link).toHaveAttribute('href', '/pl/odstapienie-od-umowy');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(JSON.parse(sessionStorage.getItem('shop.withdrawal.prefill') ?? '{}')).toMatchObject({
      orderNumber: order.number,
      email: order.email,
    });
  });

  it('says why an engraved bike has none', () => {
    render(
      <OrderViewFragment
        order={withdrawal({ available: false, periodEndsOn: null, reason: 'custom_made' })}
        lang="en"
      />,
    );
    expect(screen.getByText(/made to your specification/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Withdraw from contract' })).toBeNull();
  });

  it('says nothing on a dealer’s order', () => {
    render(<OrderViewFragment order={withdrawal({ available: false, periodEndsOn: null, reason: 'b2b' })} lang="en" />);
    expect(screen.getByRole('heading', { name: /^Order / })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Withdrawal from the contract' })).toBeNull();
  });
});
