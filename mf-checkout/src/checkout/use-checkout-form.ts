import type { FieldErrors } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { useSession } from '@shop/platform';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { type CartChange, cartApi } from '../api/cart';
import type { Cart, DeliveryMethod, PaymentMethod } from '../cart/types';
import { useCheckoutText } from '../screens/text';
import { useAddressBook } from './address-book';
import { checkedRadioOf } from './ChoiceGroup';
import {
  attemptKeys,
  type CheckoutValues,
  checkCheckout,
  checkoutBody,
  checkRegistration,
  emptyCheckout,
  invoiceDefaults,
  rightsProblems,
  type TaxIdKind,
} from './checkout-form';
import { type Outcome, placeAndPay, registerAtCheckout } from './place-order';

/** The form's fields a text input or select is bound to. */
export type TextFieldName = Exclude<
  keyof CheckoutValues,
  | 'otherDelivery'
  | 'consents.terms'
  | 'consents.privacy'
  | 'consents.immediateDelivery'
  | 'newsletter'
  | 'createAccount'
  | 'wantsInvoice'
  | 'professionalPurchase'
>;

/**
 * The checkout form's state: its values and messages, the address book, the delivery and payment choices
 * (each sent to the cart at once, so the totals follow) and the submit that checks, places and pays.
 */
export function useCheckoutForm(cart: Cart, lang: StorefrontLanguage, change: CartChange) {
  const t = useCheckoutText(lang);
  const { user } = useSession();
  const [values, setValues] = useState<CheckoutValues>(() => ({
    ...emptyCheckout,
    deliveryMethod: cart.deliveryMethod ?? cart.deliveryMethods[0]?.method ?? '',
    paymentMethod: cart.paymentMethod ?? '',
    comments: cart.comments ?? '',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<{ message: string; toCart?: boolean }>();
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [registered, setRegistered] = useState(false);
  const keys = useRef(attemptKeys()).current;
  const formRef = useRef<HTMLFormElement>(null);
  const addressBook = useAddressBook(user, setValues);
  const signedIn = Boolean(user);
  // A guest may make an account with the order, once.
  const mayRegister = !signedIn && !registered;

  const set = useCallback(<N extends keyof CheckoutValues>(name: N, value: CheckoutValues[N]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name as string]: _fixed, ...rest } = current;
      return rest;
    });
  }, []);

  const text = (name: TextFieldName) => ({
    name,
    value: String(values[name] ?? ''),
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value as never),
  });

  function fail(outcome: Exclude<Outcome, { ok: true }>) {
    setErrors(outcome.fields);
    setFormError({ message: outcome.message, toCart: outcome.toCart });
    setAttempt((count) => count + 1);
  }

  // After a failed submit, focus goes to the first field to correct (for a choice such as the payment
  // method, its chosen or first radio), or to the form's message.
  useEffect(() => {
    if (attempt === 0) return;
    const form = formRef.current;
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target =
      (field instanceof HTMLInputElement && field.type === 'radio' ? checkedRadioOf(field) : field) ??
      form?.querySelector<HTMLElement>('[data-form-error]');
    target?.focus();
  }, [attempt]);

  async function choose(name: 'deliveryMethod' | 'paymentMethod', method: string) {
    set(name, method);
    const update =
      name === 'deliveryMethod'
        ? { deliveryMethod: method as DeliveryMethod }
        : { paymentMethod: method as PaymentMethod };
    const refused = await change(() => cartApi.update(update), name);
    if (refused) setErrors((current) => ({ ...current, [name]: refused }));
  }

  // Delivery starts at the first method offered (the courier), so the totals show its price from the start.
  const startingDelivery =
    cart.type !== 'preorder' && !cart.deliveryMethod ? cart.deliveryMethods[0]?.method : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the cart the page opened with
  useEffect(() => {
    if (startingDelivery) void choose('deliveryMethod', startingDelivery);
  }, []);

  /** Ticks or unticks "I want an invoice"; ticking fills in what the billing data already says. */
  function wantInvoice(wanted: boolean) {
    set('wantsInvoice', wanted);
    if (wanted) setValues((current) => ({ ...current, ...invoiceDefaults(current) }));
    else
      setErrors((current) => {
        const { 'invoice.companyName': _name, 'invoice.taxId': _taxId, ...rest } = current;
        return rest;
      });
  }

  function chooseTaxIdKind(kind: string) {
    set('taxIdKind', kind as TaxIdKind);
    // Either field's message was about the number the shopper no longer gives.
    setErrors((current) => {
      const { 'billing.taxId': _taxId, 'billing.vatId': _vatId, ...rest } = current;
      return rest;
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFormError(undefined);
    try {
      const body = checkoutBody(values, cart);
      const full = { idempotencyKey: keys.keyFor(body), ...body };
      const wantsAccount = values.createAccount && mayRegister;
      const customerType = user?.customerType === 'b2b' ? 'b2b' : 'retail';
      const fields = {
        ...(await checkCheckout(full, lang, customerType)),
        ...rightsProblems(full, cart, customerType, lang),
        ...(wantsAccount ? await checkRegistration(values, lang) : {}),
      };
      if (Object.keys(fields).length > 0) return fail({ ok: false, fields, message: t('common:form.fixErrors') });
      setErrors({});
      if (wantsAccount) {
        const registration = await registerAtCheckout(values, lang, t('checkout.account.failed'));
        if (!registration.ok) return fail(registration);
        setRegistered(true);
      }
      const newsletterEmail = values.newsletter ? values.email.trim() : '';
      const placed = await placeAndPay(full, newsletterEmail || undefined, lang);
      if (!placed.ok) fail(placed);
    } finally {
      setBusy(false);
    }
  }

  return {
    values,
    errors,
    formError,
    busy,
    formRef,
    signedIn,
    /** A dealer's order always gets its invoice: the form does not ask. */
    dealer: user?.customerType === 'b2b',
    mayRegister,
    addressBook,
    set,
    text,
    chooseDelivery: (method: string) => choose('deliveryMethod', method),
    choosePayment: (method: string) => choose('paymentMethod', method),
    chooseTaxIdKind,
    wantInvoice,
    submit,
  };
}

/** The checkout form's state, as its steps take it. */
export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
