import {
  DASHBOARD_TOP_PRODUCTS,
  type DashboardPeriod,
  dashboardWindow,
  type ExchangeRate,
  type OrderStatus,
  type SalesDashboard,
  type TopProduct,
} from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import { type Executor, warsawDayOf } from '@shop/service-kit/db';
import { and, count, gte, lt, notInArray, sql, sum } from 'drizzle-orm';
import type { OrdersContext } from '../../context';
import type * as schema from '../../db/schema';
import { orderItems, orders } from '../../db/schema';
import { plnAmount } from './pln';

// The sales widgets of the dashboard, in three aggregate queries over the window's orders (the created_at
// index keeps them to the window's rows). Sums come per currency and are converted to PLN here, once.

/** Orders that never became a sale: placed, but not counted in revenue, basket or top products. */
const notSales: OrderStatus[] = ['cancelled', 'rejected'];

type Db = Executor<typeof schema>;
type Rates = (currency: string) => ExchangeRate;

export async function salesFigures(
  context: Pick<OrdersContext, 'db' | 'clock' | 'services'>,
  period: DashboardPeriod,
): Promise<SalesDashboard> {
  const window = dashboardWindow(period, context.clock.now());
  const inWindow = and(gte(orders.createdAt, window.from), lt(orders.createdAt, window.to));
  const isSale = and(inWindow, notInArray(orders.status, notSales));
  const [statuses, daily, products] = await Promise.all([
    context.db.select({ status: orders.status, count: count() }).from(orders).where(inWindow).groupBy(orders.status),
    dailySales(context.db, isSale),
    productSales(context.db, isSale),
  ]);
  const currencies = new Set([...daily, ...products].map((row) => row.currency));
  const rates = await ratesFor(context, currencies);
  const pln = (amount: number, currency: string) => plnAmount(amount, currency, rates);

  const days = new Map(window.days.map((day) => [day, { day, revenue: 0, orders: 0 }]));
  const byCurrency = new Map<string, { currency: string; amount: number; orders: number }>();
  for (const row of daily) {
    const entry = days.get(row.day);
    if (entry) {
      entry.revenue += pln(row.amount, row.currency);
      entry.orders += row.orders;
    }
    const placed = byCurrency.get(row.currency) ?? { currency: row.currency, amount: 0, orders: 0 };
    placed.amount += row.amount;
    placed.orders += row.orders;
    byCurrency.set(row.currency, placed);
  }
  const revenue = [...days.values()].reduce((total, day) => total + day.revenue, 0);
  const sold = [...days.values()].reduce((total, day) => total + day.orders, 0);
  const top = topProducts(products, pln);
  const money = (amount: number) => ({ amount, currency: 'PLN' as const });
  return {
    period,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    revenue: money(revenue),
    orders: sold,
    averageBasket: money(sold === 0 ? 0 : Math.round(revenue / sold)),
    byStatus: statuses
      .map((row) => ({ status: row.status as OrderStatus, count: row.count }))
      .sort((a, b) => b.count - a.count || a.status.localeCompare(b.status)),
    byCurrency: [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
    rates: [...currencies]
      .filter((currency) => currency !== 'PLN')
      .sort()
      .map((currency) => {
        const { ratePln, effectiveAt } = rates(currency);
        return { currency, ratePln, effectiveAt };
      }),
    days: [...days.values()].map((day) => ({ day: day.day, revenue: money(day.revenue), orders: day.orders })),
    topProducts: top,
  };
}

function dailySales(db: Db, where: ReturnType<typeof and>) {
  const day = warsawDayOf(orders.createdAt);
  return db
    .select({
      day,
      currency: orders.currency,
      amount: sql<number>`${sum(orders.totalAmount)}::bigint`.mapWith(Number),
      orders: count(),
    })
    .from(orders)
    .where(where)
    .groupBy(day, orders.currency);
}

function productSales(db: Db, where: ReturnType<typeof and>) {
  return db
    .select({
      productId: orderItems.productId,
      currency: orders.currency,
      /** The name on the newest line: the catalogue may have renamed the product since. */
      name: sql<string>`(array_agg(${orderItems.name} order by ${orders.createdAt} desc))[1]`,
      namedAt: sql<string>`max(${orders.createdAt})::text`,
      quantity: sql<number>`${sum(orderItems.quantity)}::bigint`.mapWith(Number),
      amount: sql<number>`${sum(orderItems.lineGross)}::bigint`.mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(orders, sql`${orders.id} = ${orderItems.orderId}`)
    .where(where)
    .groupBy(orderItems.productId, orders.currency);
}

type ProductRow = Awaited<ReturnType<typeof productSales>>[number];

/** Each product once (its currencies summed in PLN), the best sellers by quantity and by revenue. */
function topProducts(rows: ProductRow[], pln: (amount: number, currency: string) => number) {
  const merged = new Map<number, TopProduct>();
  // Newest first, so each product keeps the name of its newest line whichever currency that was in.
  for (const row of [...rows].sort((a, b) => b.namedAt.localeCompare(a.namedAt))) {
    const product = merged.get(row.productId) ?? {
      productId: row.productId,
      name: row.name,
      quantity: 0,
      revenue: { amount: 0, currency: 'PLN' as const },
    };
    product.quantity += row.quantity;
    product.revenue.amount += pln(row.amount, row.currency);
    merged.set(row.productId, product);
  }
  const all = [...merged.values()];
  const best = (by: (product: TopProduct) => number) =>
    [...all].sort((a, b) => by(b) - by(a) || a.productId - b.productId).slice(0, DASHBOARD_TOP_PRODUCTS);
  return { byQuantity: best((p) => p.quantity), byRevenue: best((p) => p.revenue.amount) };
}

/** The payments service's rates for the currencies other than PLN; asked only when there are some. */
async function ratesFor(context: Pick<OrdersContext, 'services'>, currencies: Set<string>): Promise<Rates> {
  const foreign = [...currencies].filter((currency) => currency !== 'PLN');
  const known = new Map<string, ExchangeRate>();
  if (foreign.length > 0) {
    const answer = await context.services.get('/internal/payments/rates');
    if (!answer.ok) throw new AppError('service_unavailable', { detail: `payments answered ${answer.status}` });
    for (const rate of answer.body.items) known.set(rate.currency, rate);
  }
  return (currency) => {
    const rate = known.get(currency);
    if (!rate) throw new AppError('service_unavailable', { detail: `no ${currency} rate to convert revenue` });
    return rate;
  };
}
