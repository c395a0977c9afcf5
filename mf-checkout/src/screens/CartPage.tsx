import { formatMoney, pathFor, useCartSummary } from '@shop/platform';
import { Button, EmptyState } from '@shop/ui';
import { CartIcon } from './CartIcon';
import { ebikesPath } from './links';
import { PageFrame } from './PageFrame';
import styles from './pages.module.css';
import { type ScreenProps, useCheckoutText } from './text';

/** The cart: empty until something is added; the item list arrives with the checkout issue. */
export function CartPage({ lang }: ScreenProps) {
  const t = useCheckoutText(lang);
  const { itemCount, total } = useCartSummary();
  return (
    <PageFrame screen="cart" lang={lang} title={t('cart.title')} step="cart">
      {itemCount > 0 ? (
        <div className={styles.card}>
          <p className={styles.card__text}>
            {t('cart.summary', { count: itemCount, total: total ? formatMoney(total, lang) : '—' })}
          </p>
          <Button href={pathFor('checkout', lang)}>{t('cart.toCheckout')}</Button>
        </div>
      ) : (
        <EmptyCart lang={lang} />
      )}
      <p className={styles.note}>{t('cart.freeDelivery')}</p>
    </PageFrame>
  );
}

function EmptyCart({ lang }: Pick<ScreenProps, 'lang'>) {
  const t = useCheckoutText(lang);
  return (
    <EmptyState
      icon={<CartIcon size={48} />}
      title={t('cart.empty')}
      text={t('cart.emptyHint')}
      action={<Button href={ebikesPath(lang)}>{t('cart.browse')}</Button>}
    />
  );
}
