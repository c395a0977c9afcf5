import type { StorefrontLanguage } from '@shop/i18n';
import { formatMoney, pathFor, useCartSummary, useLanguage, useTranslation } from '@shop/platform';
import { CartIcon } from '../screens/CartIcon';
import styles from './MiniCart.module.css';

export interface MiniCartProps {
  /** The page's language; the platform's current one when left out. */
  lang?: StorefrontLanguage;
}

/**
 * The header's cart (exposed as mf-checkout/mini-cart): icon, number of items and total, leading to the
 * cart page. It follows `checkout:cart-changed` through the platform's cart summary.
 */
export default function MiniCart({ lang: givenLang }: MiniCartProps) {
  const pageLang = useLanguage();
  const lang = givenLang ?? pageLang;
  const { t } = useTranslation('checkout', { lng: lang });
  const { itemCount, total } = useCartSummary();
  return (
    <a
      className={styles.miniCart}
      href={pathFor('cart', lang)}
      aria-label={t('miniCart.label', { count: itemCount })}
      data-mini-cart="mf-checkout"
    >
      <span className={styles.miniCart__icon}>
        <CartIcon />
        {itemCount > 0 && <span className={styles.miniCart__count}>{itemCount > 99 ? '99+' : itemCount}</span>}
      </span>
      {total && <span className={styles.miniCart__total}>{formatMoney(total, lang)}</span>}
    </a>
  );
}
