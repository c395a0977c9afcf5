import {
  type AdminOrderDetail,
  type AdminOrderListQuery,
  type AdminOrderStatusChange,
  type AdminOrderSummary,
  DASHBOARD_TIME_ZONE,
  isUuid,
  type OrderStatus,
} from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import {
  auditHistory,
  type Executor,
  foldedContains,
  listAnswerOf,
  listOffset,
  listOrder,
  recordAudit,
} from '@shop/service-kit/db';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrdersContext } from '../../context';
import type * as schema from '../../db/schema';
import { orderItems, orders } from '../../db/schema';
import { giftCardPaidOf, withGiftCard } from '../gift-cards/checkout-gift-cards';
import { giveStockBack } from '../orders/cancelled-stock';
import { changeOrder, lockOrder } from '../orders/order-changes';
import { type OrderRow, toOrderDetail, toOrderSummary } from '../orders/order-view';
import { orderTransitions } from '../orders/transitions';

// The orders section of the back office (issue 14): every order of the shop for staff, and the one place
// staff move an order's status. The transition table is docs/decisions/order-states.md.

type Db = Executor<typeof schema>;
type ListQuery = z.output<typeof AdminOrderListQuery>;
type Context = Pick<OrdersContext, 'db' | 'services' | 'transaction' | 'clock' | 'log'>;

/** The audit trail's name for an order. */
export const ORDER_ENTITY = 'order';

const buyerOf = (row: Pick<OrderRow, 'billing'>) =>
  row.billing
    ? [row.billing.firstName, row.billing.lastName, row.billing.companyName].filter(Boolean).join(' ').trim()
    : '';

function toAdminSummary(row: OrderRow): AdminOrderSummary {
  return {
    ...toOrderSummary(row),
    adminPaymentStatus: row.adminPaymentStatus,
    customerId: row.customerId,
    email: row.email,
    buyer: buyerOf(row),
  };
}

function toAdminDetail(row: OrderRow, items: Array<typeof orderItems.$inferSelect>): AdminOrderDetail {
  const { paymentPath: _customersLink, ...detail } = toOrderDetail(row, items);
  return {
    ...detail,
    adminPaymentStatus: row.adminPaymentStatus,
    customerId: row.customerId,
    buyer: buyerOf(row),
    nextStatuses: [...orderTransitions[row.status as OrderStatus]],
    stockReleasedAt: row.stockReleasedAt?.toISOString() ?? null,
  };
}

/** The start of a Warsaw calendar day (yyyy-MM-dd), `plusDays` later. */
const warsawDayStart = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${sql.raw(`'${DASHBOARD_TIME_ZONE}'`)})`;

/** One page of the shop's orders with the staff list's filters. */
export async function listAdminOrders(db: Db, query: ListQuery) {
  const f = query.filters;
  const where = and(
    f.status ? eq(orders.status, f.status) : undefined,
    f.type ? eq(orders.type, f.type) : undefined,
    f.paymentStatus ? eq(orders.adminPaymentStatus, f.paymentStatus) : undefined,
    f.paymentMethod ? eq(orders.paymentMethod, f.paymentMethod) : undefined,
    f.from ? gte(orders.createdAt, warsawDayStart(f.from)) : undefined,
    f.to ? lt(orders.createdAt, warsawDayStart(f.to, 1)) : undefined,
    f.customer ? foldedContains(orders.searchText, f.customer) : undefined,
    f.number ? foldedContains(sql`lower(${orders.number})`, f.number) : undefined,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(
        ...listOrder(
          query,
          { createdAt: orders.createdAt, number: orders.number, total: orders.totalAmount, status: orders.status },
          orders.id,
        ),
      )
      .limit(query.limit)
      .offset(listOffset(query)),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return listAnswerOf(rows.map(toAdminSummary), total, query);
}

async function detailOf(db: Db, row: OrderRow) {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
  return withGiftCard(toAdminDetail(row, items), await giftCardPaidOf(db, row.id));
}

/** One order for staff; 404 when there is none with this id. */
export async function findAdminOrder(db: Db, id: string): Promise<AdminOrderDetail> {
  const [row] = isUuid(id) ? await db.select().from(orders).where(eq(orders.id, id)) : [];
  if (!row) throw new AppError('not_found');
  return detailOf(db, row);
}

/**
 * Moves an order from the status staff saw to an allowed next one, with its audit entry, in one
 * transaction with the order locked. Cancelling gives the reserved stock back once it has committed: the
 * order remembers the release, catalog releases a reservation once, and a second cancel finds the order
 * already moved (409).
 */
export async function changeOrderStatus(
  context: Context,
  staff: StaffMember,
  id: string,
  change: z.output<typeof AdminOrderStatusChange>,
): Promise<AdminOrderDetail> {
  if (!isUuid(id)) throw new AppError('not_found');
  const row = await context.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw new AppError('not_found');
    if (order.status !== change.from)
      throw new AppError('conflict', {
        messageKey: 'error.changed_meanwhile',
        detail: `the order is ${order.status} now, not ${change.from}`,
      });
    if (change.to === change.from) throw new AppError('business_rule', { detail: `the order is already ${change.to}` });
    if (!orderTransitions[order.status as OrderStatus].includes(change.to))
      throw new AppError('business_rule', { detail: `order status ${order.status} → ${change.to} is not allowed` });
    const updated = await changeOrder(tx, order, { status: change.to });
    await recordAudit(
      tx,
      staff,
      {
        action: 'status',
        entity: ORDER_ENTITY,
        entityId: order.id,
        before: { status: order.status },
        after: { status: updated.status },
      },
      context.clock.now(),
    );
    return updated;
  });
  if (row.status !== 'cancelled' || row.stockReleasedAt) return detailOf(context.db, row);
  // A cancelled order's stock goes back once the cancel has committed (cancelled-stock.ts).
  await giveStockBack(context, row.id);
  const [released] = await context.db.select().from(orders).where(eq(orders.id, row.id));
  return detailOf(context.db, released ?? row);
}

/** The order's audit trail (404 for an order that does not exist). */
export async function orderHistory(db: Db, id: string, query: Parameters<typeof auditHistory>[3]) {
  if (!isUuid(id)) throw new AppError('not_found');
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
  if (!row) throw new AppError('not_found');
  return auditHistory(db, ORDER_ENTITY, id, query);
}
