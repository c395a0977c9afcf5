import type { StorefrontLanguage } from '@shop/i18n';
import { formatMoney } from '@shop/platform';
import { RadioGroup } from '@shop/ui';
import { useState } from 'react';
import { type CartChange, cartApi } from '../api/cart';
import { useShopSettings } from '../api/shop-settings';
import { useCheckoutText } from '../screens/text';
import styles from './cart.module.css';
import { shipsNothing } from './no-delivery';
import type { Cart, DeliveryMethod } from './types';

/** The delivery method, chosen already in the cart so the totals show its price. */
export function DeliveryChoice({ cart, lang, change }: { cart: Cart; lang: StorefrontLanguage; change: CartChange }) {
  const t = useCheckoutText(lang);
  const [error, setError] = useState<string>();
  const { freeCourierThreshold } = useShopSettings();
  const courier = cart.deliveryMethods.some((option) => option.method === 'COURIER');
  if (shipsNothing(cart))
    return (
      <section className={styles.panel} aria-label={t('delivery.title')}>
        <p className={styles.hint}>{t('delivery.noneNote')}</p>
      </section>
    );
  return (
    <section className={styles.panel}>
      <RadioGroup
        legend={t('delivery.title')}
        name="cartDelivery"
        value={cart.deliveryMethod ?? ''}
        onChange={async (method) => {
          setError(await change(() => cartApi.update({ deliveryMethod: method as DeliveryMethod }), 'deliveryMethod'));
        }}
        options={cart.deliveryMethods.map(({ method, price }) => ({
          value: method,
          label: t(`delivery.${method}`),
          hint: price.amount === 0 ? t('delivery.free') : formatMoney(price, lang),
        }))}
        error={error}
      />
      {courier && (
        <p className={styles.hint}>{t('cart.freeDelivery', { amount: formatMoney(freeCourierThreshold, lang) })}</p>
      )}
    </section>
  );
}
