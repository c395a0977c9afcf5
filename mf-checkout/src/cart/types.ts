import type { PaymentStart } from '@shop/contracts';

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
  OrderSummary,
  PaymentAction,
  PaymentMethod,
  PaymentStart,
} from '@shop/contracts';

/** How an unpaid bank transfer is paid: the shop's account, the title, the amount and the due date. */
export type TransferDetails = NonNullable<PaymentStart['transfer']>;
