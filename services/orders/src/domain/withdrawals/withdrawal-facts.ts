import {
  formatDate,
  lineWithdrawalExclusion,
  type OrderWithdrawal,
  orderWithdrawalNoRight,
  todayInWarsaw,
  type WithdrawalLine,
  withdrawalPeriodEnd,
} from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { Executor } from '@shop/service-kit/db';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type * as schema from '../../db/schema';
import { giftCards, orderItems, withdrawalLines, withdrawals } from '../../db/schema';
import type { OrderRow } from '../orders/order-view';

// What decides a withdrawal (issue 27, docs/decisions/withdrawals.md): the order's right, its period, and for
// each line what is excluded and what earlier statements already took. Read alike by step one, by step two
// (inside its transaction, the order locked) and by the order page's button.

type Db = Executor<typeof schema>;

/** An order's contract has ended without a sale: nothing to withdraw from. */
const closedStatuses: readonly string[] = ['cancelled', 'rejected'];

/**
 * The day the period counts from ('yyyy-mm-dd', Warsaw): the contract's day for an order that delivers no
 * goods (services, downloads, gift cards), else the day its last parcel was delivered (null until then).
 */
export function periodStart(order: Pick<OrderRow, 'deliveryMethod' | 'createdAt' | 'deliveredAt'>): string | null {
  if (order.deliveryMethod === 'NONE') return todayInWarsaw(order.createdAt);
  return order.deliveredAt ? todayInWarsaw(order.deliveredAt) : null;
}

export function periodEndOf(order: Pick<OrderRow, 'deliveryMethod' | 'createdAt' | 'deliveredAt'>): string | null {
  const start = periodStart(order);
  return start ? withdrawalPeriodEnd(start) : null;
}

type Refusal = 'order_closed' | 'b2b' | 'professional_purchase' | 'period_over';

/** Why the order takes no statement at all, or null. */
export function orderRefusal(order: OrderRow, today: string): Refusal | null {
  if (closedStatuses.includes(order.status)) return 'order_closed';
  const noRight = orderWithdrawalNoRight(order);
  if (noRight) return noRight;
  const end = periodEndOf(order);
  if (end && today > end) return 'period_over';
  return null;
}

export function refusalError(refusal: Refusal, order: OrderRow): AppError {
  if (refusal === 'period_over')
    return new AppError('business_rule', {
      messageKey: 'error.withdrawal_period_over',
      params: { lastDay: formatDate(periodEndOf(order) ?? '') },
    });
  const key = refusal === 'order_closed' ? 'error.withdrawal_order_closed' : `error.withdrawal_no_right_${refusal}`;
  return new AppError('business_rule', { messageKey: key });
}

/** Every line of the order as a statement sees it: excluded or not, and how many pieces are left. */
export async function withdrawalLinesOf(db: Db, orderId: string): Promise<WithdrawalLine[]> {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.position);
  if (items.length === 0) return [];
  const ids = items.map((item) => item.id);
  const taken = await db
    .select({ itemId: withdrawalLines.orderItemId, quantity: sql<number>`sum(${withdrawalLines.quantity})::int` })
    .from(withdrawalLines)
    .where(inArray(withdrawalLines.orderItemId, ids))
    .groupBy(withdrawalLines.orderItemId);
  // A gift card is used once its balance is below its value (a spend), whatever it paid for.
  const used = await db
    .selectDistinct({ itemId: giftCards.itemId })
    .from(giftCards)
    .where(and(eq(giftCards.orderId, orderId), lt(giftCards.balance, giftCards.value)));
  const withdrawn = new Map(taken.map((row) => [row.itemId, Number(row.quantity)]));
  const usedCards = new Set(used.map((row) => row.itemId));
  return items.map((item) => {
    const exclusion = lineWithdrawalExclusion({
      options: item.options,
      immediateDeliveryConsentAt: item.immediateDeliveryConsentAt,
      giftCardUsed: usedCards.has(item.id),
    });
    const done = withdrawn.get(item.id) ?? 0;
    return {
      itemId: item.id,
      name: item.name,
      optionsLabel: item.optionsLabel,
      quantity: item.quantity,
      withdrawn: done,
      available: exclusion ? 0 : Math.max(0, item.quantity - done),
      exclusion,
    };
  });
}

/** What the order page says: the button while the period runs and something is left, or why not. */
export async function orderWithdrawalOf(db: Db, order: OrderRow, now: Date): Promise<OrderWithdrawal> {
  const periodEndsOn = periodEndOf(order);
  const refusal = orderRefusal(order, todayInWarsaw(now));
  if (refusal) return { available: false, periodEndsOn, reason: refusal };
  const lines = await withdrawalLinesOf(db, order.id);
  if (lines.some((line) => line.available > 0)) return { available: true, periodEndsOn, reason: null };
  const excluded = lines.find((line) => line.exclusion)?.exclusion ?? null;
  const anyWithdrawn = lines.some((line) => line.withdrawn > 0);
  return { available: false, periodEndsOn, reason: anyWithdrawn || !excluded ? 'all_withdrawn' : excluded };
}

/** The statements already recorded for an order, oldest first, with their lines. */
export async function statementsOf(db: Db, orderId: string) {
  const rows = await db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.orderId, orderId))
    .orderBy(withdrawals.receivedAt);
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(withdrawalLines)
    .where(
      inArray(
        withdrawalLines.withdrawalId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({ ...row, lines: lines.filter((line) => line.withdrawalId === row.id) }));
}
