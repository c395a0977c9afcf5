import type { OrderDetail } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { pathFor } from '@shop/platform';
import { Button, EmptyState, LoadFailed, Skeleton } from '@shop/ui';
import { useOrder } from '../../api/orders';
import { CheckoutOrderView } from '../../fragments/checkout-fragments';
import { BackLink } from '../BackLink';
import { AccountFrame } from '../PageFrame';
import { type ScreenProps, useAccountText } from '../text';

/**
 * One of the customer's orders in the account's frame: the checkout team's view of the order (state, items,
 * totals, addresses, "pay now"), with the account's own way to order the same again and back to the list.
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
  const order = resource.data;
  return <CheckoutOrderView order={order} lang={lang} actions={<RepeatOrderLink order={order} lang={lang} />} />;
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
