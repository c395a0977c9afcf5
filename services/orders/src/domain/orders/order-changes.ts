import type { CustomerPaymentStatus, OrderStatus } from '@shop/contracts';
import type { Transaction } from '@shop/service-kit/db';
import { and, eq, sql } from 'drizzle-orm';
import type * as schema from '../../db/schema';
import { orders } from '../../db/schema';
import { recordOrderUpdated } from '../../events/order-events';
import { givePromoUseBack } from '../checkout/promo-claim';
import { issueDownloadLinks } from '../downloads/order-downloads';
import { giveGiftCardsBack, issueGiftCards } from '../gift-cards/order-gift-cards';
import type { OrderRow } from './order-view';
import { assertOrderTransition, assertPaymentTransition } from './transitions';

type Tx = Transaction<typeof schema>;

/** Reads an order and locks it for the rest of the transaction (payment events, expiry, staff). */
export async function lockOrder(tx: Tx, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export interface OrderChange {
  status?: OrderStatus;
  paymentStatus?: CustomerPaymentStatus;
  stockReleased?: boolean;
  paidTransactionId?: string;
}

/**
 * Moves a locked order to a new status and/or payment status, each checked against the transition table,
 * and records `order-updated` in the same transaction. A change to the same value is not a change. An order
 * that ends cancelled or rejected gives its promo code use and its gift-card spends back; one that becomes
 * paid issues the gift cards it bought and gets its downloads.
 */
export async function changeOrder(tx: Tx, order: OrderRow, change: OrderChange): Promise<OrderRow> {
  const status = change.status && change.status !== order.status ? change.status : undefined;
  const paymentStatus =
    change.paymentStatus && change.paymentStatus !== order.paymentStatus ? change.paymentStatus : undefined;
  if (status) assertOrderTransition(order.status as OrderStatus, status);
  if (paymentStatus) assertPaymentTransition(order.paymentStatus, paymentStatus);
  if (!status && !paymentStatus && !change.stockReleased && !change.paidTransactionId) return order;

  const now = new Date();
  const [updated] = await tx
    .update(orders)
    .set({
      ...(status ? { status } : {}),
      ...(paymentStatus ? { paymentStatus } : {}),
      // The first payment that pays the order is also what staff see as paid (SPEC §3 admin payment status).
      ...(paymentStatus === 'paid' && order.adminPaymentStatus === 'unpaid' ? { adminPaymentStatus: 'paid' } : {}),
      ...(change.stockReleased ? { stockReleasedAt: now } : {}),
      ...(change.paidTransactionId ? { paidTransactionId: change.paidTransactionId } : {}),
      ...(paymentStatus === 'paid' && !order.paidAt ? { paidAt: now } : {}),
      // Completed: the last parcel delivered or the goods handed over, the start of the withdrawal period.
      ...(status === 'completed' && !order.deliveredAt ? { deliveredAt: now } : {}),
      // A customer's change names the version it saw: any move of the order makes that stale.
      version: sql`${orders.version} + 1`,
      updatedAt: now,
    })
    // The row is locked; the status condition still guards against a caller that forgot to lock it.
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning();
  if (!updated) throw new Error(`order ${order.id} changed under an update that expected ${order.status}`);
  if (status === 'cancelled' || status === 'rejected') {
    await givePromoUseBack(tx, order.id);
    await giveGiftCardsBack(tx, order.id, now);
  }
  // The gift cards a paid order bought get their codes now (docs/decisions/gift-cards.md).
  if (paymentStatus === 'paid') await issueGiftCards(tx, updated, now);
  // A paid order's downloads get their links now, so the e-mail of this change carries them.
  if (paymentStatus === 'paid') await issueDownloadLinks(tx, updated.id, now);
  if (status || paymentStatus) await recordOrderUpdated(tx, updated);
  return updated;
}
