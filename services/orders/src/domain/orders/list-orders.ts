import type { OrderListQuery } from '@shop/contracts';
import { type Executor, listAnswerOf, listOffset, listOrder } from '@shop/service-kit/db';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type * as schema from '../../db/schema';
import { orders } from '../../db/schema';
import { toOrderSummary } from './order-view';

type Query = z.output<typeof OrderListQuery>;

/** One page of a customer's own orders. */
export async function listOrders(db: Executor<typeof schema>, customerId: string, query: Query) {
  const where = and(
    eq(orders.customerId, customerId),
    query.filters.status ? eq(orders.status, query.filters.status) : undefined,
    query.filters.type ? eq(orders.type, query.filters.type) : undefined,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(
        ...listOrder(
          query,
          { createdAt: orders.createdAt, number: orders.number, total: orders.totalAmount },
          orders.id,
        ),
      )
      .limit(query.limit)
      .offset(listOffset(query)),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return listAnswerOf(rows.map(toOrderSummary), total, query);
}
