import { type AdminRefund, type AdminRefundSent, formatMoney, translate } from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import { recordAudit } from '@shop/service-kit/db';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { PaymentsContext } from '../../context';
import { refunds } from '../../db/schema';
import { settleRefund } from '../admin/record-transaction';
import { announceCompleted, toAdminRefund } from './refund-rows';

// What staff do with refunds (issue 27): see an order's refunds with their state, and mark a refund by
// transfer (transfer, cash on delivery) or a notice to the installment bank as sent, which records the order's
// `return` transaction (refused beyond what was paid) and tells the other services (`refund-completed`).

type Context = Pick<PaymentsContext, 'db' | 'services' | 'transaction' | 'clock' | 'log'>;

/** The audit trail's name for a refund. */
export const REFUND_ENTITY = 'refund';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function listOrderRefunds(
  context: Pick<Context, 'db'>,
  orderId: string,
): Promise<{ items: AdminRefund[] }> {
  const rows = await context.db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt));
  return { items: rows.map(toAdminRefund) };
}

/** Staff sent the transfer (or notified the installment bank): the refund is completed, once. */
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
    if (refund.status !== 'awaiting_transfer' && refund.status !== 'awaiting_notice') {
      throw new AppError('business_rule', {
        messageKey: 'error.refund_not_awaiting_staff',
        detail: `refund ${id} is ${refund.status}`,
      });
    }
    const accountNumber = body.accountNumber?.replace(/\s+/g, '').toUpperCase() || refund.accountNumber;
    if (refund.status === 'awaiting_transfer' && !accountNumber) {
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
        providerRef: refund.status === 'awaiting_transfer' ? refund.reference : null,
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
