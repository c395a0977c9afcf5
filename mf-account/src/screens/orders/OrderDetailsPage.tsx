import type { OrderDetail } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { describeError, pathFor, useSession } from '@shop/platform';
import { Alert, Button, EmptyState, LoadFailed, Skeleton } from '@shop/ui';
import { useState } from 'react';
import { downloadOrderDocument, useOrder } from '../../api/orders';
import { CheckoutOrderView } from '../../fragments/checkout-fragments';
import { BackLink } from '../BackLink';
import { AccountFrame } from '../PageFrame';
import { type ScreenProps, useAccountText } from '../text';
import { OfferLink } from './OfferLink';
import { CancelOrderButton, ChangeOrderForm } from './OrderChanges';
import { OrderInvoices } from './OrderInvoices';
import { OrderReviews } from './OrderReviews';
import { PreorderPaymentPanel } from './PreorderPayment';

/**
 * One of the customer's orders in the account's frame: the checkout team's view of the order (state, items,
 * totals, addresses, "pay now"), with the account's own actions — order the same again, cancel an unpaid
 * order, change a new one's comment and address — a preorder's payment, and back to the list.
 */
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
  return <OrderWithActions order={resource.data} lang={lang} reload={reload} />;
}

function OrderWithActions({
  order,
  lang,
  reload,
}: {
  order: OrderDetail;
  lang: StorefrontLanguage;
  reload: () => void;
}) {
  const t = useAccountText(lang);
  const [cancelled, setCancelled] = useState(false);
  // Each change answers the order as it is now; the page asks again so the view shows the same.
  const changed = (next: OrderDetail) => {
    if (next.status === 'cancelled') setCancelled(true);
    reload();
  };
  return (
    <>
      {cancelled && (
        <Alert tone="success" announce="polite">
          {t('orderDetails.cancel.done', { number: order.number })}
        </Alert>
      )}
      <CheckoutOrderView
        order={order}
        lang={lang}
        actions={
          <>
            <TrackingLink order={order} lang={lang} />
            <OfferLink order={order} lang={lang} />
            <OrderDocumentButton order={order} lang={lang} />
            <RepeatOrderLink order={order} lang={lang} />
            <CancelOrderButton order={order} lang={lang} onChanged={changed} />
          </>
        }
      />
      <PreorderPaymentPanel order={order} lang={lang} />
      <OrderInvoices orderId={order.id} lang={lang} />
      <OrderReviews order={order} lang={lang} />
      <ChangeOrderForm order={order} lang={lang} onChanged={changed} />
    </>
  );
}

/** The carrier's tracking page of a sent order's parcel (issue 17), opened in a new tab. */
function TrackingLink({ order, lang }: { order: OrderDetail; lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  if (!order.tracking?.url) return null;
  return (
    <Button href={order.tracking.url} variant="secondary" target="_blank" rel="noopener noreferrer">
      {t('orderDetails.track', { number: order.tracking.trackingNumber })}
    </Button>
  );
}

/** "Order again": the same products in a new cart (SPEC §2); a preorder cannot be ordered again. */
function RepeatOrderLink({ order, lang }: { order: OrderDetail; lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  if (order.type === 'PREORDER') return null;
  return (
    <Button href={pathFor('orderRepeat', lang, { id: order.id })} variant="secondary">
      {t('orderDetails.repeat')}
    </Button>
  );
}

/**
 * "Order document (PDF)": the pro forma of a dealer's order (docs/decisions/documents.md), in the page's
 * language. Retail orders have none: their order page and e-mail confirm them.
 */
function OrderDocumentButton({ order, lang }: { order: OrderDetail; lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  const dealer = useSession().user?.customerType === 'b2b';
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  if (!dealer) return null;
  const download = async () => {
    setBusy(true);
    setFailed(null);
    try {
      await downloadOrderDocument(order, lang);
    } catch (error) {
      setFailed(`${t('orderDetails.document')}: ${describeError(error, lang)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="secondary" loading={busy} onClick={download}>
        {t('orderDetails.document')}
      </Button>
      {failed && <p role="alert">{failed}</p>}
    </>
  );
}
