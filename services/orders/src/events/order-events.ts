import {
  type Cart,
  type EventData,
  OrderCreated,
  type OrderStatus,
  OrderUpdated,
  PreorderConfirmed,
  type TransferAccount,
} from '@shop/contracts';
import type { Transaction } from '@shop/service-kit/db';
import { recordEvent } from '@shop/service-kit/events';
import type * as schema from '../db/schema';
import { downloadsForMail } from '../domain/downloads/order-downloads';
import { confirmationPath, type OrderRow, preorderPaymentOf } from '../domain/orders/order-view';

// What the orders service publishes, recorded in the transaction that made the change (the outbox relay
// sends it after the commit): notifications mail the customer from these, with the page to go back to.

type Tx = Transaction<typeof schema>;

/**
 * `order-created`: the order just written from `cart`, with the shopper's language and referral code, and what
 * a gift card paid of it.
 */
export function recordOrderCreated(tx: Tx, order: OrderRow, cart: Cart, giftCardPaid = 0) {
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
    ...(giftCardPaid > 0 ? { giftCard: { ...cart.totals.total, amount: giftCardPaid } } : {}),
    items: cart.items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      sku: item.sku,
      optionsLabel: item.optionsLabel,
      options: (item.options ?? []).map((o) => ({ name: o.name, text: o.text })),
      type: item.type,
    })),
    referralCode: order.referralCode,
    path: confirmationPath(order),
  });
}

/** `order-updated`: the order's status or payment status as it is now, with a paid order's download links. */
export async function recordOrderUpdated(tx: Tx, order: OrderRow) {
  const downloads = await downloadsForMail(tx, order, new Date());
  return recordEvent(tx, OrderUpdated, {
    orderId: order.id,
    number: order.number,
    token: order.token,
    email: order.email,
    language: order.language as 'pl',
    status: order.status as OrderStatus,
    paymentStatus: order.paymentStatus,
    path: confirmationPath(order),
    tracking: order.tracking ?? null,
    ...(downloads ? { downloads } : {}),
  });
}

/** `preorder-confirmed`: the dealer's amount due in PLN with the rate used, and where the transfer goes. */
export function recordPreorderConfirmed(tx: Tx, order: OrderRow, account: TransferAccount | null) {
  const payment = preorderPaymentOf(order);
  if (!payment) throw new Error(`order ${order.id} is not a confirmed preorder`);
  return recordEvent(tx, PreorderConfirmed, {
    orderId: order.id,
    number: order.number,
    email: order.email,
    language: order.language as 'pl',
    total: { amount: order.totalAmount, currency: order.currency as 'PLN' },
    amountPln: payment.amountPln,
    rate: payment.rate,
    transfer: account ? { ...account, title: order.number } : null,
    path: confirmationPath(order),
  });
}
