import type { ScreenId, StorefrontLanguage } from '@shop/i18n';
import { pathFor, useSession } from '@shop/platform';
import { Alert, Button } from '@shop/ui';
import { useEffect, useRef } from 'react';
import { useOrderStatus } from '../api/orders';
import { PayAgainButton } from '../order-view/PayAgainButton';
import { orderPagePath } from '../payment/payment';
import { PageFrame } from '../screens/PageFrame';
import { type ScreenProps, useCheckoutText } from '../screens/text';
import orderStyles from './order.module.css';
import { ResultOrder } from './ResultOrder';
import { knownProvider, useResultOrder } from './result-order';
import { UnknownProvider } from './UnknownProvider';
import { type PaymentCheck, usePaymentState } from './use-payment-state';

type ResultState = PaymentCheck['state'];

/** Providers whose attempt is an installment application: pending means the bank has not decided. */
const installmentProviders = new Set(['eraty', 'ca']);

/**
 * The page after a payment provider, at either result address (`sukces` / `blad`): it shows what the
 * payments service knows of the attempt — paid, pending (the goods stay reserved, asked again for a while)
 * or failed (pay again) — never what its address or the provider's return says (issue 19).
 */
export function PaymentResultPage({ screen, lang, params }: ScreenProps & { screen: ScreenId }) {
  const t = useCheckoutText(lang);
  const { id, token, transactionId } = useResultOrder();
  const provider = knownProvider(params.provider) ? params.provider : undefined;
  const payment = usePaymentState(provider, transactionId, id, lang);
  const { load, reload } = useOrderStatus(provider ? id : undefined, token, lang);
  const order = load.state === 'ready' ? load.order : undefined;
  // An order the orders service has as paid is paid, whichever attempt paid it.
  const state: ResultState = order?.paymentStatus === 'paid' ? 'paid' : payment.check.state;
  useReloadWhenSettled(payment.check.state, reload);
  const installment = installmentProviders.has(provider ?? '');

  if (!provider)
    return (
      <PageFrame screen={screen} lang={lang} title={t('paymentResult.title')} step="done">
        <UnknownProvider lang={lang} />
      </PageFrame>
    );
  return (
    <PageFrame screen={screen} lang={lang} title={titleOf(state, installment, t)} step="done">
      <div role="status" aria-live="polite" data-payment-result={state}>
        <ResultMessage check={payment.check} state={state} installment={installment} lang={lang} />
        {state === 'pending' && payment.exhausted && <p>{t('paymentPending.stillPending')}</p>}
      </div>
      {order && <ResultOrder order={order} lang={lang} />}
      <div className={orderStyles.pay}>
        {state === 'pending' || state === 'unreadable' ? (
          <Button
            onClick={payment.checkAgain}
            loading={payment.busy}
            loadingLabel={t('paymentPending.checking')}
            variant={state === 'pending' ? 'primary' : 'secondary'}
          >
            {state === 'pending' ? t('paymentPending.check') : t('retry')}
          </Button>
        ) : null}
        {state === 'failed' && id && (!order || order.payable) && (
          <PayAgainButton order={{ id }} token={token} lang={lang} again />
        )}
        <WaysOn orderId={id} token={token} lang={lang} primary={state === 'paid'} />
      </div>
    </PageFrame>
  );
}

/** Reads the order again when the payment's state changes after its first answer (paid: the badge follows). */
function useReloadWhenSettled(state: ResultState, reload: () => void) {
  const first = useRef<ResultState | undefined>(undefined);
  useEffect(() => {
    if (state === 'checking') return;
    if (first.current === undefined) first.current = state;
    else reload();
  }, [state, reload]);
}

function titleOf(state: ResultState, installment: boolean, t: ReturnType<typeof useCheckoutText>): string {
  if (state === 'paid') return t('paymentSuccess.title');
  if (state === 'failed') return t('paymentError.title');
  if (state === 'pending') return installment ? t('paymentPending.installmentTitle') : t('paymentPending.title');
  if (state === 'checking') return t('paymentResult.checkingTitle');
  return t('paymentResult.title');
}

function ResultMessage({
  check,
  state,
  installment,
  lang,
}: {
  check: PaymentCheck;
  state: ResultState;
  installment: boolean;
  lang: StorefrontLanguage;
}) {
  const t = useCheckoutText(lang);
  if (state === 'paid') return <Alert tone="success">{t('paymentSuccess.text')}</Alert>;
  if (state === 'failed') return <Alert tone="warning">{t('paymentError.text')}</Alert>;
  if (state === 'pending')
    return <Alert tone="info">{installment ? t('paymentPending.installmentText') : t('paymentPending.text')}</Alert>;
  if (state === 'checking') return <p>{t('paymentResult.checking')}</p>;
  if (check.state === 'unreadable')
    return (
      <Alert tone="danger" title={t('paymentResult.unreadable')}>
        {check.message}
      </Alert>
    );
  return <Alert tone="info">{t('paymentResult.unknown')}</Alert>;
}

/** To the order (its owner, or a guest with its token), else to the orders; home once it is paid. */
function WaysOn({
  orderId,
  token,
  lang,
  primary,
}: {
  orderId?: string;
  token?: string;
  lang: StorefrontLanguage;
  primary: boolean;
}) {
  const t = useCheckoutText(lang);
  const { user } = useSession();
  return (
    <>
      {orderId && (token || user) ? (
        <Button href={orderPagePath(lang, orderId, token)} variant={primary ? 'primary' : 'secondary'}>
          {t('paymentResult.toOrder')}
        </Button>
      ) : (
        <Button href={pathFor('orders', lang)} variant="secondary">
          {t('paymentError.toOrders')}
        </Button>
      )}
      {primary && (
        <Button href={pathFor('home', lang)} variant="secondary">
          {t('paymentSuccess.backToShop')}
        </Button>
      )}
    </>
  );
}
