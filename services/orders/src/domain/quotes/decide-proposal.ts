import {
  immediateDeliveryConsentOf,
  type OrderDetail,
  type Proposal,
  type ProposalAccept,
  professionalPurchaseOf,
  todayInWarsaw,
  translate,
} from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrdersContext } from '../../context';
import { orderItems, orderOffers, orders } from '../../db/schema';
import { dayText } from '../cart/day-text';
import { assertRightsAnswered } from '../checkout/checkout-rules';
import { billingAddress, deliveryAddress } from '../checkout/order-addresses';
import { itemsOf } from '../orders/order-access';
import { changeOrder } from '../orders/order-changes';
import { type OrderRow, toOrderDetail } from '../orders/order-view';
import { releaseStock, reserveStock, shortOfStock } from '../orders/stock';
import { customersOffer, customerTypeOfOrder, type OfferRow, productTypesOf, proposalOf } from './proposal-view';

// The customer's answer to a sent proposal (its signed-in customer, or whoever holds its link). Accepting
// turns it into an order to pay on the same number: the chosen methods (among the allowed ones), the
// addresses, and the stock reserved in the same transaction; the order moves new → ready_to_pay. The order
// row is locked first, so two accepts at once (two tabs) make one order: the second finds it accepted and
// answers the same order. Short stock answers SPEC §4's partial-cart error and changes nothing. A retail
// buyer answers checkout's questions of the right of withdrawal (docs/decisions/withdrawal-rights.md) before
// anything is written; the answers are recorded as checkout records them.

type Accept = z.output<typeof import('@shop/contracts').ProposalAccept>;
export interface ProposalCaller {
  customerId?: string;
  lang: string;
}

function assertStillOpen(offer: OfferRow, now: Date, _lang: string) {
  if (offer.state === 'rejected' || offer.state === 'accepted')
    throw new AppError('conflict', { messageKey: 'error.proposal_decided' });
  if (offer.state !== 'sent') throw new AppError('not_found');
  if (offer.validUntil && offer.validUntil < todayInWarsaw(now))
    throw new AppError('business_rule', {
      messageKey: 'error.proposal_expired',
      params: { date: dayText(new Date(`${offer.validUntil}T12:00:00Z`)) },
    });
}

function assertAllowedMethods(offer: OfferRow, body: Accept, lang: string) {
  const fields: Record<string, string> = {};
  if (!offer.deliveryMethods.includes(body.deliveryMethod))
    fields.deliveryMethod = translate('field.method_not_offered', lang);
  if (!offer.paymentMethods.includes(body.paymentMethod))
    fields.paymentMethod = translate('field.method_not_offered', lang);
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
}

/**
 * Checkout's questions of the right of withdrawal, asked of the proposal's lines (400 before anything is
 * written), and what the order records of the answers: the professional purchase, and the download lines
 * that carry the consent's time. A sent proposal's lines no longer change: the lines checked are the ones
 * accepted.
 */
async function rightsAnswered(context: OrdersContext, order: OrderRow, body: Accept, lang: string, now: Date) {
  const customerType = customerTypeOfOrder(order);
  const items = await itemsOf(context.db, order.id);
  const types = await productTypesOf(context, order, items);
  const lines = items.map((item) => ({ id: item.id, type: types.get(item.id) ?? null }));
  assertRightsAnswered(body, { customerType, lines }, lang);
  return {
    professionalPurchase: professionalPurchaseOf(body, customerType),
    consentedLines: lines.filter((line) => immediateDeliveryConsentOf(line, body, now)).map((line) => line.id),
  };
}

const detailOf = async (context: OrdersContext, order: OrderRow): Promise<OrderDetail> =>
  toOrderDetail(order, await itemsOf(context.db, order.id));

export async function acceptProposal(
  context: OrdersContext,
  caller: ProposalCaller,
  id: string,
  token: string | undefined,
  request: ProposalAccept,
): Promise<{ order: OrderDetail }> {
  const body = request as Accept;
  const { order: seen, offer: seenOffer } = await customersOffer(context.db, caller, id, token);
  // Accepted already (a double click, another tab): the same order, not a second one.
  if (seenOffer.state === 'accepted') return { order: await detailOf(context, seen) };
  const now = context.clock.now();
  assertStillOpen(seenOffer, now, caller.lang);
  assertAllowedMethods(seenOffer, body, caller.lang);
  const rights = await rightsAnswered(context, seen, body, caller.lang, now);

  // The stock is held before the transaction, which never waits for catalog (service-runtime-and-databases.md).
  // The reservation is keyed by the order, so a concurrent accept holds the same one, not a second.
  const items = await itemsOf(context.db, id);
  const reservation = await reserveStock(
    context,
    id,
    items.map((item) => ({ variantId: item.variantId, quantity: item.quantity })),
  );
  if (reservation.status === 'unavailable') throw shortOfStock(items, reservation.lines, caller.lang);
  try {
    const accepted = await context.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      const [offer] = await tx.select().from(orderOffers).where(eq(orderOffers.orderId, id));
      if (!order || !offer) throw new AppError('not_found');
      if (offer.state === 'accepted') return order;
      assertStillOpen(offer, now, caller.lang);
      const checkout = {
        billing: body.billing,
        ...(body.delivery ? { delivery: body.delivery } : {}),
        ...(body.phone ? { phone: body.phone } : {}),
      } as Parameters<typeof billingAddress>[0];
      const [withChoice] = await tx
        .update(orders)
        .set({
          deliveryMethod: body.deliveryMethod,
          paymentMethod: body.paymentMethod,
          billing: billingAddress(checkout),
          delivery: deliveryAddress(checkout),
          ...(body.phone ? { phone: body.phone } : {}),
          professionalPurchase: rights.professionalPurchase,
          updatedAt: now,
        })
        .where(eq(orders.id, id))
        .returning();
      if (rights.consentedLines.length > 0)
        await tx
          .update(orderItems)
          .set({ immediateDeliveryConsentAt: now })
          .where(inArray(orderItems.id, rights.consentedLines));
      await tx.update(orderOffers).set({ state: 'accepted', decidedAt: now }).where(eq(orderOffers.orderId, id));
      return changeOrder(tx, withChoice as OrderRow, { status: 'ready_to_pay' });
    });
    return { order: await detailOf(context, accepted) };
  } catch (error) {
    // Given back unless a concurrent accept of the same offer went through (it holds the same reservation).
    const [offer] = await context.db.select().from(orderOffers).where(eq(orderOffers.orderId, id));
    if (offer?.state !== 'accepted') await releaseStock(context, id).catch(() => undefined);
    throw error;
  }
}

/** Rejecting: the order ends rejected; the offer keeps when. A rejected or accepted proposal stays so. */
export async function rejectProposal(
  context: OrdersContext,
  caller: ProposalCaller,
  id: string,
  token: string | undefined,
): Promise<{ proposal: Proposal }> {
  await customersOffer(context.db, caller, id, token);
  const now = context.clock.now();
  await context.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    const [offer] = await tx.select().from(orderOffers).where(eq(orderOffers.orderId, id));
    if (!order || !offer) throw new AppError('not_found');
    if (offer.state === 'rejected') return;
    if (offer.state !== 'sent') throw new AppError('conflict', { messageKey: 'error.proposal_decided' });
    await tx.update(orderOffers).set({ state: 'rejected', decidedAt: now }).where(eq(orderOffers.orderId, id));
    await changeOrder(tx, order, { status: 'rejected' });
  });
  const found = await customersOffer(context.db, caller, id, token);
  return { proposal: await proposalOf(context, found.order, found.offer, now) };
}
