import { pathFor } from '@shop/platform';
import { Alert, Button, Skeleton } from '@shop/ui';
import { PageFrame } from './PageFrame';
import styles from './pages.module.css';
import { type ScreenProps, useCheckoutText } from './text';

/** The order's own page, reached after checkout and from the e-mailed link (guests too). */
export function OrderConfirmationPage({ lang }: ScreenProps) {
  const t = useCheckoutText(lang);
  return (
    <PageFrame screen="orderConfirmation" lang={lang} title={t('orderConfirmation.title')} step="done">
      <p className={styles.lead}>{t('orderConfirmation.intro')}</p>
      <Skeleton lines={4} label={t('orderConfirmation.loading')} />
    </PageFrame>
  );
}

/** Back from the payment provider with success. */
export function PaymentSuccessPage({ lang }: ScreenProps) {
  const t = useCheckoutText(lang);
  return (
    <PageFrame screen="paymentSuccess" lang={lang} title={t('paymentSuccess.title')} step="done">
      <Alert tone="success">{t('paymentSuccess.text')}</Alert>
      <div>
        <Button href={pathFor('home', lang)} variant="secondary">
          {t('paymentSuccess.backToShop')}
        </Button>
      </div>
    </PageFrame>
  );
}

/** Back from the payment provider without payment: the goods stay reserved (SPEC §4). */
export function PaymentErrorPage({ lang }: ScreenProps) {
  const t = useCheckoutText(lang);
  return (
    <PageFrame screen="paymentError" lang={lang} title={t('paymentError.title')} step="done">
      <Alert tone="warning">{t('paymentError.text')}</Alert>
      <div>
        <Button href={pathFor('orders', lang)}>{t('paymentError.toOrders')}</Button>
      </div>
    </PageFrame>
  );
}
