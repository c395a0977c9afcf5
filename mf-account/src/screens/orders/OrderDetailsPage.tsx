import type { OrderDetail } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { formatDate, pathFor } from '@shop/platform';
import { Alert, Button, EmptyState, LoadFailed, Skeleton } from '@shop/ui';
import { useOrder } from '../../api/orders';
import { BackLink } from '../BackLink';
import { AccountFrame } from '../PageFrame';
import { type ScreenProps, useAccountText } from '../text';
import { OrderAddresses, OrderItems, OrderTotals, TransferDetails } from './OrderParts';
import { deliveryMethodLabel, orderStatusLabel, PaymentStatusBadge, paymentMethodLabel } from './order-labels';
import styles from './orders.module.css';
import { PayAgainButton } from './PayAgainButton';
import { canPayAgain } from './pay-order';

/** One of the customer's orders: state, items, totals, addresses, and what can be done with it. */
export function OrderDetailsPage({ lang, params }: ScreenProps) {
  const t = useAccountText(lang);
  const id = params.id ?? '';
  return (
    <AccountFrame
      screen="orderDetails"
      lang={lang}
      title={t('orderDetails.title')}
      trail={[{ label: t('orders.title'), href: pathFor('orders', lang) }]}
      menuItem="orders"
    >
      <StoredOrder key={id} id={id} lang={lang} />
      <BackLink href={pathFor('orders', lang)} label={t('orderDetails.backToOrders')} />
    </AccountFrame>
  );
}

/** What a page about one order shows when the order cannot be read: not found, or the failure and a retry. */
export function OrderNotLoaded({
  lang,
  status,
  message,
  retry,
}: {
  lang: StorefrontLanguage;
  status: number | undefined;
  message: string;
  retry: () => void;
}) {
  const t = useAccountText(lang);
  // A malformed id is refused with 400 before the service looks: for the customer it is just not there.
  if (status === 404 || status === 400)
    return (
      <EmptyState
        title={t('orderDetails.notFound')}
        text={t('orderDetails.notFoundHint')}
        action={<Button href={pathFor('orders', lang)}>{t('orderDetails.backToOrders')}</Button>}
      />
    );
  return (
    <LoadFailed
      title={t('orderDetails.loadFailed')}
      message={message}
      retry={retry}
      retryLabel={t('common:actions.retry')}
    />
  );
}

function StoredOrder({ id, lang }: { id: string; lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  const { resource, reload } = useOrder(id, lang);
  if (resource.state === 'loading') return <Skeleton lines={6} label={t('orderDetails.loading')} />;
  if (resource.state === 'failed')
    return <OrderNotLoaded lang={lang} status={resource.status} message={resource.message} retry={reload} />;
  return <OrderView order={resource.data} lang={lang} />;
}

function OrderView({ order, lang }: { order: OrderDetail; lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  const awaitsTransfer = order.payable && order.paymentMethod === 'transfer' && order.paymentStatus === 'unpaid';
  return (
    <article className={styles.order} data-order={order.number}>
      <div className={styles.order__head}>
        <div>
          <h2 className={styles.order__heading}>{t('orderDetails.heading', { number: order.number })}</h2>
          <p className={styles.order__placed}>
            {t('orderDetails.placed', { date: formatDate(order.createdAt, lang) })}
          </p>
        </div>
        <div className={styles.order__actions}>
          {canPayAgain(order) && <PayAgainButton order={order} lang={lang} />}
          {order.type !== 'PREORDER' && (
            <Button href={pathFor('orderRepeat', lang, { id: order.id })} variant="secondary">
              {t('orderDetails.repeat')}
            </Button>
          )}
        </div>
      </div>
      <dl className={styles.order__facts}>
        <div>
          <dt>{t('orderDetails.status')}</dt>
          <dd data-order-status={order.status}>{orderStatusLabel(t, order.status)}</dd>
        </div>
        <div>
          <dt>{t('orderDetails.paymentStatus')}</dt>
          <dd>
            <PaymentStatusBadge t={t} status={order.paymentStatus} />
          </dd>
        </div>
        <div>
          <dt>{t('orderDetails.paymentMethod')}</dt>
          <dd>{paymentMethodLabel(t, order.paymentMethod)}</dd>
        </div>
        <div>
          <dt>{t('orderDetails.deliveryMethod')}</dt>
          <dd>{deliveryMethodLabel(t, order.deliveryMethod)}</dd>
        </div>
      </dl>
      {order.paymentStatus === 'contact_us' && <Alert tone="warning">{t('orderDetails.contactUs')}</Alert>}
      {awaitsTransfer && <TransferDetails orderId={order.id} lang={lang} />}
      <OrderItems order={order} lang={lang} />
      <OrderTotals order={order} lang={lang} />
      <OrderAddresses order={order} lang={lang} />
      {order.comments && (
        <section className={styles.order__section} aria-labelledby="order-comments">
          <h2 id="order-comments">{t('orderDetails.comments')}</h2>
          <p className={styles.order__comments}>{order.comments}</p>
        </section>
      )}
    </article>
  );
}
