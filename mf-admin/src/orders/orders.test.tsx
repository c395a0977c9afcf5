// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

const id = '5d3c2b1a-0f9e-4d8c-b7a6-958473625140';
const address = {
  firstName: 'Zofia',
  lastName: 'Żółw',
  companyName: null,
  street: 'Długa 1',
  zipCode: '00-001',
  city: 'Warszawa',
  country: 'PL',
};
const summary = {
  id,
  number: 'ZF/2026/000123',
  type: 'STANDARD',
  status: 'new',
  paymentStatus: 'unpaid',
  adminPaymentStatus: 'unpaid',
  deliveryMethod: 'COURIER',
  paymentMethod: 'transfer',
  total: { amount: 129_900, currency: 'PLN' },
  payable: true,
  customerId: null,
  email: 'zofia@example.pl',
  buyer: 'Zofia Żółw',
  createdAt: '2026-11-25T09:15:00.000Z',
  updatedAt: '2026-11-25T09:15:00.000Z',
};
const pln = (amount: number) => ({ amount, currency: 'PLN' });
const detail = {
  ...summary,
  token: 'secret',
  language: 'pl',
  phone: '+48 600 100 200',
  items: [
    {
      id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      productId: 7,
      variantId: 70,
      sku: 'ZEF-BAT-500',
      name: 'Bateria 500 Wh',
      slug: 'bateria-500',
      image: null,
      optionsLabel: '',
      quantity: 1,
      unitPrice: pln(129_900),
      unitNet: pln(105_610),
      vatRate: 23,
      lineTotal: pln(129_900),
    },
  ],
  totals: {
    items: pln(129_900),
    discount: pln(0),
    delivery: pln(0),
    net: pln(105_610),
    vat: pln(24_290),
    total: pln(129_900),
  },
  promoCode: null,
  billing: address,
  delivery: address,
  comments: '',
  nextStatuses: ['in_progress', 'ready_to_pay', 'on_hold', 'scheduled', 'cancelled', 'rejected'],
  stockReleasedAt: null,
};

let me: unknown;
let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  me = staffUser('sales_employee');
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/orders', () => json({ items: [summary], total: 1, page: 1, limit: 50 }));
  gateway.on(`GET /api/admin/orders/${id}`, () => json(detail));
  gateway.on(`GET /api/admin/orders/${id}/history`, () => json({ items: [], total: 0, page: 1, limit: 10 }));
  gateway.on('GET /api/admin/transactions', () =>
    json({
      items: [
        {
          id: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
          orderId: id,
          orderNumber: summary.number,
          method: 'transfer',
          type: 'transfer',
          result: 'pending',
          provider: null,
          amount: pln(129_900),
          amountPln: pln(129_900),
          providerRef: null,
          reason: null,
          createdAt: '2026-11-25T09:16:00.000Z',
          settledAt: null,
        },
      ],
      total: 1,
      page: 1,
      limit: 100,
    }),
  );
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
