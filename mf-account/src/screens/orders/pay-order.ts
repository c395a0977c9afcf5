import type { PaymentAction, PaymentStart } from '@shop/contracts';
import { startPayment } from '../../api/orders';

// Paying an order again from the account (SPEC §4: a failed online payment keeps the goods reserved and the
// payment can be retried from the order list). The order list and the order details share this module.

export type { PaymentAction, PaymentStart };

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
