// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

const orderId = '5d3c2b1a-0f9e-4d8c-b7a6-958473625140';
const attempt = {
  id: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  orderId,
  orderNumber: 'ZF/2026/000123',
  method: 'online_tpay',
  type: 'online',
  result: 'failure',
  provider: 'tpay',
  amount: { amount: 129_900, currency: 'PLN' },
  amountPln: { amount: 129_900, currency: 'PLN' },
  providerRef: 'TR-1',
  reason: 'declined',
  createdAt: '2026-11-25T09:16:00.000Z',
  settledAt: '2026-11-25T09:17:00.000Z',
  recordedBy: null,
  note: null,
  returnNumber: null,
};

let me: unknown;
let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  me = staffUser('sales_employee');
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/transactions', () => json({ items: [attempt], total: 1, page: 1, limit: 50 }));
  await signedIn();
});
afterEach(cleanup);

describe('the transactions list', () => {
  it('lists each attempt with its type, method, result and amount, leading to its order', async () => {
    showPanel('pl', '/transactions');
    const table = await screen.findByRole('table', { name: 'Transakcje płatności' });
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'ZF/2026/000123' })).toHaveAttribute(
      'href',
      `/pl/admin/orders/${orderId}`,
    );
    expect(first).toHaveTextContent('Online');
    expect(first).toHaveTextContent('Płatność online (Tpay)');
    expect(first).toHaveTextContent('Nieudana');
    expect(first).toHaveTextContent(/1\s299,00\szł/);
  });

  it('filters by type and result on the server', async () => {
    showPanel('en', '/transactions');
    await screen.findByRole('table', { name: 'Payment transactions' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'transfer');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Result' }), 'success');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => {
      const last = gateway.calls.filter((call) => call.path === '/api/admin/transactions').at(-1);
      expect(new URLSearchParams(last?.search)).toEqual(
        new URLSearchParams('filters[type]=transfer&filters[result]=success'),
      );
    });
  });
});

describe('recording a payment by hand', () => {
  it('is offered only to staff who may create transactions', async () => {
    showPanel('en', '/transactions');
    await screen.findByRole('table', { name: 'Payment transactions' });
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
  });

  it('sends the typed number, type, amount in minor units, day and note, and shows refusals', async () => {
    me = staffUser('sales_manager');
    await signedIn();
    gateway.on('POST /api/admin/transactions', (body) =>
      (body as { type: string }).type === 'return'
        ? json(
            {
              error: {
                code: 'business_rule',
                message: 'Zwroty i obciążenia zwrotne tego zamówienia przekroczyłyby wpłaconą kwotę',
              },
            },
            422,
          )
        : json({ ...attempt, type: 'transfer', result: 'success', recordedBy: 'Ewa Nowak' }, 201),
    );
    showPanel('pl', '/transactions/new');
    await userEvent.type(await screen.findByRole('textbox', { name: /Nr zamówienia/ }), 'ZF/2026/000123');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Rodzaj/ }), 'return');
    await userEvent.type(screen.getByRole('textbox', { name: /Kwota/ }), '1 299,5');
    await userEvent.click(screen.getByRole('button', { name: 'Zarejestruj płatność' }));
    expect(await screen.findByText(/przekroczyłyby wpłaconą kwotę/)).toBeVisible();
    expect(gateway.sent('POST /api/admin/transactions')).toEqual([
      expect.objectContaining({ orderNumber: 'ZF/2026/000123', type: 'return', amount: 129_950, note: '' }),
    ]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Rodzaj/ }), 'transfer');
    await userEvent.click(screen.getByRole('button', { name: 'Zarejestruj płatność' }));
    await waitFor(() => expect(gateway.sent('POST /api/admin/transactions')).toHaveLength(2));
  });
});
