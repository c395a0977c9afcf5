import { isCompanyBuyer, isDownloadLine } from '@shop/contracts/withdrawal-rights';
import type { StorefrontLanguage } from '@shop/i18n';
import { pathFor } from '@shop/platform';
import { Alert, Button, TextArea } from '@shop/ui';
import type { CartChange } from '../api/cart';
import styles from '../cart/cart.module.css';
import { shipsNothing } from '../cart/no-delivery';
import type { Cart } from '../cart/types';
import { useCheckoutText } from '../screens/text';
import { BillingStep } from './BillingStep';
import { CheckoutSummary } from './CheckoutSummary';
import { ConsentsStep } from './ConsentsStep';
import { ContactStep } from './ContactStep';
import formStyles from './checkout.module.css';
import { checkoutBody } from './checkout-form';
import { DeliveryAddressStep } from './DeliveryAddressStep';
import { DeliveryStep } from './DeliveryStep';
import { GiftCardStep, takesGiftCard } from './GiftCardStep';
import { InvoiceStep } from './InvoiceStep';
import { PaymentStep } from './PaymentStep';
import { PurchasePurposeStep } from './PurchasePurposeStep';
import { useCheckoutForm } from './use-checkout-form';

/** The checkout form step by step, the way it is sent, and the cart's summary beside it. */
export function CheckoutForm({ cart, lang, change }: { cart: Cart; lang: StorefrontLanguage; change: CartChange }) {
  const t = useCheckoutText(lang);
  const form = useCheckoutForm(cart, lang, change);
  const preorder = cart.type === 'preorder';
  const delivered = !shipsNothing(cart);
  return (
    <div className={styles.layout}>
      <form ref={form.formRef} className={formStyles.form} onSubmit={form.submit} noValidate data-form="checkout">
        <ContactStep form={form} lang={lang} />
        <BillingStep form={form} lang={lang} delivered={delivered} />
        {delivered && form.values.otherDelivery && <DeliveryAddressStep form={form} lang={lang} />}
        {!form.dealer && <InvoiceStep form={form} lang={lang} />}
        {!form.dealer && isCompanyBuyer(checkoutBody(form.values, cart)) && (
          <PurchasePurposeStep
            lang={lang}
            value={form.values.professionalPurchase}
            onChange={(value) => form.set('professionalPurchase', value)}
            error={form.errors.professionalPurchase}
          />
        )}
        {preorder ? (
          <Alert tone="info">{t('cart.preorderNote')}</Alert>
        ) : (
          <>
            {delivered ? (
              <DeliveryStep form={form} cart={cart} lang={lang} />
            ) : (
              <Alert tone="info">{t('delivery.noneNote')}</Alert>
            )}
            {takesGiftCard(cart) && <GiftCardStep form={form} lang={lang} />}
            <PaymentStep form={form} cart={cart} lang={lang} />
          </>
        )}
        <TextArea label={t('fields.comments')} rows={3} maxLength={1000} {...form.text('comments')} />
        <ConsentsStep form={form} lang={lang} downloads={!form.dealer && cart.items.some(isDownloadLine)} />
        {form.formError && (
          <div data-form-error="" tabIndex={-1} className={formStyles.error}>
            <Alert tone="danger" announce="assertive">
              {form.formError.message}
              {form.formError.toCart && (
                <>
                  {' '}
                  <a href={pathFor('cart', lang)}>{t('checkout.checkCart')}</a>
                </>
              )}
            </Alert>
          </div>
        )}
        <div className={formStyles.actions}>
          <Button type="submit" size="lg" loading={form.busy} disabled={form.busy} loadingLabel={t('checkout.placing')}>
            {preorder ? t('checkout.placePreorder') : t('checkout.place')}
          </Button>
          <Button href={pathFor('cart', lang)} variant="ghost">
            {t('checkout.backToCart')}
          </Button>
        </div>
      </form>
      <CheckoutSummary cart={cart} lang={lang} />
    </div>
  );
}
