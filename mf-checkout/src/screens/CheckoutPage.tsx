import { pathFor, useCartSummary } from '@shop/platform';
import { Button, EmptyState } from '@shop/ui';
import { ebikesPath } from './links';
import { PageFrame } from './PageFrame';
import styles from './pages.module.css';
import { type ScreenProps, useCheckoutText } from './text';

/** Checkout before its form exists: nothing to order with an empty cart, otherwise what ordering means. */
export function CheckoutPage({ lang }: ScreenProps) {
  const t = useCheckoutText(lang);
  const { itemCount } = useCartSummary();
  return (
    <PageFrame
      screen="checkout"
      lang={lang}
      title={t('checkout.title')}
      step="order"
      trail={[{ label: t('cart.title'), href: pathFor('cart', lang) }]}
    >
      {itemCount > 0 ? (
        <div className={styles.card}>
          <p className={styles.card__text}>{t('checkout.consents')}</p>
          <Button href={pathFor('cart', lang)} variant="secondary">
            {t('checkout.backToCart')}
          </Button>
        </div>
      ) : (
        <EmptyState
          title={t('checkout.empty')}
          text={t('checkout.emptyHint')}
          action={<Button href={ebikesPath(lang)}>{t('checkout.browse')}</Button>}
        />
      )}
    </PageFrame>
  );
}
