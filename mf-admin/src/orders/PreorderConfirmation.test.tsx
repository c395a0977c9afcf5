// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';
import { detail, id, pln } from './order-fixtures';

// Staff confirm a dealer's preorder on its order page (issue 23): asked first, then the amount due in PLN and
// the rate used show; a stale page is told so.

const preorder = {
  ...detail,
  type: 'PREORDER',
  status: 'preorder',
  paymentMethod: 'preorder',
  deliveryMethod: 'PREORDER',
  total: { amount: 1_234_567, currency: 'EUR' },
  nextStatuses: ['scheduled', 'in_progress', 'on_hold', 'cancelled', 'rejected'],
  version: 2,
  cancellable: false,
  changeable: false,
  preorderPayment: null,
};
const confirmed = {
  ...preorder,
  version: 3,
  preorderPayment: {
    confirmedAt: '2026-11-26T10:00:00.000Z',
    amountPln: pln(5_238_391),
    rate: {
      ratePln: '4.243100',
      source: 'NBP 229/A/NBP/2026',
      table: '229/A/NBP/2026',
      effectiveAt: '2026-11-25T11:45:00.000Z',
    },
    transfer: null,
  },
};

let me: unknown;
let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  me = staffUser('sales_employee');
  gateway = fakeGateway(() => me);
  gateway.on(`GET /api/admin/orders/${id}`, () => json(preorder));
  gateway.on(`GET /api/admin/orders/${id}/history`, () => json({ items: [], total: 0, page: 1, limit: 10 }));
  gateway.on('GET /api/admin/transactions', () => json({ items: [], total: 0, page: 1, limit: 100 }));
  await signedIn();
});
afterEach(cleanup);

describe('confirming a preorder', () => {
  it('asks, confirms from the version shown, and shows the amount due in PLN with the rate', async () => {
    gateway.on(`POST /api/admin/orders/${id}/preorder-confirmation`, () => json(confirmed));
    showPanel('pl', `/orders/${id}`);
    const panel = await screen.findByRole('region', { name: 'Płatność za przedsprzedaż' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Potwierdź przedsprzedaż' }));
    const dialog = await screen.findByRole('dialog', { name: 'Potwierdzić przedsprzedaż ZF/2026/000123?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Potwierdź przedsprzedaż' }));
    expect(await within(panel).findByText(/52\s383,91\szł/)).toBeVisible();
    expect(within(panel).getByText('1 EUR = 4.243100 PLN (NBP 229/A/NBP/2026)')).toBeVisible();
    expect(gateway.sent(`POST /api/admin/orders/${id}/preorder-confirmation`)).toEqual([{ version: 2 }]);
  });

  it('says when the order changed meanwhile', async () => {
    gateway.on(`POST /api/admin/orders/${id}/preorder-confirmation`, () =>
      failure(409, 'conflict', 'Someone else saved this in the meantime.'),
    );
    showPanel('en', `/orders/${id}`);
    const panel = await screen.findByRole('region', { name: 'Preorder payment' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Confirm preorder' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Confirm preorder ZF/2026/000123?' })).getByRole('button', {
        name: 'Confirm preorder',
      }),
    );
    expect(await screen.findByText('Someone else saved this in the meantime.')).toBeVisible();
  });

  it('shows a confirmed preorder without the button', async () => {
    gateway.on(`GET /api/admin/orders/${id}`, () => json(confirmed));
    showPanel('en', `/orders/${id}`);
    const panel = await screen.findByRole('region', { name: 'Preorder payment' });
    expect(within(panel).getByText(/52\s383\.91\sPLN/)).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Confirm preorder' })).not.toBeInTheDocument();
  });
});
