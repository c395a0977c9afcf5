import { type CustomersDashboard, type DashboardPeriod, dashboardWindow } from '@shop/contracts';
import type { Clock } from '@shop/service-kit';
import { type Executor, warsawDayOf } from '@shop/service-kit/db';
import { and, count, eq, gte, lt } from 'drizzle-orm';
import type * as schema from '../../db/schema';
import { customers } from '../../db/schema';

/** The dashboard's new customers: accounts registered in the window (staff are not customers), per day. */
export async function newCustomers(
  db: Executor<typeof schema>,
  clock: Clock,
  period: DashboardPeriod,
): Promise<CustomersDashboard> {
  const window = dashboardWindow(period, clock.now());
  const day = warsawDayOf(customers.createdAt);
  const rows = await db
    .select({ day, type: customers.type, count: count() })
    .from(customers)
    .where(
      and(eq(customers.role, 'CUSTOMER'), gte(customers.createdAt, window.from), lt(customers.createdAt, window.to)),
    )
    .groupBy(day, customers.type);
  const perDay = new Map(window.days.map((d) => [d, 0]));
  const byType = { retail: 0, b2b: 0 };
  for (const row of rows) {
    if (perDay.has(row.day)) perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.count);
    byType[row.type] += row.count;
  }
  return {
    period,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    newCustomers: byType.retail + byType.b2b,
    ...byType,
    days: [...perDay].map(([d, n]) => ({ day: d, count: n })),
  };
}
