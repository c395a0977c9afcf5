import { type Cart, type EventData, OrderCreated, type OrderStatus, OrderUpdated } from '@shop/contracts';
import type { Transaction } from '@shop/service-kit/db';
import { recordEvent } from '@shop/service-kit/events';
import type * as schema from '../db/schema';
import { confirmationPath, type OrderRow } from '../domain/orders/order-view';

// What the orders service publishes, recorded in the transaction that made the change (the outbox relay
// sends it after the commit): notifications mail the customer from these, with the page to go back to.

type Tx = Transaction<typeof schema>;

/** `order-created`: the order just written from `cart`, with the shopper's language and referral code. */
export function recordOrderCreated(tx: Tx, order: OrderRow, cart: Cart) {
  return recordEvent(tx, OrderCreated, {
    orderId: order.id,
    number: order.number,
    token: order.token,
    customerId: order.customerId,
    email: order.email,
    language: order.language as 'pl',
    type: order.type,
    status: order.status as 'new',
    paymentMethod: order.paymentMethod as EventData<typeof OrderCreated>['paymentMethod'],
    deliveryMethod: order.deliveryMethod,
    total: cart.totals.total,
    items: cart.items.map((item) => ({ name: item.name, quantity: item.quantity, unitPrice: item.unitPrice })),
    referralCode: order.referralCode,
    path: confirmationPath(order),
  });
}

/** `order-updated`: the order's status or payment status as it is now. */
export function recordOrderUpdated(tx: Tx, order: OrderRow) {
  return recordEvent(tx, OrderUpdated, {
    orderId: order.id,
    number: order.number,
    token: order.token,
    email: order.email,
    language: order.language as 'pl',
    status: order.status as OrderStatus,
    paymentStatus: order.paymentStatus,
    path: confirmationPath(order),
  });
}
