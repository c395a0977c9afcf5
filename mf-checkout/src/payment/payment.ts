import type { StorefrontLanguage } from '@shop/i18n';
import { navigate, pathFor } from '@shop/platform';
import { startPayment } from '../api/orders';
import type { OrderPaymentAnswer, OrderSummary, PaymentAction, PaymentMethod, TransferDetails } from '../cart/types';

// Paying for an order: GET /api/orders/payment/:id?t= starts a payment attempt (each call is a new one)
// and answers what the browser does next — go to the provider's page, post a form to it, or nothing
// (bank transfer, cash: the confirmation page says how to pay).

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

/** The order waits for a payment the shopper may start again (transfer and cash are paid outside the shop). */
export function canPayAgain(order: Pick<OrderSummary, 'payable' | 'paymentMethod'>): boolean {
  return order.payable && onlineMethods.includes(order.paymentMethod);
}

const tokenKey = (orderId: string) => `shop.checkout.token.${orderId}`;
const transferKey = (orderId: string) => `shop.checkout.transfer.${orderId}`;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Keeps an order's guest token for this tab, so the payment result page can lead back to the order. */
export function rememberOrderToken(orderId: string, token: string | null | undefined): void {
  if (token) storage()?.setItem(tokenKey(orderId), token);
}

export function rememberedOrderToken(orderId: string): string | undefined {
  return storage()?.getItem(tokenKey(orderId)) ?? undefined;
}

/** The bank transfer details of an order's last payment start, kept for its confirmation page. */
export function rememberTransfer(orderId: string, transfer: TransferDetails | undefined): void {
  if (transfer) storage()?.setItem(transferKey(orderId), JSON.stringify(transfer));
}

export function rememberedTransfer(orderId: string): TransferDetails | undefined {
  const text = storage()?.getItem(transferKey(orderId));
  if (!text) return undefined;
  try {
    return JSON.parse(text) as TransferDetails;
  } catch {
    return undefined;
  }
}

const placedKey = (orderId: string) => `shop.checkout.placed.${orderId}`;

/** Marks an order as placed in this tab, so its page greets ('Thank you!') only the shopper who just ordered. */
export function rememberPlacedOrder(orderId: string): void {
  storage()?.setItem(placedKey(orderId), '1');
}

/** Whether this tab placed the order (not a later visit from the e-mailed link). */
export function placedInThisTab(orderId: string): boolean {
  return storage()?.getItem(placedKey(orderId)) === '1';
}

const problemKey = (orderId: string) => `shop.checkout.payment-problem.${orderId}`;

/** Why starting the payment failed right after the order was placed, for the order's page to say once. */
export function rememberPaymentProblem(orderId: string, message: string): void {
  storage()?.setItem(problemKey(orderId), message);
}

export function takePaymentProblem(orderId: string): string | undefined {
  const message = storage()?.getItem(problemKey(orderId)) ?? undefined;
  storage()?.removeItem(problemKey(orderId));
  return message;
}

/** The order's own page: the confirmation with its token, or the account's order page without one. */
export function orderPagePath(lang: StorefrontLanguage, orderId: string, token?: string | null): string {
  return token
    ? pathFor('orderConfirmation', lang, { id: orderId, token })
    : pathFor('orderDetails', lang, { id: orderId });
}

/** Builds a real form with the provider's fields and posts it (the browser leaves the shop). */
export function submitProviderForm(url: string, fields: Record<string, string>): HTMLFormElement {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  form.acceptCharset = 'UTF-8';
  form.hidden = true;
  form.dataset.paymentForm = '';
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  return form;
}

/** How the page leaves for another address; tests replace it. */
export const browser = {
  assign(url: string) {
    window.location.assign(url);
  },
  submit: submitProviderForm,
};

/** Does what the payment start asks: `redirect` and `form` leave the shop, `none` shows the order. */
export function followPayment(
  action: PaymentAction,
  lang: StorefrontLanguage,
  order: { id: string; token?: string | null },
): void {
  if (action.kind === 'redirect') browser.assign(action.url);
  else if (action.kind === 'form') browser.submit(action.url, action.fields);
  else navigate(orderPagePath(lang, order.id, order.token));
}

/**
 * Starts paying an order (first time or again) and follows the answer. Rejects with the server's error
 * ('Payment provider not available', an order already paid, a wrong token).
 */
export async function payOrder(
  lang: StorefrontLanguage,
  order: { id: string; token?: string | null },
): Promise<OrderPaymentAnswer> {
  const answer = await startPayment(order.id, order.token);
  rememberTransfer(order.id, answer.payment.transfer);
  followPayment(answer.payment.action, lang, order);
  return answer;
}
