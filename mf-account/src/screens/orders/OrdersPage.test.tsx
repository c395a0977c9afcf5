// @vitest-environment jsdom

import type { OrderSummary } from '@shop/contracts';
import { orderSummary } from '@shop/platform/order-fixtures';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  customer,
  failure,
  fakeFragments,
  fakeGateway,
  guest,
  json,
  preparePage,
  show,
  signedInAs,
} from '../../testing';

let gateway: ReturnType<typeof fakeGateway>;
let me: unknown;
let removeFragments: () => void;

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
const odd = orderSummary({
  id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  number: 'ZF/2026/000126',
  status: 'lost_in_space' as never,
  paymentStatus: 'contact_us',
});

/** What mf-checkout/pay-again is handed (it decides itself whether the order can be paid again). */
function PayAgainStandIn({ order, size }: { order: OrderSummary; size?: string }) {
  return <button type="button">{`Pay ${order.number} (${size})`}</button>;
}

beforeAll(preparePage);
beforeEach(async () => {
  me = customer;
  gateway = fakeGateway(() => me);
  removeFragments = fakeFragments({ 'mf-checkout/pay-again': PayAgainStandIn });
  gateway.on('GET /api/orders', () => json({ items: [declined, paid, transfer, odd], total: 4, page: 1, limit: 50 }));
  await signedInAs();
});
afterEach(() => {
  cleanup();
  removeFragments();
  vi.restoreAllMocks();
});

const rowOf = async (number: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(number) })).closest('tr') as HTMLElement;

describe('the order list', () => {
  it('shows each order with its number, date, status, payment and total', async () => {
    show('orders', 'pl', '/pl/konto/zamowienia');
    const row = await rowOf('ZF/2026/000124');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.lastElementChild?.textContent);
    expect(cells.slice(0, 4)).toEqual(['21.11.2026', 'Czeka na płatność', 'Nieopłacone', '1\u00a0234,56\u00a0zł']);
    expect(within(row).getByRole('link', { name: 'ZF/2026/000124' })).toHaveAttribute(
      'href',
      `/pl/konto/zamowienia/${declined.id}`,
    );
    expect(within(await rowOf('ZF/2026/000123')).getByText('Opłacone').dataset.paymentStatus).toBe('paid');
    // SPEC §4: 'contact us' is a warning, and a status the page does not know reads 'unknown'.
    const oddRow = await rowOf('ZF/2026/000126');
    expect(within(oddRow).getByText('Skontaktuj się z nami').dataset.tone).toBe('warning');
    expect(within(oddRow).getByText('Nieznany')).toBeVisible();
    expect(gateway.calls.find((call) => call.path === '/api/orders')).toBeTruthy();
  });

  it("shows a dealer each order's net and VAT beside the total, in both languages; a retail customer neither", async () => {
    show('orders', 'pl', '/pl/konto/zamowienia');
    await rowOf('ZF/2026/000123');
    expect(screen.queryByRole('columnheader', { name: 'Netto' })).not.toBeInTheDocument();
    cleanup();
    me = { ...customer, customerType: 'b2b' };
    await signedInAs();
    show('orders', 'pl', '/pl/konto/zamowienia');
    const row = await rowOf('ZF/2026/000123');
    expect(screen.getByRole('columnheader', { name: 'Netto' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'VAT' })).toBeVisible();
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.lastElementChild?.textContent);
    // Net, VAT (total − net) and the total of the fixture's order.
    expect(cells.slice(3, 6)).toEqual(['4\u00a0064,23\u00a0zł', '934,77\u00a0zł', '4\u00a0999,00\u00a0zł']);
    cleanup();
    show('orders', 'en', '/en/account/orders');
    await rowOf('ZF/2026/000123');
    expect(screen.getByRole('columnheader', { name: 'Net' })).toBeVisible();
  });

  it('leaves "pay now" to the checkout team in every row, which shows it where an order can be paid again', async () => {
    show('orders', 'en', '/en/account/orders');
    const row = await rowOf('ZF/2026/000124');
    expect(await within(row).findByRole('button', { name: 'Pay ZF/2026/000124 (sm)' })).toBeVisible();
    for (const number of ['ZF/2026/000123', 'ZF/2026/000125', 'ZF/2026/000126'])
      within(await rowOf(number)).getByRole('button', { name: `Pay ${number} (sm)` });
    within(row).getByText('Awaiting payment');
    within(row).getByText('1 234.56 PLN');
  });

  it('asks for the page of the address and moves between pages', async () => {
    const asked: string[] = [];
    gateway.on('GET /api/orders', (_body, url) => {
      asked.push(url.search);
      const page = Number(url.searchParams.get('page') ?? 1);
      const items = page === 1 ? [paid] : [declined];
      return json({ items, total: 51, page, limit: 50 });
    });
    show('orders', 'pl', '/pl/konto/zamowienia?page=2');
    expect(await rowOf('ZF/2026/000124')).toBeVisible();
    const pages = screen.getByRole('navigation', { name: 'Strony listy zamówień' });
    await userEvent.click(within(pages).getByRole('link', { name: 'Przejdź do strony 1' }));
    expect(await rowOf('ZF/2026/000123')).toBeVisible();
    expect(window.location.pathname + window.location.search).toBe('/pl/konto/zamowienia');
    // The client leaves the default page out (DESIGN §4).
    expect(asked[0]).toBe('?page=2');
    expect(asked.at(-1)).toBe('');
  });

  it('says when there are no orders yet and links to the shop', async () => {
    gateway.on('GET /api/orders', () => json({ items: [], total: 0, page: 1, limit: 50 }));
    show('orders', 'pl', '/pl/konto/zamowienia');
    expect(await screen.findByRole('heading', { name: 'Nie masz jeszcze zamówień' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zobacz rowery elektryczne' })).toHaveAttribute(
      'href',
      '/pl/kategoria/59/rowery-elektryczne',
    );
  });

  it('says when the list cannot be loaded and tries again', async () => {
    let fail = true;
    gateway.on('GET /api/orders', () =>
      fail
        ? failure(503, 'service_unavailable', 'Usługa jest chwilowo niedostępna.')
        : json({ items: [paid], total: 1, page: 1, limit: 50 }),
    );
    show('orders', 'pl', '/pl/konto/zamowienia');
    expect(await screen.findByText('Nie udało się wczytać zamówień.')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await rowOf('ZF/2026/000123')).toBeVisible();
  });

  it('says the list cannot be loaded, not a crash, when the answer is not a list', async () => {
    gateway.on('GET /api/orders', () => json({ orders: [] }));
    show('orders', 'pl', '/pl/konto/zamowienia');
    expect(await screen.findByText('Nie udało się wczytać zamówień.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeVisible();
  });

  it('asks a guest to sign in and asks for no orders', async () => {
    me = guest;
    await signedInAs();
    show('orders', 'en', '/en/account/orders');
    expect(await screen.findByRole('heading', { name: 'Authentication required' })).toBeVisible();
    expect(gateway.calls.some((call) => call.path === '/api/orders')).toBe(false);
  });
});
