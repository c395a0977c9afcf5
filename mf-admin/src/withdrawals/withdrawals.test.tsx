// @vitest-environment jsdom
import type { AdminWithdrawalDetail, AdminWithdrawalSummary } from '@shop/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

const id = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const orderId = '5d3c2b1a-0f9e-4d8c-b7a6-958473625140';
const summary: AdminWithdrawalSummary = {
  id,
  orderId,
  orderNumber: 'ZF/2026/000321',
  name: 'Anna Zwrotna',
  email: 'anna@example.com',
  status: 'received',
  receivedAt: '2026-11-10T09:15:00.000Z',
  goodsDueOn: '2026-11-24',
  refundDueOn: '2026-11-24',
  refundLate: true,
  refund: null,
};
const detail: AdminWithdrawalDetail = {
  ...summary,
  version: 1,
  language: 'pl',
  periodEndsOn: '2026-11-20',
  lines: [
    {
      itemId: '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
      name: 'Sakwa Zefir 20 l',
      optionsLabel: '',
      sku: 'SAK-20',
      quantity: 1,
      paid: { amount: 24_900, currency: 'PLN' },
    },
  ],
  order: {
    id: orderId,
    number: 'ZF/2026/000321',
    status: 'completed',
    total: { amount: 52_700, currency: 'PLN' },
    paymentMethod: 'online_tpay',
    deliveryMethod: 'COURIER',
    shipsGoods: true,
  },
  goodsReceivedAt: null,
  proofReceivedAt: null,
  goodsRecordedBy: null,
  refundAmount: { amount: 24_900, currency: 'PLN' },
  refundDelivery: { amount: 0, currency: 'PLN' },
  refundStatus: null,
  refundRequestedAt: null,
  refundRequestedBy: null,
  refundCompletedAt: null,
  refundFailure: null,
  refundWithheld: true,
  correctionInvoice: null,
};

let me: unknown;
let gateway: ReturnType<typeof fakeGateway>;
let current: AdminWithdrawalDetail;

beforeAll(preparePage);
beforeEach(async () => {
  me = staffUser('sales_employee');
  current = { ...detail };
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/withdrawals', () => json({ items: [summary], total: 1, page: 1, limit: 50 }));
  gateway.on(`GET /api/admin/withdrawals/${id}`, () => json(current));
  await signedIn();
});
afterEach(cleanup);

describe('the withdrawals list', () => {
  it('lists each statement with its deadlines, marks a late refund and leads to the withdrawal', async () => {
    showPanel('pl', '/withdrawals');
    const table = await screen.findByRole('table', { name: 'Odstąpienia od umowy' });
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'ZF/2026/000321' })).toHaveAttribute(
      'href',
      `/pl/admin/withdrawals/${id}`,
    );
    expect(first).toHaveTextContent('Anna Zwrotna');
    expect(first).toHaveTextContent('Przyjęte');
    expect(within(first!).getByText('Po terminie')).toBeVisible();
  });

  it('filters by the order number and the late refunds on the server', async () => {
    showPanel('en', '/withdrawals');
    await screen.findByRole('table', { name: 'Withdrawals' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Order' }), '000321');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Refund late' }), 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => {
      const last = gateway.calls.filter((call) => call.path === '/api/admin/withdrawals').at(-1);
      expect(new URLSearchParams(last?.search).get('filters[number]')).toBe('000321');
      expect(new URLSearchParams(last?.search).get('filters[late]')).toBe('true');
    });
  });
});

describe('one withdrawal', () => {
  it('withholds the refund until the goods are back, then refunds once with the version shown', async () => {
    gateway.on(`POST /api/admin/withdrawals/${id}/goods`, () => {
      current = {
        ...current,
        version: 2,
        status: 'goods_received',
        goodsReceivedAt: '2026-11-12T10:00:00.000Z',
        goodsRecordedBy: 'Ewa Kowalska',
        refundWithheld: false,
      };
      return json(current);
    });
    gateway.on(`POST /api/admin/withdrawals/${id}/refund`, () => {
      current = {
        ...current,
        version: 3,
        status: 'refund_requested',
        refundStatus: 'requested',
        refundRequestedAt: '2026-11-12T10:05:00.000Z',
        refundRequestedBy: 'Ewa Kowalska',
        correctionInvoice: { id: '0a1b2c3d-4e5f-4607-8819-2a3b4c5d6e7f', number: 'FK/2026/000007' },
      };
      return json(current);
    });
    showPanel('pl', `/withdrawals/${id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Odstąpienie od umowy – zamówienie ZF/2026/000321' }),
    ).toBeVisible();
    expect(screen.getByText(/Zwrot pieniędzy czeka na towar/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Zwróć/ })).toBeNull();
    expect(screen.getByTestId('refund-amount')).toHaveTextContent(/249,00\szł/);

    await userEvent.click(screen.getByRole('button', { name: 'Towar otrzymany' }));
    expect(await screen.findByText('Odnotowano otrzymanie towaru – wraca na stan magazynu')).toBeVisible();
    expect(gateway.sent(`POST /api/admin/withdrawals/${id}/goods`)).toEqual([{ kind: 'received', version: 1 }]);

    await userEvent.click(await screen.findByRole('button', { name: /^Zwróć 249,00\szł$/ }));
    expect(await screen.findByText('Zlecono zwrot pieniędzy')).toBeVisible();
    expect(gateway.sent(`POST /api/admin/withdrawals/${id}/refund`)).toEqual([{ version: 2 }]);
    await waitFor(() => expect(screen.getByTestId('refund-status')).toHaveTextContent('Zlecony'));
    expect(
      within(screen.getByTestId('correction-invoice')).getByRole('link', { name: 'FK/2026/000007' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Zwróć/ })).toBeNull();
    // A transfer or a bank's notice is recorded on the refund's own page.
    expect(screen.getByRole('link', { name: /^Zobacz zwrot środków/ })).toHaveAttribute(
      'href',
      `/pl/admin/refunds/${id}`,
    );
    expect(screen.getByText(/Płatność online \(Tpay\)/)).toBeVisible();
  });

  it('says so when someone else changed the withdrawal first, and shows it as it is now', async () => {
    gateway.on(`POST /api/admin/withdrawals/${id}/goods`, () => {
      current = { ...current, version: 2, status: 'proof_received', proofReceivedAt: '2026-11-12T10:00:00.000Z' };
      return failure(409, 'conflict', 'Someone else saved this in the meantime. Reload and try again.');
    });
    showPanel('en', `/withdrawals/${id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Goods received' }));
    expect(await screen.findByText(/Someone else saved this in the meantime/)).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('withdrawal-status')).toHaveTextContent('Proof of sending'));
  });

  it('shows staff without the returns permissions the 403 screen, asking nothing of orders', async () => {
    me = staffUser('warehouse_employee');
    await signedIn();
    showPanel('pl', `/withdrawals/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Brak dostępu' })).toBeVisible();
    expect(gateway.calls.filter((call) => call.path.startsWith('/api/admin/withdrawals'))).toEqual([]);
  });
});
