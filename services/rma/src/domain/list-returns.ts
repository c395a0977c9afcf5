import type { ReturnListQuery, ReturnSummary } from '@shop/contracts';
import { type Executor, listAnswerOf, listOffset, listOrder } from '@shop/service-kit/db';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type * as schema from '../db/schema';
import { returns } from '../db/schema';

type Query = z.output<typeof ReturnListQuery>;

/** One page of a customer's own returns and claims. */
export async function listReturns(db: Executor<typeof schema>, customerId: string, query: Query) {
  const where = and(
    eq(returns.customerId, customerId),
    query.filters.status ? eq(returns.status, query.filters.status) : undefined,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(returns)
      .where(where)
      .orderBy(
        ...listOrder(
          query,
          { createdAt: returns.createdAt, number: returns.number, status: returns.status },
          returns.id,
        ),
      )
      .limit(query.limit)
      .offset(listOffset(query)),
    db.select({ total: count() }).from(returns).where(where),
  ]);
  return listAnswerOf(rows.map(toSummary), total, query);
}

function toSummary(row: typeof returns.$inferSelect): ReturnSummary {
  return {
    id: row.id,
    number: row.number,
    stage: row.stage,
    status: row.status,
    requestedAction: row.requestedAction,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
