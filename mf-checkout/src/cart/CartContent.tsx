import type { StorefrontLanguage } from '@shop/i18n';
import { pathFor, useSession } from '@shop/platform';
import { Alert, Button } from '@shop/ui';
import type { RefObject } from 'react';
import type { CartChange } from '../api/cart';
import { useCheckoutText } from '../screens/text';
import { CartLine } from './CartLine';
import styles from './cart.module.css';
import { DeliveryChoice } from './DeliveryChoice';
import { PromoCode } from './PromoCode';
import { Totals } from './Totals';
import type { Cart } from './types';

/** A cart with something in it: its lines, and beside them the promo code, delivery, totals and the way on. */
export function CartContent({
  cart,
  lang,
  change,
  linesTitle,
  onRemoved,
}: {
  cart: Cart;
  lang: StorefrontLanguage;
  change: CartChange;
  linesTitle: RefObject<HTMLHeadingElement | null>;
  onRemoved: () => void;
}) {
  const t = useCheckoutText(lang);
  const { user } = useSession();
  const toCheckout = user ? pathFor('checkout', lang) : pathFor('checkoutLogin', lang);
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        {cart.partial && (
          <Alert tone="warning" title={t('cart.partialTitle')}>
            {t('cart.partial')}
          </Alert>
        )}
        {cart.type === 'preorder' && <Alert tone="info">{t('cart.preorderNote')}</Alert>}
        <section aria-labelledby="cart-lines-title">
          <h2 id="cart-lines-title" ref={linesTitle} tabIndex={-1} className={styles.panel__title}>
            {t('cart.lines', { count: cart.itemCount })}
          </h2>
          <ul className={styles.lines}>
            {cart.items.map((item) => (
              <CartLine key={item.id} item={item} lang={lang} change={change} onRemoved={onRemoved} />
            ))}
          </ul>
        </section>
      </div>
      <aside className={styles.aside} aria-label={t('cart.summaryLabel')}>
        <PromoCode cart={cart} lang={lang} change={change} />
        {cart.type !== 'preorder' && cart.deliveryMethods.length > 0 && (
          <DeliveryChoice cart={cart} lang={lang} change={change} />
        )}
        <section className={styles.panel} aria-labelledby="cart-totals-title">
          <h2 id="cart-totals-title" className={styles.panel__title}>
            {t('totals.title')}
          </h2>
          <Totals totals={cart.totals} lang={lang} promotions={cart.promotions} />
          <Button href={toCheckout} fullWidth>
            {t('cart.toCheckout')}
          </Button>
        </section>
      </aside>
    </div>
  );
}
