import {
  type AdminReturnDetail,
  type AdminReturnItemStatusChange,
  type Currency,
  formatMoney,
  isUuid,
  type ReturnStage,
  type ReturnStatus,
  translate,
} from '@shop/contracts';
import { AppError, type ServiceContext, type StaffMember } from '@shop/service-kit';
import { recordAudit } from '@shop/service-kit/db';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type * as schema from '../db/schema';
import { returnItems, returnNotes, returns } from '../db/schema';
import { recordRefundDecided } from '../events/refund-events';
import { recordReturnUpdated } from '../events/return-events';
import { adminReturnDetail, findReturn, RETURN_ENTITY } from './admin-return-reads';
import { mayMove } from './return-states';

// The back office's returns, changed (issue 14; the reads are in admin-return-reads.ts): status, stage, items,
// the order, internal notes and the assignee. Each write locks the return's row, checks what staff saw, and
// records the audit entry in the same transaction, so two staff members' changes never pass each other.

type Context = ServiceContext<typeof schema>;
type Row = typeof returns.$inferSelect;
const ENTITY = RETURN_ENTITY;

type Tx = Parameters<Parameters<Context['transaction']>[0]>[0];

/** Writes a change to the locked return with its audit entry, both at the service's clock. */
async function saveAudited(
  context: Context,
  tx: Tx,
  staff: StaffMember,
  id: string,
  set: Partial<Row>,
  audit: { action: string; before: Record<string, unknown>; after: Record<string, unknown> },
) {
  const now = context.clock.now();
  await tx
    .update(returns)
    .set({ ...set, updatedAt: now })
    .where(eq(returns.id, id));
  await recordAudit(tx, staff, { ...audit, entity: ENTITY, entityId: id }, now);
}

/** Moves a return from the status the staff member saw to one the transition table allows. */
export async function changeReturnStatus(
  context: Context,
  staff: StaffMember,
  id: string,
  change: { from: ReturnStatus; to: ReturnStatus },
): Promise<AdminReturnDetail> {
  await context.transaction(async (tx) => {
    const row = await findReturn(tx, id, true);
    if (row.status !== change.from) {
      throw new AppError('conflict', {
        messageKey: 'error.changed_meanwhile',
        detail: `return is ${row.status}, not ${change.from}`,
      });
    }
    if (!mayMove(row.status, change.to)) {
      throw new AppError('conflict', { detail: `return may not move from ${row.status} to ${change.to}` });
    }
    const now = context.clock.now();
    const [moved] = await tx
      .update(returns)
      .set({ status: change.to, updatedAt: now })
      .where(eq(returns.id, id))
      .returning();
    await recordReturnUpdated(tx, moved!, 'status');
    await recordAudit(
      tx,
      staff,
      { action: 'status', entity: ENTITY, entityId: id, before: { status: row.status }, after: { status: change.to } },
      now,
    );
  });
  return adminReturnDetail(context.db, id);
}

/**
 * Corrects the stage of a return (staff may set any stage; the customer could only choose a later one than
 * the proposed, SPEC §9). `from` is the stage the staff member saw; a return changed meanwhile answers 409.
 */
export async function changeReturnStage(
  context: Context,
  staff: StaffMember,
  id: string,
  change: { from: ReturnStage; to: ReturnStage },
): Promise<AdminReturnDetail> {
  await context.transaction(async (tx) => {
    const row = await findReturn(tx, id, true);
    if (row.stage !== change.from) {
      throw new AppError('conflict', {
        messageKey: 'error.changed_meanwhile',
        detail: `return is at ${row.stage}, not ${change.from}`,
      });
    }
    if (row.stage === change.to) return;
    const now = context.clock.now();
    // An internal correction: audited, without an update e-mail to the customer.
    await tx.update(returns).set({ stage: change.to, updatedAt: now }).where(eq(returns.id, id));
    await recordAudit(
      tx,
      staff,
      { action: 'stage', entity: ENTITY, entityId: id, before: { stage: row.stage }, after: { stage: change.to } },
      now,
    );
  });
  return adminReturnDetail(context.db, id);
}

/**
 * Records the action taken on one item of a return. `refunded` with an amount gives the money back through
 * the shop: the return must be linked to an order, each item is refunded once, and rma publishes
 * `return-refund-decided` in the same transaction (payments records the `return` transaction).
 */
export async function changeItemStatus(
  context: Context,
  staff: StaffMember,
  id: string,
  itemId: string,
  change: z.output<typeof AdminReturnItemStatusChange>,
  lang: string,
): Promise<AdminReturnDetail> {
  await context.transaction(async (tx) => {
    const row = await findReturn(tx, id, true);
    const [item] = isUuid(itemId)
      ? await tx
          .select()
          .from(returnItems)
          .where(and(eq(returnItems.id, itemId), eq(returnItems.returnId, id)))
          .limit(1)
      : [];
    if (!item) throw new AppError('not_found');
    const refund = change.refund;
    if (refund) {
      if (!row.orderId || !row.orderCurrency)
        throw new AppError('business_rule', { messageKey: 'error.return_without_order', detail: 'no linked order' });
      if (item.refundAmount !== null)
        throw new AppError('business_rule', { messageKey: 'error.item_already_refunded', detail: 'refunded once' });
    }
    if (item.status === change.status && !refund) return;
    const now = context.clock.now();
    await tx
      .update(returnItems)
      .set({
        status: change.status,
        ...(refund ? { refundAmount: refund.amount, refundCurrency: row.orderCurrency } : {}),
      })
      .where(eq(returnItems.id, itemId));
    const [touched] = await tx.update(returns).set({ updatedAt: now }).where(eq(returns.id, id)).returning();
    await recordReturnUpdated(tx, touched!, 'item');
    if (refund && row.orderId && row.orderCurrency) {
      await recordRefundDecided(
        tx,
        { ...touched!, orderId: row.orderId, orderCurrency: row.orderCurrency },
        { itemId, amount: refund.amount, staffName: staff.name },
      );
    }
    const label = `item ${item.productName}`;
    const refundText = refund
      ? formatMoney({ amount: refund.amount, currency: row.orderCurrency as Currency }, lang)
      : undefined;
    await recordAudit(
      tx,
      staff,
      {
        action: refund ? 'refund' : 'item_status',
        entity: ENTITY,
        entityId: id,
        before: { [label]: item.status },
        after: { [label]: change.status, ...(refundText ? { refund: refundText } : {}) },
      },
      now,
    );
  });
  return adminReturnDetail(context.db, id);
}

/**
 * Links the return to the order it came from, found by its number: the return's customer's own order
 * (another customer's is a field error, as is a number no order has). Refunds go back to that order.
 */
export async function linkReturnOrder(
  context: Context,
  staff: StaffMember,
  id: string,
  number: string,
  lang: string,
): Promise<AdminReturnDetail> {
  await findReturn(context.db, id);
  const answer = await context.services.get('/internal/orders', { query: { number } });
  if (!answer.ok && answer.status !== 404)
    throw new AppError('service_unavailable', { detail: `orders answered an order with ${answer.status}` });
  if (!answer.ok)
    throw new AppError('validation_failed', { fields: { number: translate('field.order_unknown', lang) } });
  const order = answer.body;
  await context.transaction(async (tx) => {
    const row = await findReturn(tx, id, true);
    if (order.customerId !== row.customerId)
      throw new AppError('validation_failed', {
        fields: { number: translate('field.order_of_another_customer', lang) },
      });
    if (row.orderId === order.id) return;
    const refunded = await tx
      .select({ id: returnItems.id })
      .from(returnItems)
      .where(and(eq(returnItems.returnId, id), isNotNull(returnItems.refundAmount)))
      .limit(1);
    // Money already went back to the linked order: moving the link would split the return's refunds.
    if (refunded.length > 0) throw new AppError('conflict', { detail: 'refunds were decided on the linked order' });
    await saveAudited(
      context,
      tx,
      staff,
      id,
      {
        orderId: order.id,
        orderNumber: order.number,
        orderTotal: order.total.amount,
        orderCurrency: order.total.currency,
      },
      { action: 'order', before: { order: row.orderNumber }, after: { order: order.number } },
    );
  });
  return adminReturnDetail(context.db, id);
}

/** Adds an internal note (staff only; never in a customer's answer). */
export async function addInternalNote(
  context: Context,
  staff: StaffMember,
  id: string,
  text: string,
): Promise<AdminReturnDetail> {
  await context.transaction(async (tx) => {
    await findReturn(tx, id, true);
    const now = context.clock.now();
    await tx
      .insert(returnNotes)
      .values({ returnId: id, text, staffId: staff.id, staffName: staff.name, createdAt: now });
    await recordAudit(tx, staff, { action: 'note', entity: ENTITY, entityId: id, after: { note: text } }, now);
  });
  return adminReturnDetail(context.db, id);
}

/** Active staff who may work on returns (`returns.update`), as accounts knows them. */
export async function returnAssignees(context: Context) {
  const answer = await context.services.get('/internal/staff', { query: { permission: 'returns.update' } });
  if (!answer.ok)
    throw new AppError('service_unavailable', { detail: `accounts answered staff with ${answer.status}` });
  return answer.body;
}

/**
 * The calling staff member takes the return ('me') or lets it go ('nobody'), or gives it to an active staff
 * member who may work on returns (anyone else is the field's error).
 */
export async function assignReturn(
  context: Context,
  staff: StaffMember,
  id: string,
  assignee: string,
  lang: string,
): Promise<AdminReturnDetail> {
  await findReturn(context.db, id);
  let next: { assigneeId: string | null; assigneeName: string | null };
  if (assignee === 'me') next = { assigneeId: staff.id, assigneeName: staff.name };
  else if (assignee === 'nobody') next = { assigneeId: null, assigneeName: null };
  else {
    const member = (await returnAssignees(context)).items.find((candidate) => candidate.id === assignee);
    if (!member)
      throw new AppError('validation_failed', { fields: { assignee: translate('field.return_assignee', lang) } });
    next = { assigneeId: member.id, assigneeName: member.name };
  }
  await context.transaction(async (tx) => {
    const row = await findReturn(tx, id, true);
    await saveAudited(context, tx, staff, id, next, {
      action: 'assign',
      before: { assignee: row.assigneeName },
      after: { assignee: next.assigneeName },
    });
  });
  return adminReturnDetail(context.db, id);
}
