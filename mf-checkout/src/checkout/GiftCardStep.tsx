import type { StorefrontLanguage } from '@shop/i18n';
import { TextField } from '@shop/ui';
import type { Cart } from '../cart/types';
import { useCheckoutText } from '../screens/text';
import formStyles from './checkout.module.css';
import type { CheckoutForm } from './use-checkout-form';

/** A gift card cannot pay for another gift card (docs/decisions/gift-cards.md): such a cart gets no field. */
export const takesGiftCard = (cart: Pick<Cart, 'type' | 'items'>) =>
  cart.type !== 'preorder' && !cart.items.some((item) => item.type === 'gift_card');

/** The gift card paying all or part of the order; its code is checked when the order is placed. */
export function GiftCardStep({ form, lang }: { form: CheckoutForm; lang: StorefrontLanguage }) {
  const t = useCheckoutText(lang);
  return (
    <fieldset className={formStyles.group}>
      <legend className={formStyles.legend}>{t('giftCard.title')}</legend>
      <TextField
        label={t('giftCard.code')}
        hint={t('giftCard.hint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        {...form.text('giftCardCode')}
      />
    </fieldset>
  );
}
