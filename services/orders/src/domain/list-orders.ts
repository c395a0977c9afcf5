import type { OrderListQuery, OrderSummary } from '@shop/contracts';
import { type Executor, listAnswerOf, listOffset, listOrder } from '@shop/service-kit/db';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type * as schema from '../db/schema';
import { orders } from '../db/schema';

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
  return listAnswerOf(rows.map(toSummary), total, query);
}

function toSummary(row: typeof orders.$inferSelect): OrderSummary {
  return {
    id: row.id,
    number: row.number,
    type: row.type,
    status: row.status as OrderSummary['status'],
    paymentStatus: row.paymentStatus,
    deliveryMethod: row.deliveryMethod,
    paymentMethod: row.paymentMethod as OrderSummary['paymentMethod'],
    total: { amount: row.totalAmount, currency: row.currency as OrderSummary['total']['currency'] },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
