import type { Money } from '@shop/contracts';
import { api } from '@shop/platform';

// Paying an order again from the account (SPEC §4: a failed online payment keeps the goods reserved and the
// payment can be retried from the order list). The order list and the order details share this module.

/** What the payments service tells the browser to do to start a payment. */
export type PaymentAction =
  | { kind: 'redirect'; url: string }
  | { kind: 'form'; url: string; fields: Record<string, string> }
  | { kind: 'none' };

/** How a bank transfer is paid (an unpaid transfer order). */
export interface TransferInstructions {
  /** IBAN */
  account: string;
  recipient: string;
  title: string;
  /** yyyy-MM-dd */
  dueDate: string;
  amount: Money;
}

/** `payment` of GET /api/orders/payment/:id (PaymentStart of the payments service), as far as the page reads it. */
export interface PaymentStart {
  transactionId: string;
  method: string;
  action: PaymentAction;
  transfer?: TransferInstructions;
}

/** Payment methods whose payment the customer may start again (transfer and cash are paid outside the shop). */
export const retryableMethods: readonly string[] = [
  'online_tpay',
  'card_polcard',
  'installment_eraty',
  'installment_ca',
];

/** The order waits for an online, card or installment payment the customer can start again. */
export const canPayAgain = (order: { payable: boolean; paymentMethod: string }) =>
  order.payable && retryableMethods.includes(order.paymentMethod);

/** Asks the orders service to start the payment of the caller's own order (a new attempt each time). */
export async function startPayment(orderId: string): Promise<PaymentStart> {
  const answer = await api.get<{ payment: PaymentStart }>(`/api/orders/payment/${encodeURIComponent(orderId)}`);
  return answer.payment;
}

/** The browser's side of acting on a payment: replaced in tests, where jsdom cannot leave the page. */
export interface PaymentBrowser {
  go(url: string): void;
  submit(form: HTMLFormElement): void;
  reload(): void;
}

export const realBrowser: PaymentBrowser = {
  go: (url) => window.location.assign(url),
  submit: (form) => form.submit(),
  reload: () => window.location.reload(),
};

/** A real POST form to the provider (PolCard, eRaty, CA Raty want the fields posted, not in the address). */
export function paymentForm(action: { url: string; fields: Record<string, string> }): HTMLFormElement {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action.url;
  form.hidden = true;
  form.dataset.paymentForm = '';
  for (const [name, value] of Object.entries(action.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  return form;
}

/** Does what the payment start asks: go to the provider, post its form, or show the order again. */
export function followPayment(action: PaymentAction, browser: PaymentBrowser = realBrowser): void {
  if (action.kind === 'redirect') {
    browser.go(action.url);
  } else if (action.kind === 'form') {
    const form = paymentForm(action);
    document.body.append(form);
    browser.submit(form);
  } else {
    browser.reload();
  }
}

/** Starts the payment of `orderId` again and follows it; rejects with the API's error. */
export async function payAgain(orderId: string, browser: PaymentBrowser = realBrowser): Promise<void> {
  const payment = await startPayment(orderId);
  followPayment(payment.action, browser);
}
