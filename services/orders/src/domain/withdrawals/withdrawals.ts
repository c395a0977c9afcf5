import {
  type FieldErrors,
  type Language,
  todayInWarsaw,
  translate,
  type WithdrawalCheckAnswer,
  type WithdrawalCheckRequest,
  type WithdrawalIdentity,
  type WithdrawalItem,
  type WithdrawalLine,
  type WithdrawalReceipt,
  WithdrawalReceived,
  type WithdrawalStatement,
} from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { Executor } from '@shop/service-kit/db';
import { recordEvent } from '@shop/service-kit/events';
import { and, eq, sql } from 'drizzle-orm';
import type { OrdersContext } from '../../context';
import type * as schema from '../../db/schema';
import { orders, withdrawalLines, withdrawals } from '../../db/schema';
import { lockOrder } from '../orders/order-changes';
import type { OrderRow } from '../orders/order-view';
import { orderRefusal, periodEndOf, refusalError, statementsOf, withdrawalLinesOf } from './withdrawal-facts';

// The consumer's withdrawal function (issue 27, docs/decisions/withdrawals.md). Step one (check) finds the
// order by its number and e-mail and tells which lines can be withdrawn from until when; step two (confirm)
// records the statement in one transaction with the order row locked, so two statements for one order are
// taken one after the other. Every refusal writes nothing; "no such order" and "wrong e-mail" read the same.

type Db = Executor<typeof schema>;

const noMatch = () => new AppError('business_rule', { messageKey: 'error.withdrawal_no_match' });

/** The order with this number and e-mail (case and spaces aside), or undefined: one query for both facts. */
async function orderOf(db: Db, identity: WithdrawalIdentity): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.number, identity.orderNumber.trim().toUpperCase()),
        eq(sql`lower(${orders.email})`, identity.email.trim().toLowerCase()),
      ),
    )
    .limit(1);
  return row;
}

/** Step one: nothing is recorded. An order beyond its period, closed, or without the right answers why. */
export async function checkWithdrawal(
  context: OrdersContext,
  request: WithdrawalCheckRequest,
): Promise<WithdrawalCheckAnswer> {
  const order = await orderOf(context.db, request);
  if (!order) throw noMatch();
  const refusal = orderRefusal(order, todayInWarsaw(context.clock.now()));
  if (refusal) throw refusalError(refusal, order);
  return {
    orderNumber: order.number,
    periodEndsOn: periodEndOf(order),
    lines: await withdrawalLinesOf(context.db, order.id),
  };
}

/** Each named line's problem, at `items.<i>` in the caller's language: not in the order, excluded, too many. */
function itemProblems(asked: readonly WithdrawalItem[], lines: readonly WithdrawalLine[], lang: string): FieldErrors {
  const fields: FieldErrors = {};
  asked.forEach((item, i) => {
    const line = lines.find((candidate) => candidate.itemId === item.itemId);
    if (!line) fields[`items.${i}.itemId`] = translate('field.withdrawal_not_in_order', lang);
    else if (line.exclusion) fields[`items.${i}`] = translate(`withdrawal.${line.exclusion}`, lang);
    else if (item.quantity > line.available)
      fields[`items.${i}.quantity`] =
        line.available === 0
          ? translate('withdrawal.all_withdrawn', lang)
          : translate('field.withdrawal_too_many', lang, { available: line.available });
  });
  return fields;
}

type Statement = Awaited<ReturnType<typeof statementsOf>>[number];

const sameLines = (statement: Statement, asked: readonly WithdrawalItem[]) =>
  statement.lines.length === asked.length &&
  asked.every((item) =>
    statement.lines.some((line) => line.orderItemId === item.itemId && line.quantity === item.quantity),
  );

function receiptOf(order: OrderRow, statement: Statement, lines: readonly WithdrawalLine[]): WithdrawalReceipt {
  return {
    id: statement.id,
    orderNumber: order.number,
    name: statement.name,
    receivedAt: statement.receivedAt.toISOString(),
    periodEndsOn: statement.periodEndsOn,
    language: statement.language as Language,
    lines: statement.lines.map((line) => {
      const item = lines.find((candidate) => candidate.itemId === line.orderItemId);
      return {
        itemId: line.orderItemId,
        name: item?.name ?? '',
        optionsLabel: item?.optionsLabel ?? '',
        quantity: line.quantity,
      };
    }),
  };
}

/**
 * Step two: records the statement (`created`) or, when what it names was already withdrawn by an earlier
 * statement with exactly these lines (the same statement sent again), answers that one. Items left out name
 * every line that can still be withdrawn from, all its pieces.
 */
export async function confirmWithdrawal(
  context: OrdersContext,
  statement: WithdrawalStatement,
  lang: string,
): Promise<{ receipt: WithdrawalReceipt; created: boolean }> {
  const found = await orderOf(context.db, statement);
  if (!found) throw noMatch();
  return context.transaction(async (tx) => {
    // The lock makes a second statement for this order wait here, then read what the first recorded.
    const order = await lockOrder(tx, found.id);
    if (!order) throw noMatch();
    const now = context.clock.now();
    const refusal = orderRefusal(order, todayInWarsaw(now));
    if (refusal) throw refusalError(refusal, order);
    const lines = await withdrawalLinesOf(tx, order.id);
    const asked =
      statement.items ??
      lines.filter((line) => line.available > 0).map((line) => ({ itemId: line.itemId, quantity: line.available }));
    const fields = itemProblems(asked, lines, lang);
    if (asked.length === 0 || Object.keys(fields).length > 0) {
      const earlier = await statementsOf(tx, order.id);
      const same = statement.items ? earlier.find((s) => sameLines(s, asked)) : earlier.at(-1);
      if (same) return { receipt: receiptOf(order, same, lines), created: false };
      if (asked.length === 0) {
        const excluded = lines.find((line) => line.exclusion)?.exclusion;
        throw new AppError('business_rule', {
          messageKey: excluded && earlier.length === 0 ? `withdrawal.${excluded}` : 'error.withdrawal_nothing_left',
        });
      }
      throw new AppError('validation_failed', { fields });
    }
    const periodEndsOn = periodEndOf(order);
    const [row] = await tx
      .insert(withdrawals)
      .values({
        orderId: order.id,
        name: statement.name,
        email: statement.email.trim(),
        language: order.language,
        receivedAt: now,
        periodEndsOn,
      })
      .returning();
    const written = row!;
    await tx
      .insert(withdrawalLines)
      .values(asked.map((item) => ({ withdrawalId: written.id, orderItemId: item.itemId, quantity: item.quantity })));
    const recorded: Statement = {
      ...written,
      lines: asked.map((item) => ({ withdrawalId: written.id, orderItemId: item.itemId, quantity: item.quantity })),
    };
    const receipt = receiptOf(order, recorded, lines);
    await recordEvent(tx, WithdrawalReceived, {
      withdrawalId: written.id,
      orderId: order.id,
      orderNumber: order.number,
      email: order.email,
      name: written.name,
      language: receipt.language,
      receivedAt: receipt.receivedAt,
      periodEndsOn,
      goodsToReturn: order.deliveryMethod !== 'NONE',
      lines: receipt.lines.map(({ name, optionsLabel, quantity }) => ({ name, optionsLabel, quantity })),
    });
    return { receipt, created: true };
  });
}
