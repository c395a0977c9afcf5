import type { CartTotals, Money } from '@shop/contracts';

// The answers mf-checkout reads, as agreed for issue 6 (the cart answer of the orders service, the order
// and the payment start). Written out here as plain types: the page never loads zod to read an answer.

export type CartType = 'standard' | 'request' | 'preorder' | 'proposal';
export type DeliveryMethod = 'COURIER' | 'PICKUP' | 'PREORDER';
export type PaymentMethod =
  | 'preorder'
  | 'online_tpay'
  | 'card_polcard'
  | 'transfer'
  | 'cash'
  | 'installment_eraty'
  | 'installment_ca';
/** The cart answer and its writes, as @shop/contracts defines them (types only: no zod in the page). */
export type { Cart, CartItem, CartItemProblem as LineProblem, CartTotals, CartUpdate } from '@shop/contracts';

export interface OrderParty {
  type?: 'person' | 'company';
  firstName?: string | null;
  lastName?: string | null;
  companyName?: string | null;
  taxId?: string | null;
  vatId?: string | null;
  street?: string | null;
  zipCode?: string | null;
  city?: string | null;
  country?: string | null;
  region?: string | null;
  phone?: string | null;
}

export interface OrderItem {
  id?: string;
  productId?: number;
  variantId?: number;
  sku?: string;
  name: string;
  optionsLabel?: string;
  quantity: number;
  unitPrice: Money;
  lineTotal?: Money;
}

export type CustomerPaymentStatus = 'paid' | 'contact_us' | 'unpaid';

export interface TransferDetails {
  /** IBAN. */
  account: string;
  recipient: string;
  title: string;
  /** yyyy-mm-dd */
  dueDate: string;
  amount: Money;
}

export interface OrderDetail {
  id: string;
  number: string;
  token?: string;
  type?: string;
  status: string;
  paymentStatus: CustomerPaymentStatus;
  paymentMethod: PaymentMethod;
  deliveryMethod: DeliveryMethod;
  total: Money;
  items: OrderItem[];
  totals?: Partial<CartTotals>;
  billing?: OrderParty | null;
  delivery?: OrderParty | null;
  email?: string;
  comments?: string | null;
  createdAt: string;
  updatedAt?: string;
  paymentPath?: string;
  /** The order waits for its payment and may be paid (again) online. */
  payable?: boolean;
  /** When the order answer carries the bank transfer details. */
  transfer?: TransferDetails | null;
}

export type PaymentAction =
  | { kind: 'redirect'; url: string }
  | { kind: 'form'; url: string; fields: Record<string, string> }
  | { kind: 'none' };

export interface PaymentStart {
  transactionId: string;
  method: PaymentMethod;
  amountPln: Money;
  rate: null | { currency: string; ratePln: string; source: string; effectiveAt: string };
  action: PaymentAction;
  transfer?: TransferDetails;
}

export interface PaymentAnswer {
  order: { id: string; number: string; status: string; paymentStatus: CustomerPaymentStatus; total: Money };
  payment: PaymentStart;
}

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
