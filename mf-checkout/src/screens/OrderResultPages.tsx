import { translate } from '@shop/contracts/messages';
import type { StorefrontLanguage } from '@shop/i18n';
import { describeError, formatDate, formatMoney, pathFor, useSession } from '@shop/platform';
import { Alert, Badge, Button, Skeleton } from '@shop/ui';
import { useEffect, useState } from 'react';
import { useOrderStatus } from '../api/orders';
import styles from '../cart/cart.module.css';
import { Totals } from '../cart/Totals';
import { type OrderAddress, type OrderDetail, onlineMethods, type TransferDetails } from '../cart/types';
import {
  orderPagePath,
  payOrder,
  placedInThisTab,
  rememberedOrderToken,
  rememberedTransfer,
  rememberOrderToken,
  takePaymentProblem,
} from '../payment/payment';
import orderStyles from './order.module.css';
import { PageFrame } from './PageFrame';
import { type ScreenProps, useCheckoutText } from './text';

/** Providers whose result pages exist (`/pl/platnosc/:provider/sukces|blad`). */
export const paymentProviders = ['tpay', 'polcard', 'eraty', 'ca'] as const;

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

/** Whether the shopper may (still) pay an order online. */
export function canPayAgain(order: Pick<OrderDetail, 'paymentMethod' | 'payable'>): boolean {
  return order.payable && onlineMethods.includes(order.paymentMethod);
}

function OrderView({
  order,
  token,
  lang,
  justPlaced,
}: {
  order: OrderDetail;
  token?: string;
  lang: StorefrontLanguage;
  /** Placed in this tab a moment ago: thank the shopper; a visit from the e-mail gets a plain heading. */
  justPlaced: boolean;
}) {
  const t = useCheckoutText(lang);
  const transfer = order.paymentMethod === 'transfer' ? rememberedTransfer(order.id) : undefined;
  const [paymentProblem] = useState(() => takePaymentProblem(order.id));
  return (
    <div className={orderStyles.order} data-order={order.id}>
      <p className={orderStyles.lead} data-order-greeting={justPlaced ? 'thanks' : 'plain'}>
        {justPlaced
          ? t('orderConfirmation.thanks', { number: order.number })
          : t('orderConfirmation.heading', { number: order.number })}
      </p>
      {paymentProblem && (
        <Alert tone="danger" title={t('orderConfirmation.paymentNotStarted')}>
          {paymentProblem}
        </Alert>
      )}
      <dl className={orderStyles.facts}>
        <div>
          <dt>{t('order.number')}</dt>
          <dd data-order-number="">{order.number}</dd>
        </div>
        <div>
          <dt>{t('order.date')}</dt>
          <dd>{formatDate(order.createdAt, lang)}</dd>
        </div>
        <div>
          <dt>{t('order.status')}</dt>
          <dd data-order-status={order.status}>{t(`status.${order.status}`, { defaultValue: t('status.unknown') })}</dd>
        </div>
        <div>
          <dt>{t('order.paymentStatus')}</dt>
          <dd>
            <PaymentStatusBadge status={order.paymentStatus} lang={lang} />
          </dd>
        </div>
        <div>
          <dt>{t('order.paymentMethod')}</dt>
          <dd>{t(`payment.${order.paymentMethod}`)}</dd>
        </div>
        <div>
          <dt>{t('order.deliveryMethod')}</dt>
          <dd>{t(`delivery.${order.deliveryMethod}`)}</dd>
        </div>
      </dl>
      {order.paymentStatus === 'contact_us' && (
        <Alert tone="warning" title={t('paymentStatus.contact_us')}>
          {t('orderConfirmation.contactUs')}
        </Alert>
      )}
      {canPayAgain(order) && <PayAgain order={order} token={token} lang={lang} />}
      {order.paymentStatus !== 'paid' && transfer && <TransferBlock transfer={transfer} lang={lang} />}
      <section className={styles.panel} aria-labelledby="order-items-title">
        <h2 id="order-items-title" className={styles.panel__title}>
          {t('order.items')}
        </h2>
        <ul className={orderStyles.items}>
          {order.items.map((item) => (
            <li key={item.id} className={orderStyles.item}>
              <span>
                {item.quantity} × {item.name}
                {item.optionsLabel && <span className={styles.hint}> ({item.optionsLabel})</span>}
              </span>
              <span className={orderStyles.item__price}>{formatMoney(item.lineTotal, lang)}</span>
            </li>
          ))}
        </ul>
        <Totals totals={order.totals} lang={lang} />
      </section>
      <div className={orderStyles.addresses}>
        <PartyView title={t('order.billing')} party={order.billing} lang={lang} />
        <PartyView title={t('order.delivery')} party={order.delivery} lang={lang} />
      </div>
    </div>
  );
}

export function PaymentStatusBadge({
  status,
  lang,
}: {
  status: OrderDetail['paymentStatus'];
  lang: StorefrontLanguage;
}) {
  const t = useCheckoutText(lang);
  const tone = status === 'paid' ? 'success' : status === 'contact_us' ? 'warning' : 'neutral';
  return (
    <Badge tone={tone} data-payment-status={status}>
      {t(`paymentStatus.${status}`)}
    </Badge>
  );
}

function PartyView({ title, party, lang }: { title: string; party: OrderAddress; lang: StorefrontLanguage }) {
  const t = useCheckoutText(lang);
  const country = party.country ? new Intl.DisplayNames([lang], { type: 'region' }).of(party.country) : '';
  const lines = [
    party.companyName,
    [party.firstName, party.lastName].filter(Boolean).join(' '),
    party.taxId ? t('order.taxId', { taxId: party.taxId }) : '',
    party.vatId ? t('order.vatId', { vatId: party.vatId }) : '',
    party.street,
    [party.zipCode, party.city].filter(Boolean).join(' '),
    party.region && party.region !== 'other' ? t(`regions.${party.region}`, { defaultValue: '' }) : '',
    country,
    party.phone,
  ].filter(Boolean);
  return (
    <section className={styles.panel}>
      <h2 className={styles.panel__title}>{title}</h2>
      <address className={orderStyles.address}>
        {lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
    </section>
  );
}

function TransferBlock({ transfer, lang }: { transfer: TransferDetails; lang: StorefrontLanguage }) {
  const t = useCheckoutText(lang);
  return (
    <section className={styles.panel} aria-labelledby="order-transfer-title" data-transfer="">
      <h2 id="order-transfer-title" className={styles.panel__title}>
        {t('transfer.title')}
      </h2>
      <dl className={orderStyles.facts}>
        <div>
          <dt>{t('transfer.recipient')}</dt>
          <dd>{transfer.recipient}</dd>
        </div>
        <div>
          <dt>{t('transfer.account')}</dt>
          <dd className={orderStyles.mono}>{transfer.account}</dd>
        </div>
        <div>
          <dt>{t('transfer.titleLabel')}</dt>
          <dd>{transfer.title}</dd>
        </div>
        <div>
          <dt>{t('transfer.amount')}</dt>
          <dd>{formatMoney(transfer.amount, lang)}</dd>
        </div>
        <div>
          <dt>{t('transfer.dueDate')}</dt>
          <dd>{formatDate(transfer.dueDate, lang)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** "Pay now": starts a new payment attempt through the order's payment route. */
function PayAgain({
  order,
  token,
  lang,
  again = false,
}: {
  order: { id: string };
  token?: string;
  lang: StorefrontLanguage;
  again?: boolean;
}) {
  const t = useCheckoutText(lang);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  async function pay() {
    setBusy(true);
    setError(undefined);
    try {
      await payOrder(lang, { id: order.id, token });
    } catch (failure) {
      setError(describeError(failure, lang));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className={orderStyles.pay}>
      <Button onClick={pay} loading={busy} loadingLabel={t('payAgain.starting')}>
        {again ? t('payAgain.retry') : t('payAgain.button')}
      </Button>
      {error && (
        <Alert tone="danger" announce="assertive">
          {error}
        </Alert>
      )}
    </div>
  );
}

/** The order a payment result is about: its number, status and payment status. */
function ResultOrder({ order, lang }: { order: OrderDetail; lang: StorefrontLanguage }) {
  const t = useCheckoutText(lang);
  return (
    <dl className={orderStyles.facts} data-result-order={order.id}>
      <div>
        <dt>{t('order.number')}</dt>
        <dd data-order-number="">{order.number}</dd>
      </div>
      <div>
        <dt>{t('order.status')}</dt>
        <dd data-order-status={order.status}>{t(`status.${order.status}`, { defaultValue: t('status.unknown') })}</dd>
      </div>
      <div>
        <dt>{t('order.paymentStatus')}</dt>
        <dd>
          <PaymentStatusBadge status={order.paymentStatus} lang={lang} />
        </dd>
      </div>
    </dl>
  );
}

function queryParam(name: string): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return new URLSearchParams(window.location.search).get(name) ?? undefined;
}

/** The order a payment result is about (`?order=`) and its token (`?t=`, or the one kept at checkout). */
function useResultOrder() {
  const id = queryParam('order');
  const token = queryParam('t') ?? (id ? rememberedOrderToken(id) : undefined);
  return { id, token };
}

function UnknownProvider({ lang }: { lang: StorefrontLanguage }) {
  const t = useCheckoutText(lang);
  return (
    <>
      <Alert tone="danger" title={translate('error.payment_provider_unavailable', lang)}>
        {t('paymentResult.invalidProvider')}
      </Alert>
      <div>
        <Button href={pathFor('home', lang)} variant="secondary">
          {t('paymentSuccess.backToShop')}
        </Button>
      </div>
    </>
  );
}

const knownProvider = (provider: string | undefined) =>
  (paymentProviders as readonly string[]).includes(provider ?? '');

/** Back from the payment provider with success. */
export function PaymentSuccessPage({ lang, params }: ScreenProps) {
  const t = useCheckoutText(lang);
  const { id, token } = useResultOrder();
  const { load: loaded } = useOrderStatus(knownProvider(params.provider) ? id : undefined, token, lang);
  return (
    <PageFrame screen="paymentSuccess" lang={lang} title={t('paymentSuccess.title')} step="done">
      {!knownProvider(params.provider) ? (
        <UnknownProvider lang={lang} />
      ) : (
        <>
          <Alert tone="success">{t('paymentSuccess.text')}</Alert>
          {id && loaded.state === 'ready' && <ResultOrder order={loaded.order} lang={lang} />}
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

/** Back from the payment provider without payment: the goods stay reserved (SPEC §4), pay again or look. */
export function PaymentErrorPage({ lang, params }: ScreenProps) {
  const t = useCheckoutText(lang);
  const { user } = useSession();
  const { id, token } = useResultOrder();
  const known = knownProvider(params.provider);
  const { load: loaded } = useOrderStatus(known ? id : undefined, token, lang);
  return (
    <PageFrame screen="paymentError" lang={lang} title={t('paymentError.title')} step="done">
      {!known ? (
        <UnknownProvider lang={lang} />
      ) : (
        <>
          <Alert tone="warning">{t('paymentError.text')}</Alert>
          {id && loaded.state === 'ready' && <ResultOrder order={loaded.order} lang={lang} />}
          {id && <PayAgain order={{ id }} token={token} lang={lang} again />}
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
