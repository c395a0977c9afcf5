import type { CustomerPaymentStatus, OrderStatus, PaymentMethod } from '@shop/contracts';
import { AppError } from '@shop/service-kit';

// The life of an order (SPEC §4 names the states, not the moves between them). Every status change goes
// through `assertOrderTransition`, so no code path can move an order where this table does not allow.
//
//   checkout ──► reserved      online (Tpay), card (PolCard), installments: stock held until paid
//            ──► new           bank transfer, cash: staff take it from here
//            ──► preorder      preorder carts
//   reserved / ready_to_pay ──► in_progress (payment succeeded / credit granted)
//   reserved ──► ready_to_pay (payment failed, the customer may retry)
//   reserved / ready_to_pay ──► cancelled (reservation expired, installment refused)
//   in_progress ──► scheduled / ready_to_pick / sent ──► completed ──► returned   (staff)

export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  reserved: ['in_progress', 'ready_to_pay', 'cancelled', 'on_hold'],
  ready_to_pay: ['in_progress', 'cancelled', 'on_hold'],
  new: ['in_progress', 'ready_to_pay', 'on_hold', 'scheduled', 'cancelled', 'rejected'],
  preorder: ['scheduled', 'in_progress', 'ready_to_pick', 'sent', 'on_hold', 'cancelled', 'rejected'],
  in_progress: ['scheduled', 'ready_to_pick', 'sent', 'on_hold', 'cancelled'],
  scheduled: ['in_progress', 'ready_to_pick', 'sent', 'on_hold', 'cancelled'],
  on_hold: ['new', 'in_progress', 'scheduled', 'ready_to_pay', 'cancelled', 'rejected'],
  ready_to_pick: ['completed', 'on_hold', 'cancelled'],
  sent: ['completed', 'returned'],
  completed: ['returned'],
  returned: [],
  cancelled: [],
  rejected: [],
};

/** The customer-facing payment status: contact_us when money and order disagree (paid after a cancel). */
export const paymentTransitions: Readonly<Record<CustomerPaymentStatus, readonly CustomerPaymentStatus[]>> = {
  unpaid: ['paid', 'contact_us'],
  contact_us: ['paid', 'unpaid'],
  paid: ['contact_us'],
};

export const canMoveOrder = (from: OrderStatus, to: OrderStatus) => orderTransitions[from].includes(to);
export const canMovePayment = (from: CustomerPaymentStatus, to: CustomerPaymentStatus) =>
  paymentTransitions[from].includes(to);

/** Refuses a status change the table does not have (422 business_rule; a bug or a stale view). */
export function assertOrderTransition(from: OrderStatus, to: OrderStatus): void {
  if (!canMoveOrder(from, to))
    throw new AppError('business_rule', { detail: `order status ${from} → ${to} is not allowed` });
}

export function assertPaymentTransition(from: CustomerPaymentStatus, to: CustomerPaymentStatus): void {
  if (!canMovePayment(from, to))
    throw new AppError('business_rule', { detail: `payment status ${from} → ${to} is not allowed` });
}

/** Methods paid online right after checkout: their stock is held only for RESERVATION_TTL. */
export const onlineMethods: readonly PaymentMethod[] = ['online_tpay', 'card_polcard'];
export const installmentMethods: readonly PaymentMethod[] = ['installment_eraty', 'installment_ca'];

/** The status a new order starts in. */
export function initialStatus(paymentMethod: PaymentMethod, preorder: boolean): OrderStatus {
  if (preorder) return 'preorder';
  if (onlineMethods.includes(paymentMethod) || installmentMethods.includes(paymentMethod)) return 'reserved';
  return 'new';
}

/** Statuses in which an unpaid order can be paid (the payment link and the order list's "pay"). */
export const payableStatuses: readonly OrderStatus[] = ['new', 'reserved', 'ready_to_pay'];

export function isPayable(order: {
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  type?: string;
}): boolean {
  // A quote request, and a proposal not accepted yet (still new), wait for an answer, not for money.
  if ((order.type === 'REQUEST' || order.type === 'PROPOSAL') && order.status === 'new') return false;
  return (
    order.paymentStatus === 'unpaid' &&
    order.paymentMethod !== 'preorder' &&
    payableStatuses.includes(order.status as OrderStatus)
  );
}

/**
 * Whether its owner may cancel the order: unpaid and not yet moved on by staff — new, reserved (an online
 * payment not finished) or ready_to_pay (an online payment failed). A preorder changes through the dealer's
 * contact; a quote request, and a proposal not yet accepted, are answered through their own routes (a
 * proposal is rejected, not cancelled); an accepted proposal is an order like any other
 * (docs/decisions/order-states.md).
 */
export function isCancellable(order: { status: string; paymentStatus: string; type: string }): boolean {
  const ownsIt = order.type === 'STANDARD' || (order.type === 'PROPOSAL' && order.status !== 'new');
  return ownsIt && order.paymentStatus === 'unpaid' && payableStatuses.includes(order.status as OrderStatus);
}

/** While an order is new (as for a cancel), its owner may change its comment and delivery address. */
export const isChangeable = isCancellable;
