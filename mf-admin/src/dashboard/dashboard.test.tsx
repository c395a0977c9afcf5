// @vitest-environment jsdom
import type { CustomersDashboard, ReturnsDashboard, SalesDashboard } from '@shop/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

const pln = (amount: number) => ({ amount, currency: 'PLN' as const });
const span = { period: '7d' as const, from: '2026-11-19T23:00:00.000Z', to: '2026-11-26T10:00:00.000Z' };
const days = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'];

const sales: SalesDashboard = {
  ...span,
  revenue: pln(1_234_567),
  orders: 12,
  averageBasket: pln(102_881),
  byStatus: [
    { status: 'in_progress', count: 7 },
    { status: 'new', count: 5 },
    { status: 'cancelled', count: 1 },
  ],
  byCurrency: [
    { currency: 'EUR', amount: 10_000, orders: 1 },
    { currency: 'PLN', amount: 1_192_136, orders: 11 },
  ],
  rates: [{ currency: 'EUR', ratePln: '4.243100', effectiveAt: '2026-11-20T11:45:00.000Z' }],
  days: days.map((day, i) => ({ day, revenue: pln(i === 5 ? 600_000 : 100_000 + i), orders: i === 5 ? 6 : 1 })),
  topProducts: {
    byQuantity: [
      { productId: 8, name: 'Lampka przednia', quantity: 9, revenue: pln(45_000) },
      { productId: 7, name: 'Rower Żółw', quantity: 2, revenue: pln(999_800) },
    ],
    byRevenue: [
      { productId: 7, name: 'Rower Żółw', quantity: 2, revenue: pln(999_800) },
      { productId: 8, name: 'Lampka przednia', quantity: 9, revenue: pln(45_000) },
    ],
  },
};
const customers: CustomersDashboard = {
  ...span,
  newCustomers: 4,
  retail: 3,
  b2b: 1,
  days: days.map((day, i) => ({ day, count: i === 6 ? 4 : 0 })),
};
const returns: ReturnsDashboard = {
  open: 3,
  byStatus: [
    { status: 'new', count: 2 },
    { status: 'on_hold', count: 1 },
  ],
};
const empty: SalesDashboard = {
  ...sales,
  revenue: pln(0),
  orders: 0,
  averageBasket: pln(0),
  byStatus: [],
  byCurrency: [],
  rates: [],
  days: days.map((day) => ({ day, revenue: pln(0), orders: 0 })),
  topProducts: { byQuantity: [], byRevenue: [] },
};

let me: unknown;
let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  me = staffUser('admin');
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/dashboard/sales', () => json(sales));
  gateway.on('GET /api/admin/dashboard/customers', () => json(customers));
  gateway.on('GET /api/admin/dashboard/returns', () => json(returns));
  await signedIn();
});
afterEach(cleanup);

const widget = async (name: string) => within(await screen.findByRole('region', { name }));

describe('the dashboard', () => {
  it('shows the sales figures in złoty and draws revenue per day with every day in a hidden table', async () => {
    showPanel('pl', '/');
    const salesWidget = await screen.findByTestId('dashboard-sales');
    await within(salesWidget).findByTestId('kpi-revenue');
    expect(within(salesWidget).getByTestId('kpi-revenue')).toHaveTextContent('12 345,67 zł');
    expect(within(salesWidget).getByTestId('kpi-revenue')).toHaveTextContent('EUR po kursie 4,2431 zł z 20.11.2026');
    expect(within(salesWidget).getByTestId('kpi-orders')).toHaveTextContent('12');
    expect(within(salesWidget).getByTestId('kpi-average-basket')).toHaveTextContent('1 028,81 zł');

    const chart = within(salesWidget).getByRole('figure', { name: 'Przychód dziennie' });
    const picture = within(chart).getByRole('img');
    expect(picture.getAttribute('aria-label')).toBe(
      'Przychód dziennie od 20.11.2026 do 26.11.2026: razem 12\u00a0000,16\u00a0zł, najwięcej 6\u00a0000,00\u00a0zł (25.11.2026)',
    );
    expect(picture.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    const table = within(chart).getByRole('table', { name: 'Przychód dziennie' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(within(table).getByRole('row', { name: /25\.11 6\u00a0000,00\u00a0zł/ })).toBeInTheDocument();
  });

  it('draws orders by status as a ring with a legend, and the best sellers by quantity and revenue', async () => {
    showPanel('en', '/');
    const sales = await widget('Sales');
    const ring = await sales.findByRole('figure', { name: 'Orders by status' });
    expect(within(ring).getByRole('img')).toHaveAttribute(
      'aria-label',
      'Orders by status: In progress 7, New 5, Cancelled 1',
    );
    expect(within(ring).getByRole('img').querySelectorAll('path')).toHaveLength(3);
    expect(
      within(ring)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['In progress7', 'New5', 'Cancelled1']);
    const byQuantity = sales.getByRole('list', { name: 'Best sellers by quantity' });
    expect(within(byQuantity).getAllByRole('listitem')[0]).toHaveTextContent('Lampka przednia9 pcs');
    const byRevenue = sales.getByRole('list', { name: 'Best sellers by revenue' });
    expect(within(byRevenue).getAllByRole('listitem')[0]).toHaveTextContent('Rower Żółw9 998.00 PLN');
  });

  it('shows new customers per day as bars, and the open returns by status', async () => {
    showPanel('en', '/');
    const customersWidget = await widget('Customers');
    expect(await customersWidget.findByTestId('kpi-new-customers')).toHaveTextContent('4');
    expect(customersWidget.getByTestId('kpi-new-customers')).toHaveTextContent('3 retail, 1 dealers');
    const bars = customersWidget.getByRole('figure', { name: 'New customers per day' }).querySelectorAll('rect');
    expect([...bars].map((bar) => bar.getAttribute('data-value'))).toEqual(['0', '0', '0', '0', '0', '0', '4']);
    const returnsWidget = await widget('Returns and claims');
    expect(await returnsWidget.findByTestId('kpi-open-returns')).toHaveTextContent('3');
    expect(returnsWidget.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['New2', 'On hold1']);
  });

  it('keeps the period in the address and asks every widget for it', async () => {
    showPanel('en', '/?period=30d');
    const periods = await screen.findByRole('navigation', { name: 'Period' });
    expect(within(periods).getByRole('link', { name: '30 days' })).toHaveAttribute('aria-current', 'true');
    await screen.findByTestId('kpi-revenue');
    expect(gateway.calls.filter((call) => call.path === '/api/admin/dashboard/sales').at(-1)?.search).toBe(
      '?period=30d',
    );
    await userEvent.click(within(periods).getByRole('link', { name: 'Today' }));
    expect(window.location.search).toBe('?period=today');
    await screen.findByRole('link', { name: 'Today', current: true });
    expect(gateway.calls.filter((call) => call.path === '/api/admin/dashboard/customers').at(-1)?.search).toBe(
      '?period=today',
    );
  });

  it('says so when the period has no orders, instead of empty charts', async () => {
    gateway.on('GET /api/admin/dashboard/sales', () => json(empty));
    showPanel('pl', '/?period=today');
    const sales = await widget('Sprzedaż');
    expect(await sales.findByText('Brak zamówień w tym okresie')).toBeInTheDocument();
    expect(sales.queryByRole('figure')).toBeNull();
    expect(sales.getByTestId('kpi-revenue')).toHaveTextContent('0,00 zł');
  });

  it('shows a widget only to a type that may list its area, and asks nothing it may not', async () => {
    me = staffUser('warehouse_employee');
    await signedIn();
    showPanel('en', '/');
    expect(await screen.findByRole('region', { name: 'Sales' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Customers' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Returns and claims' })).toBeNull();
    expect(gateway.calls.map((call) => call.path)).not.toContain('/api/admin/dashboard/customers');
    expect(gateway.calls.map((call) => call.path)).not.toContain('/api/admin/dashboard/returns');
  });

  it('tells a type without any of the areas that there is nothing for it yet', async () => {
    me = staffUser('marketing_employee');
    await signedIn();
    showPanel('en', '/');
    expect(await screen.findByText('There are no figures for your role on the dashboard yet')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Period' })).toBeNull();
  });

  it('shows a failed widget with a retry while the others still show their figures', async () => {
    let fail = true;
    gateway.on('GET /api/admin/dashboard/returns', () =>
      fail ? failure(503, 'service_unavailable', 'The service is not available.') : json(returns),
    );
    showPanel('en', '/');
    const returnsWidget = await widget('Returns and claims');
    expect(await returnsWidget.findByRole('alert')).toHaveTextContent('The figures could not be loaded');
    expect(await screen.findByTestId('kpi-new-customers')).toBeInTheDocument();
    fail = false;
    await userEvent.click(returnsWidget.getByRole('button', { name: 'Try again' }));
    expect(await returnsWidget.findByTestId('kpi-open-returns')).toHaveTextContent('3');
  });
});
