import {
  type AdminWithdrawalDetail,
  type AdminWithdrawalListQuery,
  type AdminWithdrawalStatus,
  type AdminWithdrawalSummary,
  addCalendarDays,
  type Currency,
  todayInWarsaw,
  WITHDRAWAL_DAYS,
  type WithdrawalsDashboard,
} from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import { type Executor, listAnswerOf, listOffset } from '@shop/service-kit/db';
import { and, asc, count, desc, eq, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type * as schema from '../../db/schema';
import { invoices, orderItems, orders, withdrawalLines, withdrawals } from '../../db/schema';
import { type RefundAmount, refundAmount } from './refund-amount';

// The sales back office's view of consumers' withdrawals (issue 27, docs/decisions/withdrawals.md, "Staff
// side"): the list with each statement's deadlines, one withdrawal's detail with what its refund is or would
// be, and the dashboard's count of refunds late against their day.

type Db = Executor<typeof schema>;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** The Warsaw day the statement was received, plus the 14 days of art. 32 and 34 (the refund, the goods). */
export const dueOn = (receivedAt: Date) => addCalendarDays(todayInWarsaw(receivedAt), WITHDRAWAL_DAYS);

/** The refund's last day, in SQL: the Warsaw day of the statement plus 14. */
const dueSql = sql`((${withdrawals.receivedAt} at time zone 'Europe/Warsaw')::date + ${sql.raw(String(WITHDRAWAL_DAYS))})`;

/** Not refunded (asked, failed or not asked yet) and its day is over. */
const lateSql = (today: string) =>
  and(
    or(sql`${withdrawals.refundStatus} is null`, ne(withdrawals.refundStatus, 'completed')),
    lt(dueSql, sql`${today}::date`),
  );

function summaryOf(row: WithdrawalRow, order: Pick<OrderRow, 'number' | 'currency'>, today: string) {
  const due = dueOn(row.receivedAt);
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber: order.number,
    name: row.name,
    email: row.email,
    status: row.status as AdminWithdrawalStatus,
    receivedAt: row.receivedAt.toISOString(),
    goodsDueOn: due,
    refundDueOn: due,
    refundLate: row.refundStatus !== 'completed' && today > due,
    refund: row.refundAmount === null ? null : { amount: row.refundAmount, currency: order.currency as Currency },
  } satisfies AdminWithdrawalSummary;
}

export async function listWithdrawals(db: Db, query: z.output<typeof AdminWithdrawalListQuery>, now: Date) {
  const today = todayInWarsaw(now);
  const { filters } = query;
  const where = and(
    ...([
      filters.status ? eq(withdrawals.status, filters.status) : undefined,
      filters.number ? sql`strpos(${orders.number}, upper(${filters.number})) > 0` : undefined,
      filters.late ? lateSql(today) : undefined,
    ] as (SQL | undefined)[]),
  );
  const direction = query.dir === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: withdrawals, number: orders.number, currency: orders.currency })
      .from(withdrawals)
      .innerJoin(orders, eq(orders.id, withdrawals.orderId))
      .where(where)
      .orderBy(direction(withdrawals.receivedAt), direction(withdrawals.id))
      .limit(query.limit)
      .offset(listOffset(query)),
    db.select({ total: count() }).from(withdrawals).innerJoin(orders, eq(orders.id, withdrawals.orderId)).where(where),
  ]);
  return listAnswerOf(
    rows.map(({ row, ...order }) => summaryOf(row, order, today)),
    total?.total ?? 0,
    query,
  );
}

/** The withdrawal's row locked (inside a transaction) or read; 404 for an id that is no withdrawal's. */
export async function withdrawalRow(db: Db, id: string, lock = false): Promise<WithdrawalRow> {
  if (!isUuid(id)) throw new AppError('not_found');
  const query = db.select().from(withdrawals).where(eq(withdrawals.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('not_found');
  return row;
}

/**
 * What this withdrawal gives back: its lines' paid prices, and the delivery (up to `cheapestDelivery`) when
 * it and the statements received before it name every piece of the order.
 */
export async function refundOf(
  db: Db,
  row: WithdrawalRow,
  order: OrderRow,
  cheapestDelivery: number,
): Promise<{ amount: RefundAmount; items: (typeof orderItems.$inferSelect)[]; named: Map<string, number> }> {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.position);
  const all = await db
    .select({ line: withdrawalLines, receivedAt: withdrawals.receivedAt })
    .from(withdrawalLines)
    .innerJoin(withdrawals, eq(withdrawals.id, withdrawalLines.withdrawalId))
    .where(eq(withdrawals.orderId, order.id));
  const earlier = new Map<string, number>();
  const named = new Map<string, number>();
  for (const { line, receivedAt } of all) {
    if (line.withdrawalId === row.id) named.set(line.orderItemId, line.quantity);
    else if (
      receivedAt < row.receivedAt ||
      (receivedAt.getTime() === row.receivedAt.getTime() && line.withdrawalId < row.id)
    )
      earlier.set(line.orderItemId, (earlier.get(line.orderItemId) ?? 0) + line.quantity);
  }
  const amount = refundAmount(order, items, earlier, named, cheapestDelivery);
  return { amount, items, named };
}

/** The cheapest standard delivery with a price the shop offers, in the order's currency: the courier's. */
export const cheapestDeliveryOf = (settings: { courierPrice: Record<string, number> }, currency: string) =>
  settings.courierPrice[currency] ?? 0;

export async function withdrawalDetail(
  db: Db,
  id: string,
  now: Date,
  cheapestDelivery: (currency: string) => number,
): Promise<AdminWithdrawalDetail> {
  const row = await withdrawalRow(db, id);
  const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId));
  if (!order) throw new AppError('not_found');
  const { amount, items, named } = await refundOf(db, row, order, cheapestDelivery(order.currency));
  const [correction] = row.correctionInvoiceId
    ? await db
        .select({ id: invoices.id, number: invoices.number })
        .from(invoices)
        .where(eq(invoices.id, row.correctionInvoiceId))
    : [];
  const currency = order.currency as Currency;
  const money = (value: number) => ({ amount: value, currency });
  const shipsGoods = order.deliveryMethod !== 'NONE';
  const asked = row.refundAmount !== null;
  return {
    ...summaryOf(row, order, todayInWarsaw(now)),
    version: row.version,
    language: row.language,
    periodEndsOn: row.periodEndsOn,
    lines: items
      .filter((item) => named.has(item.id))
      .map((item) => ({
        itemId: item.id,
        name: item.name,
        optionsLabel: item.optionsLabel,
        sku: item.sku,
        quantity: named.get(item.id) ?? 0,
        paid: money(amount.lines.get(item.id) ?? 0),
      })),
    order: {
      id: order.id,
      number: order.number,
      status: order.status,
      total: money(order.totalAmount),
      paymentMethod: order.paymentMethod,
      deliveryMethod: order.deliveryMethod,
      shipsGoods,
    },
    goodsReceivedAt: row.goodsReceivedAt?.toISOString() ?? null,
    proofReceivedAt: row.proofReceivedAt?.toISOString() ?? null,
    goodsRecordedBy: row.goodsRecordedBy,
    refundAmount: money(asked ? (row.refundAmount as number) : amount.total),
    refundDelivery: money(asked ? (row.refundDelivery ?? 0) : amount.delivery),
    refundStatus: row.refundStatus as AdminWithdrawalDetail['refundStatus'],
    refundRequestedAt: row.refundRequestedAt?.toISOString() ?? null,
    refundRequestedBy: row.refundRequestedBy,
    refundCompletedAt: row.refundCompletedAt?.toISOString() ?? null,
    refundFailure: row.refundFailure,
    refundWithheld: shipsGoods && !row.goodsReceivedAt && !row.proofReceivedAt,
    correctionInvoice: correction ?? null,
  };
}

/** The dashboard: withdrawals not refunded yet, and how many of their refunds are late (and since when). */
export async function withdrawalsDashboard(db: Db, now: Date): Promise<WithdrawalsDashboard> {
  const today = todayInWarsaw(now);
  const [open] = await db
    .select({ count: count() })
    .from(withdrawals)
    .where(
      inArray(withdrawals.status, [
        'received',
        'goods_received',
        'proof_received',
        'refund_requested',
        'refund_failed',
      ]),
    );
  const [late] = await db
    .select({ count: count(), oldest: sql<string | null>`to_char(min(${dueSql}), 'YYYY-MM-DD')` })
    .from(withdrawals)
    .where(lateSql(today));
  return { open: open?.count ?? 0, lateRefunds: late?.count ?? 0, oldestLateDueOn: late?.oldest ?? null };
}

/**
 * A `return` transaction that is a withdrawal's refund (same order, the amount asked, not yet matched to
 * another transaction): its correction was issued with the withdrawal, so `correctOnRefund` issues none.
 */
export async function isWithdrawalRefund(tx: Db, orderId: string, transactionId: string, amount: number) {
  const { rows } = (await tx.execute(sql`
    update ${withdrawals} set refund_transaction_id = ${transactionId}
    where id = (
      select id from ${withdrawals}
      where order_id = ${orderId} and refund_status in ('requested', 'completed') and refund_amount = ${amount}
        and (refund_transaction_id is null or refund_transaction_id = ${transactionId})
      order by refund_transaction_id is null, refund_requested_at
      limit 1
      for update)
    returning id`)) as unknown as { rows: unknown[] };
  return rows.length > 0;
}
