import { madeToSpecification } from '@shop/contracts/withdrawal-rights';
import type { StorefrontLanguage } from '@shop/i18n';
import { formatMoney } from '@shop/platform';
import styles from '../cart/cart.module.css';
import { Totals } from '../cart/Totals';
import type { Cart } from '../cart/types';
import { useCheckoutText } from '../screens/text';
import formStyles from './checkout.module.css';

/** Beside the form: what is being ordered, the promo code and the totals the server counted. */
export function CheckoutSummary({ cart, lang }: { cart: Cart; lang: StorefrontLanguage }) {
  const t = useCheckoutText(lang);
  return (
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
                {(item.options ?? []).length > 0 && (
                  <span className={styles.hint}> · {item.options?.map((o) => `${o.name}: ${o.text}`).join('; ')}</span>
                )}
                {madeToSpecification(item.type, item.options) && (
                  <span className={formStyles.summary__note} data-no-withdrawal="">
                    {t('summary.madeToSpecification')}
                  </span>
                )}
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
        <Totals totals={cart.totals} lang={lang} promotions={cart.promotions} />
      </section>
    </aside>
  );
}
