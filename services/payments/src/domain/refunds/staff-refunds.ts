import {
  type AdminRefund,
  type AdminRefundListQuery,
  type AdminRefundSent,
  formatMoney,
  refundsAwaitingStaff,
  translate,
} from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import { foldedContains, listAnswerOf, listOffset, listOrder, recordAudit } from '@shop/service-kit/db';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PaymentsContext } from '../../context';
import { refunds } from '../../db/schema';
import { settleRefund } from '../admin/record-transaction';
import { announceCompleted, toAdminRefund } from './refund-rows';

// What staff do with refunds (issue 27): list refunds with their state (those waiting for staff first of all),
// and mark a refund by transfer (transfer, cash on delivery, or instead of a provider's refused refund) or a
// notice to the installment bank as sent, which records the order's `return` transaction (refused beyond what
// was paid) and tells the other services (`refund-completed`).

type Context = Pick<PaymentsContext, 'db' | 'services' | 'transaction' | 'clock' | 'log'>;

/** The audit trail's name for a refund. */
export const REFUND_ENTITY = 'refund';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type ListQuery = z.output<typeof AdminRefundListQuery>;

/** One page of refunds with the staff list's filters; `awaiting_staff` is every refund staff still have to make. */
export async function listAdminRefunds(context: Pick<Context, 'db'>, query: ListQuery) {
  const f = query.filters;
  const where = and(
    f.status === 'awaiting_staff'
      ? inArray(refunds.status, refundsAwaitingStaff)
      : f.status
        ? eq(refunds.status, f.status)
        : undefined,
    f.reason ? eq(refunds.reason, f.reason) : undefined,
    f.orderId ? eq(refunds.orderId, f.orderId) : undefined,
    f.orderNumber ? foldedContains(sql`lower(${refunds.orderNumber})`, f.orderNumber) : undefined,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    context.db
      .select()
      .from(refunds)
      .where(where)
      .orderBy(
        ...listOrder(
          query,
          { createdAt: refunds.createdAt, amount: refunds.amount, orderNumber: refunds.orderNumber },
          refunds.id,
        ),
      )
      .limit(query.limit)
      .offset(listOffset(query)),
    context.db.select({ total: count() }).from(refunds).where(where),
  ]);
  return listAnswerOf(rows.map(toAdminRefund), total, query);
}

export async function getAdminRefund(context: Pick<Context, 'db'>, id: string): Promise<AdminRefund> {
  if (!UUID.test(id)) throw new AppError('not_found');
  const [row] = await context.db.select().from(refunds).where(eq(refunds.id, id));
  if (!row) throw new AppError('not_found');
  return toAdminRefund(row);
}

/**
 * Staff sent the transfer (or notified the installment bank, or sent a transfer instead of a refund the
 * provider refused): the refund is completed, once.
 */
export async function markRefundSent(
  context: Context,
  staff: StaffMember,
  id: string,
  body: z.output<typeof AdminRefundSent>,
  lang: string,
): Promise<AdminRefund> {
  if (!UUID.test(id)) throw new AppError('not_found');
  const now = context.clock.now();
  const row = await context.transaction(async (tx) => {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
    if (!refund) throw new AppError('not_found');
    if (!(refundsAwaitingStaff as readonly string[]).includes(refund.status)) {
      throw new AppError('business_rule', {
        messageKey: 'error.refund_not_awaiting_staff',
        detail: `refund ${id} is ${refund.status}`,
      });
    }
    const accountNumber = body.accountNumber?.replace(/\s+/g, '').toUpperCase() || refund.accountNumber;
    const byTransfer = refund.status !== 'awaiting_notice';
    if (byTransfer && !accountNumber) {
      throw new AppError('validation_failed', {
        fields: { accountNumber: translate('field.account_number_required', lang) },
      });
    }
    const recorded = await settleRefund(
      context,
      tx,
      {
        id: refund.orderId,
        number: refund.orderNumber,
        currency: refund.currency as 'PLN' | 'EUR',
        method: refund.method,
      },
      {
        amount: refund.amount,
        settledAt: now,
        recordedBy: staff.name,
        note: body.note || `Zwrot ${refund.reference}${accountNumber ? ` na rachunek ${accountNumber}` : ''}`,
      },
      'refuse',
    );
    const [completed] = await tx
      .update(refunds)
      .set({
        status: 'completed',
        accountNumber: accountNumber ?? null,
        // The transfer's title is the caller's reference: the buyer finds it on the statement.
        providerRef: byTransfer ? refund.reference : null,
        completedBy: staff.name,
        transactionId: recorded.id,
        completedAt: now,
        updatedAt: now,
      })
      .where(eq(refunds.id, id))
      .returning();
    await recordAudit(
      tx,
      staff,
      {
        action: 'update',
        entity: REFUND_ENTITY,
        entityId: id,
        before: { status: refund.status },
        after: {
          status: 'completed',
          order: refund.orderNumber,
          amount: formatMoney({ amount: refund.amount, currency: refund.currency as 'PLN' | 'EUR' }, 'pl'),
          accountNumber,
        },
      },
      now,
    );
    await announceCompleted(tx, completed!);
    return completed!;
  });
  return toAdminRefund(row);
}
