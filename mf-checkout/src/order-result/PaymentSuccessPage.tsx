import { pathFor } from '@shop/platform';
import { Alert, Button } from '@shop/ui';
import { useOrderStatus } from '../api/orders';
import { orderPagePath } from '../payment/payment';
import { PageFrame } from '../screens/PageFrame';
import { type ScreenProps, useCheckoutText } from '../screens/text';
import orderStyles from './order.module.css';
import { ResultOrder } from './ResultOrder';
import { knownProvider, useResultOrder } from './result-order';
import { UnknownProvider } from './UnknownProvider';

/** Back from the payment provider with success. */
export function PaymentSuccessPage({ lang, params }: ScreenProps) {
  const t = useCheckoutText(lang);
  const { id, token } = useResultOrder();
  const { load } = useOrderStatus(knownProvider(params.provider) ? id : undefined, token, lang);
  return (
    <PageFrame screen="paymentSuccess" lang={lang} title={t('paymentSuccess.title')} step="done">
      {!knownProvider(params.provider) ? (
        <UnknownProvider lang={lang} />
      ) : (
        <>
          <Alert tone="success">{t('paymentSuccess.text')}</Alert>
          {id && load.state === 'ready' && <ResultOrder order={load.order} lang={lang} />}
          <div className={orderStyles.pay}>
            {id && <Button href={orderPagePath(lang, id, token)}>{t('paymentResult.toOrder')}</Button>}
            <Button href={pathFor('home', lang)} variant="secondary">
              {t('paymentSuccess.backToShop')}
            </Button>
          </div>
        </>
      )}
    </PageFrame>
  );
}
