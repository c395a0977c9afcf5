import type { StorefrontLanguage } from '@shop/i18n';
import { Alert, Button, Skeleton } from '@shop/ui';
import { useEffect, useState } from 'react';
import { useOrderStatus } from '../api/orders';
import type { OrderDetail } from '../cart/types';
import { OrderView } from '../order-view/OrderView';
import { placedInThisTab, rememberOrderToken, takePaymentProblem } from '../payment/payment';
import { PageFrame } from '../screens/PageFrame';
import { type ScreenProps, useCheckoutText } from '../screens/text';
import { CancelOrder } from './CancelOrder';
import orderStyles from './order.module.css';
import { ProposalPanel } from './ProposalPanel';

/** The order's own page, reached after checkout and from the e-mailed link (guests too). */
export function OrderConfirmationPage({ lang, params }: ScreenProps) {
  const t = useCheckoutText(lang);
  const { id, token } = params;
  const { load, reload } = useOrderStatus(id, token, lang);
  // Only the tab that placed the order is greeted; a visit from the e-mailed link gets the order's heading.
  const [justPlaced] = useState(() => Boolean(id && placedInThisTab(id)));
  useEffect(() => {
    if (id && token) rememberOrderToken(id, token);
  }, [id, token]);
  return (
    <PageFrame screen="orderConfirmation" lang={lang} title={t('orderConfirmation.title')} step="done">
      {load.state === 'loading' ? (
        <>
          {justPlaced && <p className={orderStyles.lead}>{t('orderConfirmation.intro')}</p>}
          <Skeleton lines={4} label={t('orderConfirmation.loading')} />
        </>
      ) : load.state === 'failed' ? (
        load.status === 404 || load.status === 403 || load.status === 401 ? (
          <Alert tone="warning" title={t('orderConfirmation.notFound')}>
            {t('orderConfirmation.notFoundText')}
          </Alert>
        ) : (
          <Alert tone="danger" announce="assertive" title={t('orderConfirmation.loadFailed')}>
            <p>{load.message}</p>
            <Button variant="secondary" size="sm" onClick={reload}>
              {t('retry')}
            </Button>
          </Alert>
        )
      ) : load.state === 'ready' ? (
        <PlacedOrder order={load.order} token={token} lang={lang} justPlaced={justPlaced} reload={reload} />
      ) : null}
    </PageFrame>
  );
}

/** The order, with thanks in the tab that placed it and, once, why its payment did not start. */
function PlacedOrder({
  order,
  token,
  lang,
  justPlaced,
  reload,
}: {
  order: OrderDetail;
  token?: string;
  lang: StorefrontLanguage;
  justPlaced: boolean;
  reload: () => void;
}) {
  const t = useCheckoutText(lang);
  const [paymentProblem] = useState(() => takePaymentProblem(order.id));
  const [cancelled, setCancelled] = useState(false);
  return (
    <div className={orderStyles.order}>
      {justPlaced && (
        <p className={orderStyles.lead} data-order-greeting="thanks">
          {t('orderConfirmation.thanks', { number: order.number })}
        </p>
      )}
      {paymentProblem && (
        <Alert tone="danger" title={t('orderConfirmation.paymentNotStarted')}>
          {paymentProblem}
        </Alert>
      )}
      {order.type === 'REQUEST' && <Alert tone="info">{t('proposal.requestNote')}</Alert>}
      {order.type === 'PROPOSAL' && <ProposalPanel id={order.id} token={token} lang={lang} onDecided={reload} />}
      {cancelled && (
        <Alert tone="success" announce="polite">
          {t('orderConfirmation.cancel.done', { number: order.number })}
        </Alert>
      )}
      <OrderView
        order={order}
        token={token}
        lang={lang}
        actions={
          order.cancellable ? (
            <CancelOrder
              order={order}
              token={token}
              lang={lang}
              onCancelled={() => {
                setCancelled(true);
                reload();
              }}
            />
          ) : order.tracking?.url ? (
            <Button href={order.tracking.url} variant="secondary" target="_blank" rel="noopener noreferrer">
              {t('orderConfirmation.track', { number: order.tracking.trackingNumber })}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
