import type { Address, FieldErrors } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import {
  ApiError,
  describeError,
  emitShopEvent,
  formatMoney,
  navigate,
  pathFor,
  refreshSession,
  useSession,
} from '@shop/platform';
import {
  Alert,
  Button,
  Checkbox,
  EmptyState,
  LoadFailed,
  RadioGroup,
  Select,
  Skeleton,
  TextArea,
  TextField,
} from '@shop/ui';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { type CartChange, cartApi, useCart } from '../api/cart';
import { loadAddresses, register, signUpForNewsletter } from '../api/customer';
import { placeOrder } from '../api/orders';
import styles from '../cart/cart.module.css';
import { Totals } from '../cart/Totals';
import type { Cart, DeliveryMethod, OrderDetail, PaymentMethod } from '../cart/types';
import { ChoiceGroup, checkedRadioOf } from '../checkout/ChoiceGroup';
import formStyles from '../checkout/checkout.module.css';
import {
  acceptedBody,
  attemptKeys,
  type CheckoutValues,
  checkCheckout,
  checkoutBody,
  checkRegistration,
  emptyCheckout,
  registrationErrors,
  type TaxIdKind,
} from '../checkout/checkout-form';
import { countryOptions, regionOptions } from '../checkout/countries';
import {
  orderPagePath,
  payOrder,
  rememberOrderToken,
  rememberPaymentProblem,
  rememberPlacedOrder,
} from '../payment/payment';
import { ebikesPath } from './links';
import { PageFrame } from './PageFrame';
import { type ScreenProps, useCheckoutText } from './text';

/** The checkout: who orders, where it goes, how it is delivered and paid, the consents; then payment. */
export function CheckoutPage({ lang }: ScreenProps) {
  const t = useCheckoutText(lang);
  const { state, reload, change } = useCart(lang);
  return (
    <PageFrame
      screen="checkout"
      lang={lang}
      title={t('checkout.title')}
      step="order"
      trail={[{ label: t('cart.title'), href: pathFor('cart', lang) }]}
    >
      {state.state === 'loading' ? (
        <Skeleton lines={6} label={t('checkout.loading')} />
      ) : state.state === 'failed' ? (
        <LoadFailed title={t('cart.loadFailed')} message={state.message} retry={reload} retryLabel={t('retry')} />
      ) : !state.cart || state.cart.items.length === 0 ? (
        <EmptyState
          title={t('checkout.empty')}
          text={t('checkout.emptyHint')}
          action={<Button href={ebikesPath(lang)}>{t('checkout.browse')}</Button>}
        />
      ) : (
        <CheckoutForm cart={state.cart} lang={lang} change={change} />
      )}
    </PageFrame>
  );
}

type TextFieldName = Exclude<
  keyof CheckoutValues,
  'otherDelivery' | 'consents.terms' | 'consents.privacy' | 'newsletter' | 'createAccount'
>;

const addressFields = ['firstName', 'lastName', 'companyName', 'street', 'zipCode', 'city', 'country'] as const;

/** The form's billing (or delivery) values for an address-book entry. */
function fromAddress(address: Address, prefix: 'billing' | 'delivery'): Partial<CheckoutValues> {
  const values: Record<string, string> = {};
  for (const field of addressFields) values[`${prefix}.${field}`] = address[field] ?? '';
  if (prefix === 'billing') {
    values['billing.type'] = address.type;
    values['billing.taxId'] = address.taxId ?? '';
    values['billing.vatId'] = address.vatId ?? '';
    // A company known only by its EU VAT ID (a dealer from abroad) is billed with it.
    values.taxIdKind = !address.taxId && address.vatId ? 'vat' : 'nip';
    values['billing.region'] = address.region ?? '';
  } else values['delivery.phone'] = address.phone ?? '';
  if (!values[`${prefix}.country`]) values[`${prefix}.country`] = 'PL';
  return values as Partial<CheckoutValues>;
}

function CheckoutForm({ cart, lang, change }: { cart: Cart; lang: StorefrontLanguage; change: CartChange }) {
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
  const [addresses, setAddresses] = useState<Address[]>([]);
  const [billingPreset, setBillingPreset] = useState('');
  const [deliveryPreset, setDeliveryPreset] = useState('');
  const keys = useRef(attemptKeys()).current;
  const formRef = useRef<HTMLFormElement>(null);
  const countries = useMemo(() => countryOptions(lang), [lang]);
  const regionChoices = useMemo(() => regionOptions((key) => t(key)), [t]);
  const preorder = cart.type === 'preorder';
  const signedIn = Boolean(user);

  // A signed-in customer starts from their details and their default address.
  useEffect(() => {
    if (!user) return;
    setValues((current) => ({
      ...current,
      email: current.email || user.email || '',
      'billing.firstName': current['billing.firstName'] || user.firstName || '',
      'billing.lastName': current['billing.lastName'] || user.lastName || '',
    }));
    const controller = new AbortController();
    loadAddresses(controller.signal).then(
      (items) => {
        setAddresses(items);
        const preset = items.find((address) => address.isDefault) ?? items[0];
        if (preset) {
          setBillingPreset(preset.id);
          setValues((current) =>
            current['billing.street'] ? current : { ...current, ...fromAddress(preset, 'billing') },
          );
        }
      },
      () => setAddresses([]),
    );
    return () => controller.abort();
  }, [user]);

  // Delivery starts at the first method offered (the courier), so the totals show its price from the start.
  const firstDelivery = cart.deliveryMethods[0]?.method;
  const deliveryChosen = Boolean(cart.deliveryMethod);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the cart the page opened with
  useEffect(() => {
    if (!preorder && !deliveryChosen && firstDelivery) void chooseDelivery(firstDelivery);
  }, []);

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

  function set<N extends keyof CheckoutValues>(name: N, value: CheckoutValues[N]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name as string]: _fixed, ...rest } = current;
      return rest;
    });
  }

  const text = (name: TextFieldName) => ({
    name,
    value: String(values[name] ?? ''),
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value as never),
  });

  function applyPreset(id: string, prefix: 'billing' | 'delivery') {
    (prefix === 'billing' ? setBillingPreset : setDeliveryPreset)(id);
    const address = addresses.find((entry) => entry.id === id);
    if (address) setValues((current) => ({ ...current, ...fromAddress(address, prefix) }));
    else {
      // "I will type another address": the fields start empty.
      const cleared: Record<string, string> = {};
      for (const field of addressFields) cleared[`${prefix}.${field}`] = field === 'country' ? 'PL' : '';
      if (prefix === 'billing') {
        cleared['billing.taxId'] = '';
        cleared['billing.vatId'] = '';
        cleared['billing.region'] = '';
        cleared.taxIdKind = 'nip';
      }
      setValues((current) => ({ ...current, ...(cleared as Partial<CheckoutValues>) }));
    }
  }

  function fail(fields: FieldErrors, message: string, toCart = false) {
    setErrors(fields);
    setFormError({ message, toCart });
    setAttempt((count) => count + 1);
  }

  async function chooseDelivery(method: string) {
    set('deliveryMethod', method);
    const refused = await change(() => cartApi.update({ deliveryMethod: method as DeliveryMethod }), 'deliveryMethod');
    if (refused) setErrors((current) => ({ ...current, deliveryMethod: refused }));
  }

  function chooseTaxIdKind(kind: string) {
    set('taxIdKind', kind as TaxIdKind);
    // Either field's message was about the number the shopper no longer gives.
    setErrors((current) => {
      const { 'billing.taxId': _taxId, 'billing.vatId': _vatId, ...rest } = current;
      return rest;
    });
  }

  async function choosePayment(method: string) {
    set('paymentMethod', method);
    const refused = await change(() => cartApi.update({ paymentMethod: method as PaymentMethod }), 'paymentMethod');
    if (refused) setErrors((current) => ({ ...current, paymentMethod: refused }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFormError(undefined);
    try {
      const body = checkoutBody(values, cart);
      const full = { idempotencyKey: keys.keyFor(body), ...body };
      const wantsAccount = values.createAccount && !signedIn && !registered;
      const fields = {
        ...(await checkCheckout(full, lang, user?.customerType === 'b2b' ? 'b2b' : 'retail')),
        ...(wantsAccount ? await checkRegistration(values, lang) : {}),
      };
      if (Object.keys(fields).length > 0) {
        fail(fields, t('common:form.fixErrors'));
        return;
      }
      setErrors({});
      if (wantsAccount) {
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
          const mapped = error instanceof ApiError ? registrationErrors(error.fields) : {};
          fail(mapped, `${t('checkout.account.failed')} ${describeError(error, lang)}`);
          return;
        }
        setRegistered(true);
        // Registration keeps the session, so the cart stays the shopper's.
        emitShopEvent('account:signed-in');
        void refreshSession();
      }
      let order: OrderDetail | undefined;
      try {
        order = await placeOrder(acceptedBody(full));
      } catch (error) {
        const fieldsOf = error instanceof ApiError ? error.fields : {};
        const toCart =
          error instanceof ApiError &&
          ['product_unavailable', 'product_not_found', 'missing_variant'].includes(error.code);
        fail(fieldsOf, describeError(error, lang), toCart);
        return;
      }
      if (!order) {
        // An answer that is not an order: say so; sending again reuses the key, so no second order is made.
        fail({}, describeError(undefined, lang));
        return;
      }
      rememberOrderToken(order.id, order.token);
      rememberPlacedOrder(order.id);
      emitShopEvent('checkout:cart-changed');
      if (values.newsletter && values.email.trim()) {
        // A newsletter that could not be signed up for does not undo the order.
        await signUpForNewsletter({ email: values.email.trim() }).catch(() => undefined);
      }
      try {
        await payOrder(lang, { id: order.id, token: order.token });
      } catch (error) {
        // The order exists; its page says what went wrong and offers to pay again.
        rememberPaymentProblem(order.id, describeError(error, lang));
        navigate(orderPagePath(lang, order.id, order.token));
      }
    } finally {
      setBusy(false);
    }
  }

  const company = values['billing.type'] === 'company';
  const legalLink = (screen: 'terms' | 'privacy', label: string) => (
    <a href={pathFor(screen, lang)} target="_blank" rel="noopener">
      {label}
    </a>
  );

  return (
    <div className={styles.layout}>
      <form ref={formRef} className={formStyles.form} onSubmit={submit} noValidate data-form="checkout">
        {!signedIn && (
          <p className={styles.hint}>
            {t('checkout.haveAccount')}{' '}
            <a href={`${pathFor('login', lang)}?return=${encodeURIComponent(pathFor('checkout', lang))}`}>
              {t('checkout.signIn')}
            </a>
          </p>
        )}
        <fieldset className={formStyles.group}>
          <legend className={formStyles.legend}>{t('checkout.contact')}</legend>
          <div className={formStyles.grid}>
            <TextField
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              {...text('email')}
            />
            <TextField label={t('fields.phone')} type="tel" autoComplete="tel" inputMode="tel" {...text('phone')} />
          </div>
        </fieldset>

        <fieldset className={formStyles.group}>
          <legend className={formStyles.legend}>{t('checkout.billing')}</legend>
          {addresses.length > 0 && (
            <Select
              label={t('checkout.fromAddressBook')}
              value={billingPreset}
              placeholder={t('checkout.typeAddress')}
              options={addresses.map((address) => ({ value: address.id, label: address.alias }))}
              onChange={(event) => applyPreset(event.target.value, 'billing')}
            />
          )}
          <RadioGroup
            legend={t('fields.type')}
            name="billing.type"
            orientation="horizontal"
            value={values['billing.type']}
            onChange={(value) => set('billing.type', value as CheckoutValues['billing.type'])}
            options={[
              { value: 'person', label: t('fields.person') },
              { value: 'company', label: t('fields.company') },
            ]}
          />
          <div className={formStyles.grid}>
            <TextField
              label={t('fields.firstName')}
              autoComplete="given-name"
              required
              {...text('billing.firstName')}
            />
            <TextField label={t('fields.lastName')} autoComplete="family-name" required {...text('billing.lastName')} />
            {company && (
              <>
                <TextField
                  className={formStyles.wide}
                  label={t('fields.companyName')}
                  autoComplete="organization"
                  required
                  {...text('billing.companyName')}
                />
                <RadioGroup
                  className={formStyles.wide}
                  legend={t('fields.taxIdKind')}
                  name="taxIdKind"
                  orientation="horizontal"
                  value={values.taxIdKind}
                  onChange={chooseTaxIdKind}
                  options={[
                    { value: 'nip', label: t('fields.taxIdKindNip') },
                    { value: 'vat', label: t('fields.taxIdKindVat') },
                  ]}
                />
                {values.taxIdKind === 'vat' ? (
                  <TextField
                    label={t('fields.vatId')}
                    hint={t('fields.vatIdHint')}
                    autoCapitalize="characters"
                    required
                    {...text('billing.vatId')}
                    // "Give a NIP or an EU VAT ID" comes on the taxId path; it is this field's to show.
                    error={errors['billing.vatId'] ?? errors['billing.taxId']}
                  />
                ) : (
                  <TextField
                    label={t('fields.taxId')}
                    hint={t('fields.taxIdHint')}
                    inputMode="numeric"
                    required
                    {...text('billing.taxId')}
                  />
                )}
              </>
            )}
            <TextField
              className={formStyles.wide}
              label={t('fields.street')}
              autoComplete="billing street-address"
              required
              {...text('billing.street')}
            />
            <TextField
              label={t('fields.zipCode')}
              placeholder={t('fields.zipCodeHint')}
              autoComplete="billing postal-code"
              required
              {...text('billing.zipCode')}
            />
            <TextField
              label={t('fields.city')}
              autoComplete="billing address-level2"
              required
              {...text('billing.city')}
            />
            <Select
              label={t('fields.region')}
              autoComplete="billing address-level1"
              placeholder={t('fields.regionPlaceholder')}
              options={regionChoices}
              {...text('billing.region')}
            />
            <Select
              label={t('fields.country')}
              autoComplete="billing country"
              options={countries}
              {...text('billing.country')}
            />
          </div>
          <Checkbox
            label={t('checkout.otherDelivery')}
            checked={values.otherDelivery}
            onChange={(event) => set('otherDelivery', event.target.checked)}
          />
        </fieldset>

        {values.otherDelivery && (
          <fieldset className={formStyles.group}>
            <legend className={formStyles.legend}>{t('checkout.deliveryAddress')}</legend>
            {addresses.length > 0 && (
              <Select
                label={t('checkout.fromAddressBook')}
                value={deliveryPreset}
                placeholder={t('checkout.typeAddress')}
                options={addresses.map((address) => ({ value: address.id, label: address.alias }))}
                onChange={(event) => applyPreset(event.target.value, 'delivery')}
              />
            )}
            <div className={formStyles.grid}>
              <TextField
                label={t('fields.firstName')}
                autoComplete="shipping given-name"
                required
                {...text('delivery.firstName')}
              />
              <TextField
                label={t('fields.lastName')}
                autoComplete="shipping family-name"
                required
                {...text('delivery.lastName')}
              />
              <TextField
                className={formStyles.wide}
                label={t('fields.companyName')}
                autoComplete="shipping organization"
                {...text('delivery.companyName')}
              />
              <TextField
                className={formStyles.wide}
                label={t('fields.street')}
                autoComplete="shipping street-address"
                required
                {...text('delivery.street')}
              />
              <TextField
                label={t('fields.zipCode')}
                placeholder={t('fields.zipCodeHint')}
                autoComplete="shipping postal-code"
                required
                {...text('delivery.zipCode')}
              />
              <TextField
                label={t('fields.city')}
                autoComplete="shipping address-level2"
                required
                {...text('delivery.city')}
              />
              <Select
                label={t('fields.country')}
                autoComplete="shipping country"
                options={countries}
                {...text('delivery.country')}
              />
              <TextField
                label={t('fields.deliveryPhone')}
                type="tel"
                autoComplete="shipping tel"
                {...text('delivery.phone')}
              />
            </div>
          </fieldset>
        )}

        {preorder ? (
          <Alert tone="info">{t('cart.preorderNote')}</Alert>
        ) : (
          <>
            <ChoiceGroup
              legend={t('delivery.title')}
              name="deliveryMethod"
              required
              value={values.deliveryMethod}
              onChange={chooseDelivery}
              error={errors.deliveryMethod}
              options={cart.deliveryMethods.map(({ method, price }) => ({
                value: method,
                label: t(`delivery.${method}`),
                hint: price.amount === 0 ? t('delivery.free') : formatMoney(price, lang),
              }))}
            />
            <ChoiceGroup
              legend={t('payment.title')}
              name="paymentMethod"
              required
              value={values.paymentMethod}
              onChange={choosePayment}
              error={errors.paymentMethod}
              hint={
                cart.paymentMethods.length === 1 && cart.paymentMethods[0] === 'transfer'
                  ? t('payment.b2bOnly')
                  : undefined
              }
              options={cart.paymentMethods.map((method) => ({
                value: method,
                label: t(`payment.${method}`),
                hint: t(`payment.${method}Hint`, { defaultValue: '' }) || undefined,
              }))}
            />
          </>
        )}

        <TextArea label={t('fields.comments')} rows={3} maxLength={1000} {...text('comments')} />

        <fieldset className={formStyles.group}>
          <legend className={formStyles.legend}>{t('checkout.consentsTitle')}</legend>
          <Checkbox
            name="consents.terms"
            required
            checked={values['consents.terms']}
            onChange={(event) => set('consents.terms', event.target.checked)}
            error={errors['consents.terms']}
            label={
              <>
                {t('consents.termsBefore')}
                {legalLink('terms', t('consents.termsLink'))}
              </>
            }
          />
          <Checkbox
            name="consents.privacy"
            required
            checked={values['consents.privacy']}
            onChange={(event) => set('consents.privacy', event.target.checked)}
            error={errors['consents.privacy']}
            label={
              <>
                {t('consents.privacyBefore')}
                {legalLink('privacy', t('consents.privacyLink'))}
              </>
            }
          />
          <Checkbox
            name="newsletter"
            checked={values.newsletter}
            onChange={(event) => set('newsletter', event.target.checked)}
            label={t('consents.newsletter')}
          />
          {!signedIn && !registered && (
            <Checkbox
              name="createAccount"
              checked={values.createAccount}
              onChange={(event) => set('createAccount', event.target.checked)}
              label={t('checkout.account.create')}
              hint={t('checkout.account.hint')}
            />
          )}
          {values.createAccount && !signedIn && !registered && (
            <div className={formStyles.grid}>
              <TextField
                label={t('fields.password')}
                type="password"
                autoComplete="new-password"
                hint={t('fields.passwordHint')}
                required
                {...text('password')}
              />
              <TextField
                label={t('fields.repeatPassword')}
                type="password"
                autoComplete="new-password"
                required
                {...text('repeatPassword')}
              />
            </div>
          )}
        </fieldset>

        {formError && (
          <div data-form-error="" tabIndex={-1} className={formStyles.error}>
            <Alert tone="danger" announce="assertive">
              {formError.message}
              {formError.toCart && (
                <>
                  {' '}
                  <a href={pathFor('cart', lang)}>{t('checkout.checkCart')}</a>
                </>
              )}
            </Alert>
          </div>
        )}

        <div className={formStyles.actions}>
          <Button type="submit" size="lg" loading={busy} disabled={busy} loadingLabel={t('checkout.placing')}>
            {preorder ? t('checkout.placePreorder') : t('checkout.place')}
          </Button>
          <Button href={pathFor('cart', lang)} variant="ghost">
            {t('checkout.backToCart')}
          </Button>
        </div>
      </form>

      <aside className={styles.aside} aria-label={t('cart.summaryLabel')}>
        <section className={styles.panel} aria-labelledby="checkout-summary-title">
          <h2 id="checkout-summary-title" className={styles.panel__title}>
            {t('checkout.summary', { count: cart.itemCount })}
          </h2>
          <ul className={formStyles.summary}>
            {cart.items.map((item) => (
              <li key={item.id} className={formStyles.summary__item}>
                <span>
                  {item.quantity} × {item.name}
                  {item.optionsLabel && <span className={styles.hint}> ({item.optionsLabel})</span>}
                </span>
                <span className={formStyles.summary__price}>{formatMoney(item.lineTotal, lang)}</span>
              </li>
            ))}
          </ul>
          {cart.promoCode && (
            <p className={styles.hint}>
              {t('cart.promo.applied', {
                code: cart.promoCode.code,
                discount: formatMoney(cart.promoCode.discount, lang),
              })}
            </p>
          )}
          <Totals totals={cart.totals} lang={lang} />
        </section>
      </aside>
    </div>
  );
}
