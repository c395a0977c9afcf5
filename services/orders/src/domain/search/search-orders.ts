import { ADMIN_SEARCH_HITS, type OrderSearchHit, type OrderStatus } from '@shop/contracts';
import { type Executor, foldedContains } from '@shop/service-kit/db';
import { desc, sql } from 'drizzle-orm';
import type * as schema from '../../db/schema';
import { orders } from '../../db/schema';

const buyer = sql<string>`trim(concat_ws(' ', ${orders.billing}->>'firstName', ${orders.billing}->>'lastName',
  nullif(${orders.billing}->>'companyName', '')))`;

/** The newest orders whose number, e-mail or buyer's name contains what staff typed. */
export async function searchOrders(db: Executor<typeof schema>, typed: string): Promise<OrderSearchHit[]> {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      email: orders.email,
      buyer,
      status: orders.status,
      amount: orders.totalAmount,
      currency: orders.currency,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(foldedContains(orders.searchText, typed))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ADMIN_SEARCH_HITS);
  return rows.map(({ amount, currency, createdAt, status, ...row }) => ({
    ...row,
    status: status as OrderStatus,
    total: { amount, currency: currency as OrderSearchHit['total']['currency'] },
    createdAt: createdAt.toISOString(),
  }));
}
