import type { PaymentMethod, PaymentStart } from '@shop/contracts';

// The answers mf-checkout reads are the types of @shop/contracts (types only: the page never loads zod to
// read an answer); the names the screens use for them.

export type {
  Cart,
  CartItem,
  CartItemProblem as LineProblem,
  CartTotals,
  CartUpdate,
  CustomerPaymentStatus,
  DeliveryMethod,
  OrderAddress,
  OrderDetail,
  OrderItem,
  OrderPaymentAnswer,
  PaymentAction,
  PaymentMethod,
  PaymentStart,
} from '@shop/contracts';

/** How an unpaid bank transfer is paid: the shop's account, the title, the amount and the due date. */
export type TransferDetails = NonNullable<PaymentStart['transfer']>;

/**
 * Payment methods paid through a provider's page (a bank's application form for installments), which may
 * be paid again after a failure — from the guest link as from the account's order list (SPEC §4).
 */
export const onlineMethods: readonly PaymentMethod[] = [
  'online_tpay',
  'card_polcard',
  'installment_eraty',
  'installment_ca',
];
