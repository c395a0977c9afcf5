import type { AdminPreorderConfirmation, OrderDetail, PlnConversion } from '@shop/contracts';
import { AppError, type ServiceContext, type StaffMember } from '@shop/service-kit';
import { recordAudit } from '@shop/service-kit/db';
import { and, eq, sql } from 'drizzle-orm';
import type * as schema from '../../db/schema';
import { orders } from '../../db/schema';
import { recordPreorderConfirmed } from '../../events/order-events';
import { ORDER_ENTITY } from '../admin/admin-orders';
import { lockOrder } from '../orders/order-changes';
import type { OrderRow } from '../orders/order-view';

// Paying for a preorder (issue 23): staff confirm a submitted preorder, which makes it payable by bank
// transfer; an EUR preorder's amount due is converted to PLN at the rate in force that day and kept with
// the order (rate, source, table, day), so the dealer's amount never moves with later rates. The transfer is
// recorded by staff as any transaction of the sales back office. docs/decisions/preorders.md.

type Context = Pick<ServiceContext<typeof schema>, 'db' | 'services' | 'transaction' | 'clock'>;

/** The transfer title a dealer writes: the order's number, which staff search by when money comes in. */
export const transferTitleOf = (order: Pick<OrderRow, 'number'>) => order.number;

async function plnOf(context: Context, order: OrderRow): Promise<PlnConversion> {
  const answer = await context.services.post('/internal/payments/conversions', {
    body: { amount: { amount: order.totalAmount, currency: order.currency as 'PLN' | 'EUR' } },
  });
  if (!answer.ok)
    throw new AppError('service_unavailable', { detail: `payments answered a conversion with ${answer.status}` });
  return answer.body;
}

/** Where the transfer goes, when the order is a confirmed preorder (else the detail as it is). */
export async function withTransferDetails(
  context: Pick<ServiceContext, 'services'>,
  detail: OrderDetail,
): Promise<OrderDetail> {
  if (!detail.preorderPayment) return detail;
  const answer = await context.services.get('/internal/payments/transfer-account', {});
  if (!answer.ok) return detail;
  return {
    ...detail,
    preorderPayment: {
      ...detail.preorderPayment,
      transfer: { ...answer.body, title: transferTitleOf(detail) },
    },
  };
}

/**
 * Confirms a submitted preorder from the version staff saw (409 when stale): only a preorder still in
 * status preorder, unpaid and not confirmed yet (422 otherwise). The PLN amount and the transfer account are
 * asked of payments before the order is locked, then written with the audit entry and `preorder-confirmed`
 * (the dealer's e-mail with the amount and the transfer details) in one transaction.
 */
export async function confirmPreorder(
  context: Context,
  staff: StaffMember,
  id: string,
  confirmation: AdminPreorderConfirmation,
): Promise<OrderRow> {
  const [seen] = await context.db.select().from(orders).where(eq(orders.id, id));
  if (!seen) throw new AppError('not_found');
  const conversion = await plnOf(context, seen);
  const transfer = await context.services.get('/internal/payments/transfer-account', {});
  return context.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw new AppError('not_found');
    if (order.version !== confirmation.version)
      throw new AppError('conflict', {
        messageKey: 'error.changed_meanwhile',
        detail: `the order is at version ${order.version}, not ${confirmation.version}`,
      });
    if (
      order.type !== 'PREORDER' ||
      order.status !== 'preorder' ||
      order.preorderConfirmedAt ||
      order.paymentStatus !== 'unpaid'
    )
      throw new AppError('business_rule', { messageKey: 'error.preorder_not_confirmable' });
    const now = context.clock.now();
    const { rate } = conversion;
    const [confirmed] = await tx
      .update(orders)
      .set({
        preorderConfirmedAt: now,
        dueAmountPln: conversion.amountPln,
        dueRatePln: rate?.ratePln ?? null,
        dueRateSource: rate?.source ?? null,
        dueRateTable: rate?.tableNo ?? null,
        dueRateEffectiveAt: rate ? new Date(rate.effectiveAt) : null,
        version: sql`${orders.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(orders.id, order.id), eq(orders.version, order.version)))
      .returning();
    if (!confirmed) throw new Error(`order ${order.id} changed under its lock`);
    await recordAudit(
      tx,
      staff,
      {
        action: 'confirm_preorder',
        entity: ORDER_ENTITY,
        entityId: order.id,
        before: { preorderConfirmedAt: null },
        after: {
          preorderConfirmedAt: now.toISOString(),
          dueAmountPln: conversion.amountPln,
          ...(rate ? { dueRatePln: rate.ratePln, dueRateSource: rate.source } : {}),
        },
      },
      now,
    );
    await recordPreorderConfirmed(tx, confirmed, transfer.ok ? transfer.body : null);
    return confirmed;
  });
}
