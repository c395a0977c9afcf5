import {
  type Currency,
  type DeliveryMethod,
  isUuid,
  type PaymentMethod,
  type ProductType,
  type Proposal,
  type ProposalState,
  type StorefrontCurrency,
  todayInWarsaw,
} from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { Executor } from '@shop/service-kit/db';
import { eq } from 'drizzle-orm';
import type { OrdersContext } from '../../context';
import type * as schema from '../../db/schema';
import { offerLinePrices, orderOffers, orders } from '../../db/schema';
import { itemsOf, tokenMatches } from '../orders/order-access';
import type { OrderItemRow, OrderRow } from '../orders/order-view';

// How a request or proposal reads: the order's lines with the list price beside the agreed one and each
// product's type (a download asks its consent when accepted), and the offer's state. A sent proposal past its
// validity day reads as expired (nothing has to run at midnight).

type Db = Executor<typeof schema>;
export type OfferRow = typeof orderOffers.$inferSelect;

export function stateOf(offer: OfferRow, now: Date): ProposalState {
  if (offer.state === 'sent' && offer.validUntil && offer.validUntil < todayInWarsaw(now)) return 'expired';
  return offer.state;
}

export async function findOffer(db: Db, id: string): Promise<{ order: OrderRow; offer: OfferRow } | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ order: orders, offer: orderOffers })
    .from(orders)
    .innerJoin(orderOffers, eq(orderOffers.orderId, orders.id))
    .where(eq(orders.id, id));
  return row;
}

/**
 * The proposal its customer (signed in) or the link's holder (token) may see; a request, a draft, someone
 * else's proposal or a wrong token answer 404 exactly like a missing one.
 */
export async function customersOffer(
  db: Db,
  caller: { customerId?: string },
  id: string,
  token: string | undefined,
): Promise<{ order: OrderRow; offer: OfferRow }> {
  const found = await findOffer(db, id);
  if (found?.order.type !== 'PROPOSAL' || found.offer.state === 'draft') throw new AppError('not_found');
  const own = caller.customerId !== undefined && found.order.customerId === caller.customerId;
  if (!own && !tokenMatches(found.order.token, token)) throw new AppError('not_found');
  return found;
}

/** The order's customer type: a dealer's B2B proposal or a retail one. */
export const customerTypeOfOrder = (order: OrderRow): 'retail' | 'b2b' =>
  order.customerType === 'b2b' ? 'b2b' : 'retail';

/**
 * Each line's product type (by order line id) as the catalogue says it now, as a cart's lines read it; null for
 * a product it no longer knows. The order's lines keep no type of their own.
 */
export async function productTypesOf(
  context: OrdersContext,
  order: OrderRow,
  items: readonly OrderItemRow[],
): Promise<Map<string, ProductType | null>> {
  const found = await context.catalogLines.lookup(
    {
      currency: order.currency as StorefrontCurrency,
      customerType: customerTypeOfOrder(order),
      ...(order.customerId ? { customerId: order.customerId } : {}),
      lang: order.language === 'en' ? 'en' : 'pl',
    },
    items.map((item) => ({ productId: item.productId, variantId: item.variantId })),
  );
  return new Map(
    items.map((item, i) => {
      const line = found[i];
      return [item.id, line?.found ? line.type : null];
    }),
  );
}

export async function proposalOf(
  context: OrdersContext,
  order: OrderRow,
  offer: OfferRow,
  now: Date,
): Promise<Proposal> {
  const items = await itemsOf(context.db, order.id);
  const listPrices = await context.db.select().from(offerLinePrices).where(eq(offerLinePrices.orderId, order.id));
  const types = await productTypesOf(context, order, items);
  return toProposal(
    order,
    offer,
    items,
    { listPrices: new Map(listPrices.map((p) => [p.orderItemId, p.listUnitGross])), types },
    now,
  );
}

export function toProposal(
  order: OrderRow,
  offer: OfferRow,
  items: OrderItemRow[],
  byLine: { listPrices: Map<string, number>; types: Map<string, ProductType | null> },
  now: Date,
): Proposal {
  const currency = order.currency as Currency;
  const money = (amount: number) => ({ amount, currency });
  let listTotal = 0;
  const lines = [...items]
    .sort((a, b) => a.position - b.position)
    .map((item) => {
      // A request's lines are at list price: there the agreed price is the list price until staff set one.
      const list = byLine.listPrices.get(item.id) ?? item.unitGross;
      listTotal += list * item.quantity;
      return {
        id: item.id,
        productId: item.productId,
        variantId: item.variantId,
        sku: item.sku,
        name: item.name,
        optionsLabel: item.optionsLabel,
        type: byLine.types.get(item.id) ?? null,
        quantity: item.quantity,
        listPrice: money(list),
        agreedPrice: money(item.unitGross),
        difference: money(item.unitGross - list),
        lineTotal: money(item.lineGross),
      };
    });
  const billing = order.billing;
  return {
    orderId: order.id,
    number: order.number,
    type: order.type,
    status: order.status as Proposal['status'],
    state: stateOf(offer, now),
    email: order.email,
    customerId: order.customerId,
    customerType: customerTypeOfOrder(order),
    firstName: billing?.firstName ?? '',
    lastName: billing?.lastName ?? '',
    companyName: billing?.companyName ?? null,
    comments: order.comments,
    lines,
    total: money(order.totalAmount),
    listTotal: money(listTotal),
    deliveryMethods: offer.deliveryMethods as DeliveryMethod[],
    paymentMethods: offer.paymentMethods as PaymentMethod[],
    validUntil: offer.validUntil,
    note: offer.note,
    requestedAt: offer.requestedAt?.toISOString() ?? null,
    sentAt: offer.sentAt?.toISOString() ?? null,
    decidedAt: offer.decidedAt?.toISOString() ?? null,
  };
}
