import { type AdminTransaction, type AdminTransactionListQuery, DASHBOARD_TIME_ZONE } from '@shop/contracts';
import { type Executor, foldedContains, listAnswerOf, listOffset, listOrder } from '@shop/service-kit/db';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type * as schema from '../../db/schema';
import { transactions } from '../../db/schema';
import type { TransactionRow } from '../transactions';

// The transactions section of the back office (issue 14): every payment attempt, filtered for staff.

type Db = Executor<typeof schema>;
type Query = z.output<typeof AdminTransactionListQuery>;

const money = (amount: number, currency: string) => ({
  amount,
  currency: currency as AdminTransaction['amount']['currency'],
});

export function toAdminTransaction(row: TransactionRow): AdminTransaction {
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    method: row.method,
    type: row.type,
    result: row.result,
    provider: row.provider,
    amount: money(row.amount, row.currency),
    amountPln: money(row.amountPln, 'PLN'),
    providerRef: row.providerRef,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
    recordedBy: row.recordedBy,
    note: row.note,
    returnNumber: row.returnNumber,
  };
}

/** The start of a Warsaw calendar day (yyyy-MM-dd), `plusDays` later. */
const warsawDayStart = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${sql.raw(`'${DASHBOARD_TIME_ZONE}'`)})`;

/** One page of the shop's payment attempts with the staff list's filters. */
export async function listAdminTransactions(db: Db, query: Query) {
  const f = query.filters;
  const where = and(
    f.type ? eq(transactions.type, f.type) : undefined,
    f.result ? eq(transactions.result, f.result) : undefined,
    f.method ? eq(transactions.method, f.method) : undefined,
    f.orderId ? eq(transactions.orderId, f.orderId) : undefined,
    f.orderNumber ? foldedContains(sql`lower(${transactions.orderNumber})`, f.orderNumber) : undefined,
    f.from ? gte(transactions.createdAt, warsawDayStart(f.from)) : undefined,
    f.to ? lt(transactions.createdAt, warsawDayStart(f.to, 1)) : undefined,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(transactions)
      .where(where)
      .orderBy(
        ...listOrder(
          query,
          { createdAt: transactions.createdAt, amount: transactions.amount, orderNumber: transactions.orderNumber },
          transactions.id,
        ),
      )
      .limit(query.limit)
      .offset(listOffset(query)),
    db.select({ total: count() }).from(transactions).where(where),
  ]);
  return listAnswerOf(rows.map(toAdminTransaction), total, query);
}
