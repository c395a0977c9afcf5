// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';
import { detail, id, pendingTransfers, summary } from './order-fixtures';

let me: unknown;
let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  me = staffUser('sales_employee');
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/orders', () => json({ items: [summary], total: 1, page: 1, limit: 50 }));
  gateway.on(`GET /api/admin/orders/${id}`, () => json(detail));
  gateway.on(`GET /api/admin/orders/${id}/history`, () => json({ items: [], total: 0, page: 1, limit: 10 }));
  gateway.on('GET /api/admin/transactions', () => json(pendingTransfers));
  await signedIn();
});
afterEach(cleanup);

describe('the orders list', () => {
  it('lists number, buyer, status, payment and total, each row leading to the order', async () => {
    showPanel('pl', '/orders');
    const table = await screen.findByRole('table', { name: 'Zamówienia sklepu' });
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'ZF/2026/000123' })).toHaveAttribute(
      'href',
      `/pl/admin/orders/${id}`,
    );
    expect(first).toHaveTextContent('Zofia Żółw · zofia@example.pl');
    expect(first).toHaveTextContent('Nowe');
    expect(first).toHaveTextContent('Nieopłacone · Przelew tradycyjny');
    expect(first).toHaveTextContent(/1\s299,00\szł/);
  });

  it('filters by status, payment status and number on the server', async () => {
    showPanel('en', '/orders');
    await screen.findByRole('table', { name: 'Orders of the shop' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Number' }), '000123');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'in_progress');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Payment status' }), 'partially_paid');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => {
      const last = gateway.calls.filter((call) => call.path === '/api/admin/orders').at(-1);
      expect(new URLSearchParams(last?.search)).toEqual(
        new URLSearchParams('filters[number]=000123&filters[status]=in_progress&filters[paymentStatus]=partially_paid'),
      );
    });
  });
});

describe('one order', () => {
  it('shows lines, addresses and payments, and offers only the allowed next statuses', async () => {
    showPanel('pl', `/orders/${id}`);
    expect(await screen.findByRole('heading', { name: 'Zamówienie ZF/2026/000123', level: 1 })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Bateria 500 Wh' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Adres dostawy' })).toBeVisible();
    const payments = await screen.findByRole('region', { name: 'Płatności' });
    expect(await within(payments).findByText('Oczekuje')).toBeVisible();
    const choices = within(screen.getByRole('combobox', { name: 'Nowy status' }))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(choices).toEqual(['', ...detail.nextStatuses]);
  });

  it('moves the order from the status shown, after asking', async () => {
    gateway.on(`POST /api/admin/orders/${id}/status`, () =>
      json({
        ...detail,
        status: 'in_progress',
        nextStatuses: ['scheduled', 'ready_to_pick', 'sent', 'on_hold', 'cancelled'],
      }),
    );
    showPanel('pl', `/orders/${id}`);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Nowy status' }), 'in_progress');
    await userEvent.click(screen.getByRole('button', { name: 'Zmień status' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Zmienić status zamówienia ZF/2026/000123 na „W realizacji”?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zmień status' }));
    await waitFor(() =>
      expect(gateway.sent(`POST /api/admin/orders/${id}/status`)).toEqual([{ from: 'new', to: 'in_progress' }]),
    );
    expect(await screen.findByText('Status zamówienia zmieniono na „W realizacji”')).toBeInTheDocument();
  });

  it('says so and shows the order anew when it moved meanwhile (409)', async () => {
    gateway.on(`POST /api/admin/orders/${id}/status`, () => failure(409, 'conflict', 'Ktoś właśnie zmienił te dane.'));
    showPanel('en', `/orders/${id}`);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'New status' }), 'cancelled');
    await userEvent.click(screen.getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The reserved goods go back into stock');
    const loadsBefore = gateway.calls.filter((call) => call.path === `/api/admin/orders/${id}`).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    await waitFor(() =>
      expect(gateway.calls.filter((call) => call.path === `/api/admin/orders/${id}`).length).toBe(loadsBefore + 1),
    );
  });

  it('offers no status change to staff who may only read orders', async () => {
    me = staffUser('warehouse_employee');
    showPanel('pl', `/orders/${id}`);
    expect(await screen.findByRole('heading', { name: 'Zamówienie ZF/2026/000123', level: 1 })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Nowy status' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Płatności' })).toBeNull();
  });
});

describe("an order line's chosen options", () => {
  it('lists them under the line with what they cost, and downloads a logo file', async () => {
    const logo = { id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f', name: 'logo firmy.png', mime: 'image/png', size: 2_048 };
    const [line] = detail.items;
    gateway.on(`GET /api/admin/orders/${id}`, () =>
      json({
        ...detail,
        items: [
          {
            ...line,
            options: [
              {
                optionId: 11,
                code: 'fitting',
                name: 'Zamontuj przed wysyłką',
                kind: 'SELECT_MULTIPLE',
                display: 'checkbox',
                value: [1, 2],
                text: 'Dzwonek, Nóżka',
                priceDelta: { amount: 10_800, currency: 'PLN' },
              },
              {
                optionId: 12,
                code: 'logo',
                name: 'Plik z logo',
                kind: 'FILE',
                display: 'file',
                value: logo.id,
                text: logo.name,
                priceDelta: null,
                file: logo,
              },
            ],
          },
        ],
      }),
    );
    gateway.on(`GET /api/admin/orders/${id}/files/${logo.id}`, () => new Response('PNG'));
    const createObjectURL = vi.fn(() => 'blob:logo');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    showPanel('pl', `/orders/${id}`);

    expect(await screen.findByText('Dzwonek, Nóżka')).toBeVisible();
    expect(screen.getByText(/\+108,00\szł/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Pobierz plik logo firmy.png' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(gateway.calls.some((c) => c.path === `/api/admin/orders/${id}/files/${logo.id}`)).toBe(true);
  });
});
