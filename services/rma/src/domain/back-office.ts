import {
  ADMIN_SEARCH_HITS,
  openReturnStatuses,
  type ReturnSearchHit,
  type ReturnStatus,
  type ReturnsDashboard,
} from '@shop/contracts';
import { containsFolded, type Executor } from '@shop/service-kit/db';
import { count, desc, inArray, sql } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { returns } from '../db/schema';

// What the back office asks of returns before the RMA admin arrives: the dashboard's open returns and the
// returns group of the global search.

/** Returns and claims still open, by status (statuses with none left out). */
export async function openReturns(db: Executor<typeof schema>): Promise<ReturnsDashboard> {
  const rows = await db
    .select({ status: returns.status, count: count() })
    .from(returns)
    .where(inArray(returns.status, [...openReturnStatuses]))
    .groupBy(returns.status);
  const byStatus = openReturnStatuses.flatMap((status) => {
    const found = rows.find((row) => row.status === status);
    return found ? [{ status: status as ReturnStatus, count: found.count }] : [];
  });
  return { open: byStatus.reduce((total, row) => total + row.count, 0), byStatus };
}

/** The newest returns whose number contains what staff typed. */
export async function searchReturns(db: Executor<typeof schema>, typed: string): Promise<ReturnSearchHit[]> {
  const rows = await db
    .select({ id: returns.id, number: returns.number, status: returns.status, createdAt: returns.createdAt })
    .from(returns)
    .where(containsFolded(sql`${returns.number}`, typed))
    .orderBy(desc(returns.createdAt), desc(returns.id))
    .limit(ADMIN_SEARCH_HITS);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
