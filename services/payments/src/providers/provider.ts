/**
 * The adapter interface of one online payment provider (Tpay, Polcard, eRaty, Credit Agricole).
 * The payments core owns transactions and events; an adapter only speaks the provider's protocol:
 * it builds the start action, verifies notifications and browser returns, and polls a pending state.
 */

export type ProviderMethod = 'online_tpay' | 'card_polcard' | 'installment_eraty' | 'installment_ca';
export type ProviderName = 'tpay' | 'polcard' | 'eraty' | 'ca';

export interface PaymentCustomer {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
  street?: string;
  zipCode?: string;
  city?: string;
}

export interface PaymentRequest {
  /** Our transaction id (uuid); providers get it as their order/CRC reference. */
  transactionId: string;
  orderId: string;
  orderNumber: string;
  /** The amount to pay, in grosze (online payments are PLN only). */
  amountPln: number;
  language: 'pl' | 'en';
  customer: PaymentCustomer;
  lines: { name: string; quantity: number; unitGrossPln: number }[];
  /** Absolute URLs. The browser URLs are the shop's payment result pages. */
  browserSuccessUrl: string;
  browserErrorUrl: string;
  /** Server-to-server notifications: `${PUBLIC_URL}/api/payments/<provider>/notify`. */
  notifyUrl: string;
  /** The browser's way back through the payments service: `${PUBLIC_URL}/api/payments/<provider>/return`. */
  returnUrl: string;
}

export type PaymentAction =
  | { kind: 'redirect'; url: string }
  | { kind: 'form'; url: string; fields: Record<string, string> };

export interface ProviderOutcome {
  transactionId: string;
  result: 'success' | 'failure' | 'pending';
  providerRef?: string;
  /** Failures only: false only for a final installment rejection (orders then cancels). Default true. */
  retryable?: boolean;
  reason?: string;
  /** The amount the provider reports, in grosze, when it reports one; the core checks it. */
  amountPln?: number;
}

export interface NotifyInput {
  headers: Record<string, string | undefined>;
  rawBody: string;
  form: Record<string, string>;
}

export interface NotifyResult {
  /** Absent when the notification is refused (forged) or says nothing to record. */
  outcome?: ProviderOutcome;
  /** Set when the notification is refused (forged, unreadable): why, for the audit log. Nothing is recorded. */
  refused?: string;
}

/** What a notification is answered with, exactly as the provider's protocol wants it. */
export interface NotificationReply {
  status: number;
  /** The content type. */
  type: string;
  body: string;
}

/**
 * 'taken': recorded, a repeat of one recorded, or nothing to record. 'refused': forged, unreadable, or about
 * something the shop cannot take (an unknown transaction, an amount short of the payment).
 */
export type NotificationVerdict = 'taken' | 'refused';

/** Server-to-server notifications of a provider that sends them (Tpay, PolCard), in its own protocol. */
export interface ProviderNotifications {
  /** Verifies a notification and says what to record. */
  read(input: NotifyInput): Promise<NotifyResult>;
  /** The answer the provider expects for the verdict: a refusal in its own words makes it try again. */
  reply(verdict: NotificationVerdict): NotificationReply;
}

/** The action, and the provider's own reference of the transaction when it gives one at start. */
export type StartResult = PaymentAction & { providerRef?: string };

export interface BrowserReturn {
  /** Our transaction the return is about, when the adapter can tell. */
  transactionId?: string;
  /** A verified outcome to record (only when the return is signed by the provider). */
  outcome?: ProviderOutcome;
  /**
   * Which of the two result addresses a pending attempt goes to (an unsigned return: never recorded). The
   * page there shows what the payments service knows, never what this says (`resultPageOf`).
   */
  page?: 'success' | 'error';
}

/**
 * A refund asked of the provider (issue 27, docs/decisions/refunds.md). `refundId` is the shop's idempotency
 * key: a call repeated after a lost answer carries the same one, and the adapter makes sure the money goes
 * back once (PolCard by its Client-Request-Id, Tpay by asking which refunds its payment already has).
 */
export interface RefundCall {
  refundId: string;
  /** The provider's reference of the payment being refunded (Tpay's title, PolCard's ipgTransactionId). */
  paymentRef: string;
  /** What to give back, in grosze (the provider's payments are in PLN). */
  amountPln: number;
  /** What the shop's earlier, completed refunds of this payment gave back, in grosze. */
  refundedBeforePln: number;
  /** An earlier call of this refund may have reached the provider (its answer was lost). */
  repeat: boolean;
}

/**
 * The provider's answer: the money goes back, or it refused (its reason kept). Not knowing (no answer, a time-out,
 * the provider down) is thrown as `payment_provider_unavailable`: the refund is then asked again later.
 */
export type RefundAnswer = { result: 'completed'; providerRef?: string } | { result: 'refused'; reason: string };

export interface PaymentProvider {
  method: ProviderMethod;
  name: ProviderName;
  start(request: PaymentRequest): Promise<StartResult>;
  /** Server-to-server notifications, when the provider sends them. */
  notifications?: ProviderNotifications;
  /** The shopper's browser coming back from the provider (GET query or POSTed form). */
  browserReturn?(input: { query: Record<string, string>; form: Record<string, string> }): Promise<BrowserReturn>;
  /** Asks the provider for the state of a pending transaction (eRaty polling). */
  poll?(pending: { transactionId: string; providerRef: string }): Promise<ProviderOutcome | undefined>;
  /** Gives money of a settled payment back (Tpay, PolCard); absent when the protocol has no refund call. */
  refund?(call: RefundCall): Promise<RefundAnswer>;
}
