// @vitest-environment jsdom
import type { AdminRefund } from '@shop/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

// The refunds section (issue 27): money going back through the payment method, with the transfers and the
// installment banks' notices staff send outside the shop and record here, once.

const id = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const orderId = '5d3c2b1a-0f9e-4d8c-b7a6-958473625140';
const waiting: AdminRefund = {
  id,
  orderId,
  orderNumber: 'ZF/2026/000321',
  amount: { amount: 24_900, currency: 'PLN' },
  reason: 'withdrawal',
  reference: 'Odstąpienie ZF/2026/000321',
  method: 'transfer',
  status: 'awaiting_transfer',
  providerRef: null,
  accountNumber: null,
  failure: null,
  attempts: 0,
  completedBy: null,
  createdAt: '2026-11-12T10:05:00.000Z',
  completedAt: null,
};

let me: unknown;
let gateway: ReturnType<typeof fakeGateway>;
let current: AdminRefund;

beforeAll(preparePage);
beforeEach(async () => {
  me = staffUser('sales_manager');
  current = { ...waiting };
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/refunds', () => json({ items: [current], total: 1, page: 1, limit: 50 }));
  gateway.on(`GET /api/admin/refunds/${id}`, () => json(current));
  await signedIn();
});
afterEach(cleanup);

describe('the refunds list', () => {
  it('lists each refund with its state and leads to it', async () => {
    showPanel('pl', '/refunds');
    const table = await screen.findByRole('table', { name: 'Zwroty środków' });
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'ZF/2026/000321' })).toHaveAttribute(
      'href',
      `/pl/admin/refunds/${id}`,
    );
    expect(first).toHaveTextContent('Odstąpienie ZF/2026/000321');
    expect(first).toHaveTextContent('Czeka na przelew');
    expect(first).toHaveTextContent(/249,00\szł/);
  });

  it('asks the server for the refunds waiting for staff', async () => {
    showPanel('en', '/refunds');
    await screen.findByRole('table', { name: 'Refunds' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'awaiting_staff');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Order number' }), '000321');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => {
      const last = gateway.calls.filter((call) => call.path === '/api/admin/refunds').at(-1);
      const query = new URLSearchParams(last?.search);
      expect(query.get('filters[status]')).toBe('awaiting_staff');
      expect(query.get('filters[orderNumber]')).toBe('000321');
    });
  });
});

describe('one refund', () => {
  it('asks for the account the transfer went to, records it once and shows it completed', async () => {
    gateway.on(`POST /api/admin/refunds/${id}/sent`, (sent) => {
      const body = sent as { accountNumber?: string };
      if (!body.accountNumber) {
        return failure(400, 'validation_failed', 'Sprawdź zaznaczone pola.', {
          accountNumber: 'Podaj numer rachunku, na który wysłano przelew.',
        });
      }
      current = {
        ...current,
        status: 'completed',
        accountNumber: body.accountNumber.replace(/\s+/g, ''),
        providerRef: current.reference,
        completedBy: 'Ewa Kowalska',
        completedAt: '2026-11-13T08:00:00.000Z',
      };
      return json(current);
    });
    showPanel('pl', `/refunds/${id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Zwrot środków – zamówienie ZF/2026/000321' }),
    ).toBeVisible();
    expect(screen.getByTestId('refund-state')).toHaveTextContent('Czeka na przelew');
    expect(screen.getByText(/z tytułem Odstąpienie ZF\/2026\/000321/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Odstąpienie ZF/2026/000321' })).toHaveAttribute(
      'href',
      `/pl/admin/withdrawals/${id}`,
    );

    await userEvent.type(
      screen.getByRole('textbox', { name: /Rachunek klienta/ }),
      'PL61 1090 1014 0000 0712 1981 2874',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Przelew wysłany' }));
    expect(await screen.findByText(/^Zapisano zwrot 249,00\szł/)).toBeVisible();
    expect(gateway.sent(`POST /api/admin/refunds/${id}/sent`)).toEqual([
      { accountNumber: 'PL61 1090 1014 0000 0712 1981 2874' },
    ]);
    await waitFor(() => expect(screen.getByTestId('refund-state')).toHaveTextContent('Wykonany'));
    expect(screen.getByText('PL61109010140000071219812874')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Przelew wysłany' })).toBeNull();
  });

  it("shows the server's word on a missing account at its field", async () => {
    gateway.on(`POST /api/admin/refunds/${id}/sent`, () =>
      failure(400, 'validation_failed', 'Check the marked fields.', {
        accountNumber: 'Give the account the transfer was sent to.',
      }),
    );
    showPanel('en', `/refunds/${id}`);
    const account = await screen.findByRole('textbox', { name: /Customer's account/ });
    // The browser's own check is what stops an empty field first; the server says the same.
    account.removeAttribute('required');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer sent' }));
    expect(await screen.findByText('Give the account the transfer was sent to.')).toBeVisible();
    expect(account).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('refund-state')).toHaveTextContent('Awaiting transfer');
  });

  it('asks nothing of an installment refund but the notice to the bank', async () => {
    current = { ...waiting, method: 'installment_eraty', status: 'awaiting_notice' };
    gateway.on(`POST /api/admin/refunds/${id}/sent`, () => {
      current = { ...current, status: 'completed', completedAt: '2026-11-13T08:00:00.000Z' };
      return json(current);
    });
    showPanel('en', `/refunds/${id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Bank notified' }));
    expect(screen.queryByRole('textbox', { name: /Customer's account/ })).toBeNull();
    await waitFor(() => expect(screen.getByTestId('refund-state')).toHaveTextContent('Completed'));
    expect(gateway.sent(`POST /api/admin/refunds/${id}/sent`)).toEqual([{}]);
  });

  it('offers a transfer instead of a refund the provider refused, saying why', async () => {
    current = {
      ...waiting,
      method: 'online_tpay',
      status: 'failed',
      attempts: 1,
      failure: 'Operator odmówił zwrotu (Refund amount exceeds the transaction amount).',
    };
    showPanel('pl', `/refunds/${id}`);
    expect(await screen.findByText(/Operator odmówił zwrotu/)).toBeVisible();
    expect(screen.getByTestId('refund-state')).toHaveTextContent('Odrzucony – zwróć przelewem');
    expect(screen.getByRole('button', { name: 'Przelew wysłany' })).toBeVisible();
  });

  it('shows staff who may only read payments the refund without the form', async () => {
    me = staffUser('sales_employee');
    await signedIn();
    showPanel('pl', `/refunds/${id}`);
    expect(await screen.findByTestId('refund-state')).toHaveTextContent('Czeka na przelew');
    expect(screen.queryByRole('button', { name: 'Przelew wysłany' })).toBeNull();
    expect(screen.getByText(/może zapisać osoba z uprawnieniem/)).toBeVisible();
  });

  it('shows staff without the payments permissions the 403 screen, asking nothing of payments', async () => {
    me = staffUser('warehouse_employee');
    await signedIn();
    showPanel('pl', `/refunds/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Brak dostępu' })).toBeVisible();
    expect(gateway.calls.filter((call) => call.path.startsWith('/api/admin/refunds'))).toEqual([]);
  });
});

describe('the dashboard', () => {
  it('counts the refunds waiting for staff, says since when the oldest waits and leads to them', async () => {
    showPanel('pl', '/');
    const widget = within(await screen.findByRole('region', { name: 'Zwroty środków' }));
    expect(await widget.findByTestId('kpi-refunds-waiting')).toHaveTextContent('1');
    expect(widget.getByText(/Najstarszy czeka od 12\.11\.2026/)).toBeVisible();
    expect(widget.getByRole('link', { name: 'Pokaż zwroty czekające na nas' })).toHaveAttribute(
      'href',
      '/pl/admin/refunds?filters[status]=awaiting_staff',
    );
    const asked = gateway.calls.find((call) => call.path === '/api/admin/refunds');
    const query = new URLSearchParams(asked?.search);
    expect([query.get('filters[status]'), query.get('sort'), query.get('dir'), query.get('limit')]).toEqual([
      'awaiting_staff',
      null,
      'asc',
      '1',
    ]);
  });

  it('says nothing waits when nothing does', async () => {
    gateway.on('GET /api/admin/refunds', () => json({ items: [], total: 0, page: 1, limit: 1 }));
    showPanel('en', '/');
    const widget = within(await screen.findByRole('region', { name: 'Refunds' }));
    expect(await widget.findByText('No refund waits for a transfer or a notice to the bank.')).toBeVisible();
    expect(widget.getByTestId('kpi-refunds-waiting')).toHaveTextContent('0');
  });
});
