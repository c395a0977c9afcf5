import {
  type AdminType,
  type OrderAddress,
  type OrderChangeRequest,
  type OrderDetail,
  translate,
} from '@shop/contracts';
import { AppError, type ServiceContext } from '@shop/service-kit';
import { recordAudit, type Transaction } from '@shop/service-kit/db';
import { and, eq, sql } from 'drizzle-orm';
import type * as schema from '../../db/schema';
import { orders } from '../../db/schema';
import { recordOrderUpdated } from '../../events/order-events';
import { ORDER_ENTITY } from '../admin/admin-orders';
import { giveStockBack } from './cancelled-stock';
import { itemsOf } from './order-access';
import { changeOrder, lockOrder } from './order-changes';
import { type OrderRow, toOrderDetail } from './order-view';
import { isCancellable, isChangeable } from './transitions';

// What a customer (or a guest holding the order's link) may do to their own order (SPEC §7 update and
// delete): cancel it while it is unpaid and not yet being prepared, and change its comment and delivery
// address while it is new. Orders are never deleted. docs/decisions/order-states.md.

type Tx = Transaction<typeof schema>;
type Context = Pick<ServiceContext<typeof schema>, 'db' | 'services' | 'transaction' | 'clock' | 'log'>;

/** Who acted, as the order's history shows it to staff: the signed-in customer, or the link's holder. */
export interface OrderActor {
  customerId: string | null;
}

function auditActorOf(actor: OrderActor, order: OrderRow) {
  const name = [order.billing?.firstName, order.billing?.lastName].filter(Boolean).join(' ') || order.email;
  // The audit trail keeps staff's columns; a customer's entry says so in its admin type.
  return actor.customerId
    ? { id: actor.customerId, name, adminType: 'customer' as AdminType }
    : { id: 'guest-link', name: order.email, adminType: 'guest' as AdminType };
}

/**
 * Closes the order's open payment attempts at the payments service. `paid`: an attempt paid already, so the
 * order must not be cancelled; else no provider's late "paid" can pay this order any more.
 */
async function abandonPayments(context: Context, orderId: string): Promise<boolean> {
  const answer = await context.services.post('/internal/payments/orders/:orderId/abandon', { params: { orderId } });
  if (!answer.ok)
    throw new AppError('service_unavailable', { detail: `payments answered an abandon with ${answer.status}` });
  return answer.body.paid;
}

const notCancellable = (order: OrderRow) =>
  new AppError('business_rule', {
    messageKey: 'error.order_not_cancellable',
    detail: `the order is ${order.status}, payment ${order.paymentStatus}`,
  });

/**
 * Cancels the caller's order: the payments service closes its open attempts first, outside the order's
 * transaction (an attempt that paid meanwhile refuses the cancel; after it no provider's late "paid" can pay
 * this order), then one transaction with the order locked checks it again, cancels it, gives the promo code
 * use back and records `order-updated` (the customer's e-mail) with the audit entry; the reserved stock goes
 * back once that has committed. A second cancel finds the order cancelled and is refused with the same error.
 */
export async function cancelOwnOrder(context: Context, actor: OrderActor, id: string): Promise<OrderDetail> {
  const [seen] = await context.db.select().from(orders).where(eq(orders.id, id));
  if (!seen) throw new AppError('not_found');
  if (!isCancellable(seen)) throw notCancellable(seen);
  if (await abandonPayments(context, seen.id)) throw notCancellable(seen);
  const row = await context.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw new AppError('not_found');
    if (!isCancellable(order)) throw notCancellable(order);
    const cancelled = await changeOrder(tx, order, { status: 'cancelled' });
    await recordAudit(
      tx,
      auditActorOf(actor, order),
      {
        action: 'cancel',
        entity: ORDER_ENTITY,
        entityId: order.id,
        before: { status: order.status },
        after: { status: cancelled.status },
      },
      context.clock.now(),
    );
    return cancelled;
  });
  if (!row.stockReleasedAt) await giveStockBack(context, row.id);
  return toOrderDetail(row, await itemsOf(context.db, row.id));
}

/** One of the customer's saved addresses as the order keeps it; another customer's address is the field's error. */
async function savedAddress(
  context: Context,
  customerId: string,
  addressId: string,
  lang: string,
): Promise<OrderAddress> {
  const answer = await context.services.get('/internal/customers/:customerId/addresses/:addressId', {
    params: { customerId, addressId },
  });
  if (answer.status === 404)
    throw new AppError('validation_failed', { fields: { deliveryAddressId: translate('field.rma_address', lang) } });
  if (!answer.ok)
    throw new AppError('service_unavailable', { detail: `accounts answered an address with ${answer.status}` });
  const address = answer.body;
  return {
    firstName: address.firstName ?? '',
    lastName: address.lastName ?? '',
    companyName: address.companyName,
    street: address.street ?? '',
    zipCode: address.zipCode ?? '',
    city: address.city ?? '',
    country: address.country ?? 'PL',
    phone: address.phone,
  };
}

async function saveDetails(tx: Tx, order: OrderRow, set: { comments?: string; delivery?: OrderAddress }) {
  const [updated] = await tx
    .update(orders)
    .set({ ...set, version: sql`${orders.version} + 1`, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.version, order.version)))
    .returning();
  if (!updated) throw new Error(`order ${order.id} changed under its lock`);
  return updated;
}

/**
 * Changes a new order's comment and/or delivery address (one of the signed-in customer's saved addresses),
 * from the version the customer saw: a change made meanwhile (staff, a payment) answers 409.
 */
export async function changeOwnOrder(
  context: Context,
  customerId: string,
  id: string,
  change: OrderChangeRequest,
  lang: string,
): Promise<OrderDetail> {
  const delivery = change.deliveryAddressId
    ? await savedAddress(context, customerId, change.deliveryAddressId, lang)
    : undefined;
  const row = await context.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order || order.customerId !== customerId) throw new AppError('not_found');
    if (order.version !== change.version)
      throw new AppError('conflict', {
        messageKey: 'error.changed_meanwhile',
        detail: `the order is at version ${order.version}, not ${change.version}`,
      });
    if (!isChangeable(order))
      throw new AppError('business_rule', {
        messageKey: 'error.order_not_changeable',
        detail: `the order is ${order.status}, payment ${order.paymentStatus}`,
      });
    const updated = await saveDetails(tx, order, {
      ...(change.comments !== undefined ? { comments: change.comments } : {}),
      ...(delivery ? { delivery } : {}),
    });
    await recordAudit(
      tx,
      auditActorOf({ customerId }, order),
      {
        action: 'update',
        entity: ORDER_ENTITY,
        entityId: order.id,
        before: { comments: order.comments, delivery: order.delivery },
        after: { comments: updated.comments, delivery: updated.delivery },
      },
      context.clock.now(),
    );
    await recordOrderUpdated(tx, updated);
    return updated;
  });
  return toOrderDetail(row, await itemsOf(context.db, row.id));
}
