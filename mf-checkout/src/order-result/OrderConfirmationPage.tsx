import { Alert, Button, Skeleton } from '@shop/ui';
import { useEffect, useState } from 'react';
import { useOrderStatus } from '../api/orders';
import { placedInThisTab, rememberOrderToken } from '../payment/payment';
import { PageFrame } from '../screens/PageFrame';
import { type ScreenProps, useCheckoutText } from '../screens/text';
import { OrderView } from './OrderView';
import orderStyles from './order.module.css';

/** The order's own page, reached after checkout and from the e-mailed link (guests too). */
export function OrderConfirmationPage({ lang, params }: ScreenProps) {
  const t = useCheckoutText(lang);
  const { id, token } = params;
  const { load: loaded, reload } = useOrderStatus(id, token, lang);
  // Only the tab that placed the order is greeted; a visit from the e-mailed link gets a plain heading.
  const [justPlaced] = useState(() => Boolean(id && placedInThisTab(id)));
  useEffect(() => {
    if (id && token) rememberOrderToken(id, token);
  }, [id, token]);
  return (
    <PageFrame screen="orderConfirmation" lang={lang} title={t('orderConfirmation.title')} step="done">
      {loaded.state === 'loading' ? (
        <>
          {justPlaced && <p className={orderStyles.lead}>{t('orderConfirmation.intro')}</p>}
          <Skeleton lines={4} label={t('orderConfirmation.loading')} />
        </>
      ) : loaded.state === 'failed' ? (
        loaded.status === 404 || loaded.status === 403 || loaded.status === 401 ? (
          <Alert tone="warning" title={t('orderConfirmation.notFound')}>
            {t('orderConfirmation.notFoundText')}
          </Alert>
        ) : (
          <Alert tone="danger" announce="assertive" title={t('orderConfirmation.loadFailed')}>
            <p>{loaded.message}</p>
            <Button variant="secondary" size="sm" onClick={reload}>
              {t('retry')}
            </Button>
          </Alert>
        )
      ) : loaded.state === 'ready' ? (
        <OrderView order={loaded.order} token={token} lang={lang} justPlaced={justPlaced} />
      ) : null}
    </PageFrame>
  );
}
