import { pathFor, useSession } from '@shop/platform';
import { Alert, Button } from '@shop/ui';
import { useOrderStatus } from '../api/orders';
import { PayAgainButton } from '../order-view/PayAgainButton';
import { orderPagePath } from '../payment/payment';
import { PageFrame } from '../screens/PageFrame';
import { type ScreenProps, useCheckoutText } from '../screens/text';
import orderStyles from './order.module.css';
import { ResultOrder } from './ResultOrder';
import { knownProvider, useResultOrder } from './result-order';
import { UnknownProvider } from './UnknownProvider';

/** Back from the payment provider without payment: the goods stay reserved (SPEC §4), pay again or look. */
export function PaymentErrorPage({ lang, params }: ScreenProps) {
  const t = useCheckoutText(lang);
  const { user } = useSession();
  const { id, token } = useResultOrder();
  const known = knownProvider(params.provider);
  const { load } = useOrderStatus(known ? id : undefined, token, lang);
  return (
    <PageFrame screen="paymentError" lang={lang} title={t('paymentError.title')} step="done">
      {!known ? (
        <UnknownProvider lang={lang} />
      ) : (
        <>
          <Alert tone="warning">{t('paymentError.text')}</Alert>
          {id && load.state === 'ready' && <ResultOrder order={load.order} lang={lang} />}
          {id && (
            <div className={orderStyles.pay}>
              <PayAgainButton order={{ id }} token={token} lang={lang} again />
            </div>
          )}
          <div className={orderStyles.pay}>
            {id && (token || user) ? (
              <Button href={orderPagePath(lang, id, token)} variant="secondary">
                {t('paymentResult.toOrder')}
              </Button>
            ) : (
              <Button href={pathFor('orders', lang)} variant="secondary">
                {t('paymentError.toOrders')}
              </Button>
            )}
          </div>
        </>
      )}
    </PageFrame>
  );
}
