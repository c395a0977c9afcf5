import { pathFor } from '@shop/platform';
import { Button, EmptyState, Skeleton } from '@shop/ui';
import { BackLink } from './BackLink';
import { AccountFrame } from './PageFrame';
import styles from './pages.module.css';
import { type ScreenProps, useAccountText } from './text';

/** The order history; the list arrives with the orders issue. */
export function OrdersPage({ lang }: ScreenProps) {
  const t = useAccountText(lang);
  return (
    <AccountFrame screen="orders" lang={lang} title={t('orders.title')} menuItem="orders">
      <EmptyState
        title={t('orders.empty')}
        text={t('orders.emptyHint')}
        action={
          <Button
            href={pathFor('collection', lang, {
              id: 59,
              slug: lang === 'pl' ? 'rowery-elektryczne' : 'electric-bikes',
            })}
          >
            {t('orders.browse')}
          </Button>
        }
      />
    </AccountFrame>
  );
}

export function OrderDetailsPage({ lang }: ScreenProps) {
  const t = useAccountText(lang);
  return (
    <AccountFrame
      screen="orderDetails"
      lang={lang}
      title={t('orderDetails.title')}
      trail={[{ label: t('orders.title'), href: pathFor('orders', lang) }]}
      menuItem="orders"
    >
      <Skeleton lines={5} label={t('orderDetails.loading')} />
      <BackLink href={pathFor('orders', lang)} label={t('orderDetails.backToOrders')} />
    </AccountFrame>
  );
}

/** A new order from an old one (SPEC §2): the products are copied for the customer to check. */
export function OrderRepeatPage({ lang }: ScreenProps) {
  const t = useAccountText(lang);
  return (
    <AccountFrame
      screen="orderRepeat"
      lang={lang}
      title={t('orderRepeat.title')}
      trail={[{ label: t('orders.title'), href: pathFor('orders', lang) }]}
      menuItem="orders"
    >
      <p className={styles.lead}>{t('orderRepeat.intro')}</p>
      <BackLink href={pathFor('orders', lang)} label={t('orderRepeat.backToOrders')} />
    </AccountFrame>
  );
}
