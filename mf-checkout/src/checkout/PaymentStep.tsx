import { CA_INSTALLMENTS, ERATY_MAX_INSTALLMENTS } from '@shop/contracts/limits';
import type { StorefrontLanguage } from '@shop/i18n';
import { useShopSettings } from '../api/shop-settings';
import type { Cart } from '../cart/types';
import { useCheckoutText } from '../screens/text';
import { ChoiceGroup } from './ChoiceGroup';
import type { CheckoutForm } from './use-checkout-form';

/** How the order is paid: the methods this cart and caller may use (a dealer: bank transfer only). */
export function PaymentStep({ form, cart, lang }: { form: CheckoutForm; cart: Cart; lang: StorefrontLanguage }) {
  const t = useCheckoutText(lang);
  const { transferDueWorkingDays } = useShopSettings();
  // What the methods' hints quote (SPEC §9): the transfer's due days, each bank's number of installments.
  const quoted = (method: string) => ({
    days: transferDueWorkingDays,
    installments: method === 'installment_ca' ? CA_INSTALLMENTS : ERATY_MAX_INSTALLMENTS,
  });
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
        hint: t(`payment.${method}Hint`, { ...quoted(method), defaultValue: '' }) || undefined,
      }))}
    />
  );
}
