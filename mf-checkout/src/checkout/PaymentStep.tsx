import type { StorefrontLanguage } from '@shop/i18n';
import type { Cart } from '../cart/types';
import { useCheckoutText } from '../screens/text';
import { ChoiceGroup } from './ChoiceGroup';
import type { CheckoutForm } from './use-checkout-form';

/** How the order is paid: the methods this cart and caller may use (a dealer: bank transfer only). */
export function PaymentStep({ form, cart, lang }: { form: CheckoutForm; cart: Cart; lang: StorefrontLanguage }) {
  const t = useCheckoutText(lang);
  const transferOnly = cart.paymentMethods.length === 1 && cart.paymentMethods[0] === 'transfer';
  return (
    <ChoiceGroup
      legend={t('payment.title')}
      name="paymentMethod"
      required
      value={form.values.paymentMethod}
      onChange={form.choosePayment}
      error={form.errors.paymentMethod}
      hint={transferOnly ? t('payment.b2bOnly') : undefined}
      options={cart.paymentMethods.map((method) => ({
        value: method,
        label: t(`payment.${method}`),
        hint: t(`payment.${method}Hint`, { defaultValue: '' }) || undefined,
      }))}
    />
  );
}
