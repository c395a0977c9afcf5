import { z } from 'zod';
import { OrderStatus, ReturnStatus } from '../../enums';
import { Money } from '../common';
import { adminRow } from './row';

// Polish working days, shared from here with payments (NBP tables, transfer due days) and orders (the KSeF
// offline deadline below).
export * from '../../working-days';

// The dashboard (issue 12, DESIGN §9): each widget's figures come from the service that owns them — sales
// from orders, new customers from accounts, open returns from rma. A row has one permission, so each asks
// for its area's `list`; the panel shows the dashboard to `dashboard.view` and only the widgets whose rows
// the type may call. Days are Polish calendar days (Europe/Warsaw); money is in grosze (PLN minor units).

export const DASHBOARD_TIME_ZONE = 'Europe/Warsaw';
/** How many products each top list names. */
export const DASHBOARD_TOP_PRODUCTS = 5;

/** Today, the last 7 days or the last 30 days, each ending now and counting today as its last day. */
export const DashboardPeriod = z.enum(['today', '7d', '30d']);
export type DashboardPeriod = z.infer<typeof DashboardPeriod>;
export const dashboardPeriodDays: Record<DashboardPeriod, number> = { today: 1, '7d': 7, '30d': 30 };

export const DashboardQuery = z.strictObject({ period: DashboardPeriod.default('7d') });
export type DashboardQuery = z.input<typeof DashboardQuery>;

const day = z.iso.date();
const count = z.number().int().min(0);

/** The window a figure covers: `from` is midnight in Warsaw of the first day, `to` the moment of asking. */
const DashboardWindow = {
  period: DashboardPeriod,
  from: z.iso.datetime(),
  to: z.iso.datetime(),
};

export const TopProduct = z.object({
  productId: z.number().int(),
  /** As the product was named on its latest order line. */
  name: z.string(),
  quantity: count,
  /** Gross, PLN (other currencies converted as `rates` say). */
  revenue: Money,
});
export type TopProduct = z.infer<typeof TopProduct>;

/**
 * GET /api/admin/dashboard/sales (orders). Revenue counts orders placed in the window except cancelled and
 * rejected ones, gross with delivery; orders in another currency are converted at the payments service's
 * rate (listed in `rates`), in integer grosze.
 */
export const SalesDashboard = z.object({
  ...DashboardWindow,
  revenue: Money,
  /** Orders that count towards revenue. */
  orders: count,
  averageBasket: Money,
  /** Every order placed in the window by its status now, cancelled and rejected ones too. */
  byStatus: z.array(z.object({ status: OrderStatus, count })),
  /** The revenue as placed, per currency, before conversion. */
  byCurrency: z.array(z.object({ currency: z.string(), amount: z.number().int(), orders: count })),
  /** The rates that converted other currencies to PLN (empty when every order was in PLN). */
  rates: z.array(z.object({ currency: z.string(), ratePln: z.string(), effectiveAt: z.iso.datetime() })),
  /** One entry per Warsaw day of the window, oldest first, days without orders included. */
  days: z.array(z.object({ day, revenue: Money, orders: count })),
  topProducts: z.object({ byQuantity: z.array(TopProduct), byRevenue: z.array(TopProduct) }),
});
export type SalesDashboard = z.infer<typeof SalesDashboard>;

/** GET /api/admin/dashboard/customers (accounts): customer accounts registered in the window. */
export const CustomersDashboard = z.object({
  ...DashboardWindow,
  newCustomers: count,
  retail: count,
  /** Dealer accounts (B2B). */
  b2b: count,
  days: z.array(z.object({ day, count })),
});
export type CustomersDashboard = z.infer<typeof CustomersDashboard>;

/** Return statuses that still need the service desk. */
export const openReturnStatuses = ['new', 'in_progress', 'on_hold', 'ready_to_send', 'ready_to_pick'] as const;

/** GET /api/admin/dashboard/returns (rma): returns and claims still open, whenever they were filed. */
export const ReturnsDashboard = z.object({
  open: count,
  byStatus: z.array(z.object({ status: ReturnStatus, count })),
});
export type ReturnsDashboard = z.infer<typeof ReturnsDashboard>;

/** Where the offline invoices stand against their deadline: still ahead, due today, or missed. */
export const OfflineDeadlineState = z.enum(['ahead', 'today', 'missed']);
export type OfflineDeadlineState = z.infer<typeof OfflineDeadlineState>;

/**
 * GET /api/admin/dashboard/invoices (orders): the invoices waiting for KSeF — queued, issued offline while
 * KSeF was unavailable, sent and awaiting its verdict — the rejected ones staff must fix, and how long the
 * oldest waiting one has waited. Offline invoices are due in KSeF by the next working day after the day
 * (in Warsaw) the oldest of them went offline: `offlineDeadline`, and against today `offlineDeadlineState`
 * (both null without offline invoices).
 */
export const InvoicesDashboard = z.object({
  queued: count,
  offline: count,
  sent: count,
  rejected: count,
  oldestWaitingAt: z.iso.datetime().nullable(),
  offlineSince: z.iso.datetime().nullable(),
  ageMinutes: count,
  offlineDeadline: day.nullable(),
  offlineDeadlineState: OfflineDeadlineState.nullable(),
});
export type InvoicesDashboard = z.infer<typeof InvoicesDashboard>;

export const dashboardApi = {
  'GET /api/admin/dashboard/sales': adminRow('orders', 'Dashboard: revenue, orders, top products', 'orders.list', {
    query: DashboardQuery,
    answer: SalesDashboard,
  }),
  'GET /api/admin/dashboard/customers': adminRow('accounts', 'Dashboard: new customers', 'customers.list', {
    query: DashboardQuery,
    answer: CustomersDashboard,
  }),
  'GET /api/admin/dashboard/returns': adminRow('rma', 'Dashboard: open returns', 'returns.list', {
    answer: ReturnsDashboard,
  }),
  'GET /api/admin/dashboard/invoices': adminRow(
    'orders',
    'Dashboard: invoices waiting for KSeF and their age',
    'invoices.list',
    {
      answer: InvoicesDashboard,
    },
  ),
} as const;

// ---------------------------------------------------------------------------------------------------------
// Days in Warsaw, for the services that count by them and the panel that labels them

const warsawDate = new Intl.DateTimeFormat('en-CA', { timeZone: DASHBOARD_TIME_ZONE });
const warsawOffset = new Intl.DateTimeFormat('en-US', { timeZone: DASHBOARD_TIME_ZONE, timeZoneName: 'longOffset' });

/** The Warsaw day (yyyy-MM-dd) of an instant. */
export const warsawDay = (at: Date): string => warsawDate.format(at);

/** The instant a Warsaw day begins. Poland changes its clocks at 2:00/3:00, never at midnight. */
export function warsawMidnight(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  const offset = warsawOffset.formatToParts(utcMidnight).find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(offset ?? '');
  const minutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  return new Date(utcMidnight.getTime() - minutes * 60_000);
}

/** A yyyy-MM-dd day `n` days later (or earlier): calendar arithmetic, no time zone involved. */
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The window of a period ending at `now`: its start, its end and its Warsaw days, oldest first. */
export function dashboardWindow(period: DashboardPeriod, now: Date): { from: Date; to: Date; days: string[] } {
  const count = dashboardPeriodDays[period];
  const today = warsawDay(now);
  const days = Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));
  return { from: warsawMidnight(days[0] as string), to: now, days };
}
