import type { StorefrontLanguage } from '@shop/i18n';
import { formatMoney } from '@shop/platform';
import type { Cart } from '../cart/types';
import { useCheckoutText } from '../screens/text';
import { ChoiceGroup } from './ChoiceGroup';
import type { CheckoutForm } from './use-checkout-form';

/** How the goods come: the cart's delivery methods with their prices (the cart's totals follow the choice). */
export function DeliveryStep({ form, cart, lang }: { form: CheckoutForm; cart: Cart; lang: StorefrontLanguage }) {
  const t = useCheckoutText(lang);
  return (
    <ChoiceGroup
      legend={t('delivery.title')}
      name="deliveryMethod"
      required
      value={form.values.deliveryMethod}
      onChange={form.chooseDelivery}
      error={form.errors.deliveryMethod}
      options={cart.deliveryMethods.map(({ method, price }) => ({
        value: method,
        label: t(`delivery.${method}`),
        hint: price.amount === 0 ? t('delivery.free') : formatMoney(price, lang),
      }))}
    />
  );
}
