import {
  type AdminWithdrawalDetail,
  type AdminWithdrawalGoods,
  type AdminWithdrawalRefund,
  type EventData,
  type RefundCompleted,
  type RefundFailed,
  RefundRequested,
  WithdrawalGoodsReceived,
} from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import { recordAudit, type Transaction } from '@shop/service-kit/db';
import { recordEvent } from '@shop/service-kit/events';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { OrdersContext } from '../../context';
import type * as schema from '../../db/schema';
import { invoices, orders, withdrawals } from '../../db/schema';
import { issueCorrection } from '../../invoices/corrections';
import { cheapestDeliveryOf, refundOf, type WithdrawalRow, withdrawalDetail, withdrawalRow } from './staff-withdrawals';

// The staff steps of a withdrawal (issue 27, docs/decisions/withdrawals.md, "Staff side"), each in one
// transaction with the withdrawal's row locked, audited, refused with 409 when the screen showed an older
// version: the goods received (the stock goes back through the warehouse, once) or the proof of sending; then
// the refund, asked of payments once with the withdrawal as its key, and the correction invoice, issued once
// with the withdrawal as its key when the order has an invoice. Payments' answer moves the refund's state.

type Tx = Transaction<typeof schema>;
type Context = Pick<OrdersContext, 'db' | 'clock' | 'log' | 'shopSettings' | 'transaction'>;

export const ENTITY = 'withdrawal';

const cheapest = (context: Context) => (currency: string) => cheapestDeliveryOf(context.shopSettings(), currency);

export const detailOf = (context: Context, id: string): Promise<AdminWithdrawalDetail> =>
  withdrawalDetail(context.db, id, context.clock.now(), cheapest(context));

function checkVersion(row: WithdrawalRow, version: number) {
  if (row.version !== version)
    throw new AppError('conflict', {
      messageKey: 'error.changed_meanwhile',
      detail: `the withdrawal is at version ${row.version}, the form at ${version}`,
    });
}

async function orderOf(tx: Tx, row: WithdrawalRow) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId));
  if (!order) throw new AppError('not_found');
  return order;
}

/** The goods came back (their stock goes back once) or the consumer proved sending them. */
export async function recordGoods(
  context: Context,
  staff: StaffMember,
  id: string,
  input: AdminWithdrawalGoods,
): Promise<AdminWithdrawalDetail> {
  await context.transaction(async (tx) => {
    const row = await withdrawalRow(tx, id, true);
    checkVersion(row, input.version);
    const order = await orderOf(tx, row);
    if (order.deliveryMethod === 'NONE' || row.goodsReceivedAt)
      throw new AppError('business_rule', { messageKey: 'error.withdrawal_goods_done' });
    if (input.kind === 'proof' && row.proofReceivedAt)
      throw new AppError('business_rule', { messageKey: 'error.withdrawal_goods_done' });
    const now = context.clock.now();
    const received = input.kind === 'received';
    const status = row.refundStatus ? row.status : received ? 'goods_received' : 'proof_received';
    await tx
      .update(withdrawals)
      .set({
        ...(received ? { goodsReceivedAt: now } : { proofReceivedAt: now }),
        goodsRecordedBy: staff.name,
        status,
        version: row.version + 1,
        updatedAt: now,
      })
      .where(eq(withdrawals.id, row.id));
    if (received) {
      const { items, named } = await refundOf(tx, row, order, 0);
      await recordEvent(tx, WithdrawalGoodsReceived, {
        withdrawalId: row.id,
        orderId: order.id,
        orderNumber: order.number,
        lines: items
          .filter((item) => named.has(item.id) && item.sku)
          .map((item) => ({ sku: item.sku, name: item.name, quantity: named.get(item.id) ?? 0 })),
      });
    }
    await recordAudit(
      tx,
      staff,
      {
        action: received ? 'goods_received' : 'proof_received',
        entity: ENTITY,
        entityId: row.id,
        before: { status: row.status },
        after: { status },
      },
      now,
    );
  });
  return detailOf(context, id);
}

/**
 * Asks payments for the refund (`refund-requested`, refundId = the withdrawal) and issues the correction
 * invoice (issue key `withdrawal:<id>`). A refund already asked is the same refund: answered as it stands.
 * Withheld until the goods or the proof of sending are received when the order shipped goods (art. 32 ust. 4).
 */
export async function requestRefund(
  context: Context,
  staff: StaffMember,
  id: string,
  input: AdminWithdrawalRefund,
): Promise<AdminWithdrawalDetail> {
  await context.transaction(async (tx) => {
    const row = await withdrawalRow(tx, id, true);
    if (row.refundStatus) return; // a second click: the refund already asked
    checkVersion(row, input.version);
    const order = await orderOf(tx, row);
    if (order.deliveryMethod !== 'NONE' && !row.goodsReceivedAt && !row.proofReceivedAt)
      throw new AppError('business_rule', { messageKey: 'error.withdrawal_refund_withheld' });
    const { amount } = await refundOf(tx, row, order, cheapestDeliveryOf(context.shopSettings(), order.currency));
    if (amount.total <= 0) throw new AppError('business_rule', { messageKey: 'error.withdrawal_nothing_to_refund' });
    const now = context.clock.now();
    const correction = await correct(context, tx, row, order.id, amount.total);
    await tx
      .update(withdrawals)
      .set({
        status: 'refund_requested',
        refundStatus: 'requested',
        refundAmount: amount.total,
        refundDelivery: amount.delivery,
        refundRequestedAt: now,
        refundRequestedBy: staff.name,
        correctionInvoiceId: correction,
        version: row.version + 1,
        updatedAt: now,
      })
      .where(eq(withdrawals.id, row.id));
    await recordEvent(tx, RefundRequested, {
      refundId: row.id,
      orderId: order.id,
      amountMinor: amount.total,
      currency: order.currency as 'PLN' | 'EUR',
      reason: 'withdrawal',
      reference: `Odstąpienie ${order.number}`.slice(0, 60),
      ...(input.accountNumber ? { accountNumber: input.accountNumber } : {}),
    });
    await recordAudit(
      tx,
      staff,
      {
        action: 'refund',
        entity: ENTITY,
        entityId: row.id,
        before: { status: row.status },
        after: { status: 'refund_requested', refund: amount.total, delivery: amount.delivery, correction },
      },
      now,
    );
  });
  return detailOf(context, id);
}

/** The correction of the order's invoice for the refund, once per withdrawal; null when there is no invoice. */
async function correct(context: Context, tx: Tx, row: WithdrawalRow, orderId: string, refund: number) {
  const [invoiced] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), inArray(invoices.kind, ['VAT', 'ROZ'])));
  if (!invoiced) return null;
  const issued = await issueCorrection(context, tx, {
    orderId,
    refund,
    reason: 'Odstąpienie od umowy (art. 27 ustawy o prawach konsumenta)',
    issueKey: `withdrawal:${row.id}`,
  });
  if ('id' in issued) return issued.id;
  context.log.warn({ withdrawalId: row.id, refusal: issued }, 'no correction invoice for a withdrawal');
  return null;
}

/** Payments gave the money back: the withdrawal is refunded (once; a late failure never undoes it). */
export async function refundCompleted(tx: Tx, data: EventData<typeof RefundCompleted>) {
  if (data.reason !== 'withdrawal') return;
  await tx
    .update(withdrawals)
    .set({
      status: 'refunded',
      refundStatus: 'completed',
      refundCompletedAt: new Date(data.completedAt),
      refundTransactionId: data.transactionId,
      refundFailure: null,
      updatedAt: sql`now()`,
      version: sql`${withdrawals.version} + 1`,
    })
    .where(
      and(
        eq(withdrawals.id, data.refundId),
        or(isNull(withdrawals.refundStatus), ne(withdrawals.refundStatus, 'completed')),
      ),
    );
}

/** Payments could not refund: staff see why and settle it by hand. */
export async function refundFailed(tx: Tx, data: EventData<typeof RefundFailed>) {
  if (data.reason !== 'withdrawal') return;
  await tx
    .update(withdrawals)
    .set({
      status: 'refund_failed',
      refundStatus: 'failed',
      refundFailure: data.failure,
      updatedAt: sql`now()`,
      version: sql`${withdrawals.version} + 1`,
    })
    .where(and(eq(withdrawals.id, data.refundId), eq(withdrawals.refundStatus, 'requested')));
}
