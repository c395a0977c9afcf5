import type { FieldErrors } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { ApiError, describeError, emitShopEvent, navigate, refreshSession } from '@shop/platform';
import { register, signUpForNewsletter } from '../api/customer';
import { placeOrder } from '../api/orders';
import {
  orderPagePath,
  payOrder,
  rememberOrderToken,
  rememberPaymentProblem,
  rememberPlacedOrder,
} from '../payment/payment';
import { acceptedBody, type CheckoutBody, type CheckoutValues, registrationErrors } from './checkout-form';

// What happens once the checkout form is valid: the account asked for is made first, then the order is
// placed and its payment started. A refusal comes back as a value the form shows; it throws nothing.

/** Done, or what the form shows: the field messages, one message for the form, and a way back to the cart. */
export type Outcome = { ok: true } | { ok: false; fields: FieldErrors; message: string; toCart?: boolean };

/** The refusals of POST /api/cart/checkout that mean the cart must be looked at again. */
const cartProblems = ['product_unavailable', 'product_not_found', 'missing_variant'];

/** Registers the shopper with the form's details; the session stays, so the cart stays theirs. */
export async function registerAtCheckout(
  values: CheckoutValues,
  lang: StorefrontLanguage,
  failed: string,
): Promise<Outcome> {
  try {
    await register({
      firstName: values['billing.firstName'].trim(),
      lastName: values['billing.lastName'].trim(),
      email: values.email.trim(),
      password: values.password,
      repeatPassword: values.repeatPassword,
      terms: true,
    });
  } catch (error) {
    const fields = error instanceof ApiError ? registrationErrors(error.fields) : {};
    return { ok: false, fields, message: `${failed} ${describeError(error, lang)}` };
  }
  emitShopEvent('account:signed-in');
  void refreshSession();
  return { ok: true };
}

/**
 * Places the order of the checked body, signs the shopper up for the newsletter when asked, then starts the
 * payment — which leaves the shop, or shows the order's page (which says why the payment did not start).
 */
export async function placeAndPay(
  body: CheckoutBody,
  newsletterEmail: string | undefined,
  lang: StorefrontLanguage,
): Promise<Outcome> {
  let order: Awaited<ReturnType<typeof placeOrder>>;
  try {
    order = await placeOrder(acceptedBody(body));
  } catch (error) {
    const refusal = error instanceof ApiError ? error : undefined;
    const toCart = refusal !== undefined && cartProblems.includes(refusal.code);
    return { ok: false, fields: refusal?.fields ?? {}, message: describeError(error, lang), toCart };
  }
  // An answer that is not an order: say so; sending again reuses the key, so no second order is made.
  if (!order) return { ok: false, fields: {}, message: describeError(undefined, lang) };
  rememberOrderToken(order.id, order.token);
  rememberPlacedOrder(order.id);
  emitShopEvent('checkout:cart-changed');
  // A newsletter that could not be signed up for does not undo the order.
  if (newsletterEmail) await signUpForNewsletter({ email: newsletterEmail }).catch(() => undefined);
  // A gift card paid all of it: nothing is left to pay, its page says so.
  if (order.paymentStatus === 'paid') {
    navigate(orderPagePath(lang, order.id, order.token));
    return { ok: true };
  }
  try {
    await payOrder(lang, { id: order.id, token: order.token });
  } catch (error) {
    // The order exists; its page says what went wrong and offers to pay again.
    rememberPaymentProblem(order.id, describeError(error, lang));
    navigate(orderPagePath(lang, order.id, order.token));
  }
  return { ok: true };
}
