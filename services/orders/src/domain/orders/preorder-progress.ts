import type { PreorderProgress } from '@shop/contracts';
import type { Executor } from '@shop/service-kit/db';
import { and, asc, eq, max, notInArray, sql } from 'drizzle-orm';
import type * as schema from '../../db/schema';
import { orderItems, orders } from '../../db/schema';

/**
 * How far the caller's preorders have come (SPEC §4): units ordered in their preorder orders that still
 * stand, and of those the units in completed orders.
 */
export async function preorderProgress(db: Executor<typeof schema>, customerId: string): Promise<PreorderProgress> {
  const rows = await db
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      sku: max(orderItems.sku),
      name: max(orderItems.name),
      ordered: sql<string>`sum(${orderItems.quantity})`,
      completed: sql<string>`sum(case when ${orders.status} = 'completed' then ${orderItems.quantity} else 0 end)`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.type, 'PREORDER'),
        notInArray(orders.status, ['cancelled', 'rejected']),
      ),
    )
    .groupBy(orderItems.productId, orderItems.variantId)
    .orderBy(asc(orderItems.productId), asc(orderItems.variantId));
  const items = rows.map((row) => ({
    productId: row.productId,
    variantId: row.variantId,
    sku: row.sku ?? '',
    name: row.name ?? '',
    ordered: Number(row.ordered),
    completed: Number(row.completed),
  }));
  const ordered = items.reduce((sum, item) => sum + item.ordered, 0);
  const completed = items.reduce((sum, item) => sum + item.completed, 0);
  return { ordered, completed, percentage: ordered === 0 ? 0 : Math.floor((completed * 100) / ordered), items };
}
