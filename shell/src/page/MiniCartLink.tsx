import { getLanguage, pathFor, useCartSummary, useTranslation } from '@shop/platform';
import styles from './header.module.css';
import { CartIcon } from './icons';

/** The cart link the header shows while mf-checkout's mini-cart loads, or when it cannot be loaded. */
export function MiniCartLink() {
  const { t } = useTranslation('shell');
  const { itemCount } = useCartSummary();
  return (
    <a className={styles.tool} href={pathFor('cart', getLanguage())} data-mini-cart="fallback">
      <CartIcon />
      <span>{t('miniCart.link')}</span>
      {itemCount > 0 && <span className={styles.count}>{itemCount}</span>}
    </a>
  );
}
