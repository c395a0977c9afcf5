import type { OrderSummary } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { formatDate, formatMoney, navigate, pathFor, useSession } from '@shop/platform';
import { Button, EmptyState, LoadFailed, Pagination, Skeleton, Table, type TableColumn } from '@shop/ui';
import { useEffect, useState } from 'react';
import { useOrderHistory } from '../../api/orders';
import { useQueryParam } from '../../forms/use-query-param';
import { CheckoutPayAgain } from '../../fragments/checkout-fragments';
import { AccountFrame } from '../PageFrame';
import { type ScreenProps, useAccountText } from '../text';
import { orderStatusLabel, PaymentStatusBadge } from './order-labels';
import styles from './orders.module.css';

const pageOf = (text: string) => {
  const page = Number(text);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/** The order history (SPEC §2): newest first, a page at a time, with "pay again" on unpaid online orders. */
export function OrdersPage({ lang }: ScreenProps) {
  const t = useAccountText(lang);
  return (
    <AccountFrame screen="orders" lang={lang} title={t('orders.title')} menuItem="orders">
      <OrderHistory lang={lang} />
    </AccountFrame>
  );
}

function OrderHistory({ lang }: { lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  const pageInAddress = pageOf(useQueryParam('page'));
  const [page, setPage] = useState(pageInAddress);
  // Back and forward change the address; the list follows it.
  useEffect(() => setPage(pageInAddress), [pageInAddress]);
  const { resource, reload } = useOrderHistory(page, lang);
  const dealer = useSession().user?.customerType === 'b2b';

  const hrefFor = (number: number) => `${pathFor('orders', lang)}${number > 1 ? `?page=${number}` : ''}`;
  const goTo = (number: number) => {
    navigate(hrefFor(number));
    setPage(number);
  };

  if (resource.state === 'loading') return <Skeleton lines={5} label={t('orders.loading')} />;
  if (resource.state === 'failed')
    return (
      <LoadFailed
        title={t('orders.loadFailed')}
        message={resource.message}
        retry={reload}
        retryLabel={t('common:actions.retry')}
      />
    );
  const { items, total, limit } = resource.data;
  if (items.length === 0 && page === 1)
    return (
      <EmptyState
        title={t('orders.empty')}
        text={t('orders.emptyHint')}
        action={
          <Button
            href={pathFor('collection', lang, {
              id: 59,
              slug: lang === 'pl' ? 'rowery-elektryczne' : 'electric-bikes',
            })}
          >
            {t('orders.browse')}
          </Button>
        }
      />
    );
  return (
    <div className={styles.history}>
      <Table
        caption={t('orders.listLabel')}
        hideCaption
        columns={orderColumns(lang, t, dealer)}
        rows={items}
        rowKey={(order) => order.id}
        empty={t('orders.empty')}
        className={styles.history__table}
      />
      <Pagination
        page={page}
        pageCount={Math.max(1, Math.ceil(total / Math.max(1, limit)))}
        label={t('orders.pages')}
        previousLabel={t('common:pagination.previous')}
        nextLabel={t('common:pagination.next')}
        pageLabel={(number) => t('common:pagination.goTo', { page: number })}
        hrefFor={hrefFor}
        onPageChange={goTo}
      />
    </div>
  );
}

function orderColumns(
  lang: StorefrontLanguage,
  t: ReturnType<typeof useAccountText>,
  dealer: boolean,
): TableColumn<OrderSummary>[] {
  return [
    {
      key: 'number',
      header: t('orders.number'),
      rowHeader: true,
      cell: (order) => (
        <a href={pathFor('orderDetails', lang, { id: order.id })} data-order={order.number}>
          {order.number}
        </a>
      ),
    },
    { key: 'date', header: t('orders.date'), cell: (order) => formatDate(order.createdAt, lang) },
    { key: 'status', header: t('orders.status'), cell: (order) => orderStatusLabel(t, order.status) },
    {
      key: 'payment',
      header: t('orders.payment'),
      cell: (order) => <PaymentStatusBadge t={t} status={order.paymentStatus} />,
    },
    // A dealer's orders are wholesale: their net and VAT beside the total.
    ...(dealer
      ? [
          {
            key: 'net',
            header: t('orders.net'),
            align: 'end' as const,
            cell: (order: OrderSummary) => formatMoney(order.net, lang),
          },
          {
            key: 'vat',
            header: t('orders.vat'),
            align: 'end' as const,
            cell: (order: OrderSummary) =>
              formatMoney({ ...order.total, amount: order.total.amount - order.net.amount }, lang),
          },
        ]
      : []),
    { key: 'total', header: t('orders.total'), align: 'end', cell: (order) => formatMoney(order.total, lang) },
    {
      key: 'actions',
      header: t('orders.actions'),
      cell: (order) => (
        <span className={styles.history__actions}>
          <Button
            href={pathFor('orderDetails', lang, { id: order.id })}
            variant="secondary"
            size="sm"
            aria-label={t('orders.showNamed', { number: order.number })}
          >
            {t('orders.show')}
          </Button>
          <CheckoutPayAgain order={order} lang={lang} size="sm" />
        </span>
      ),
    },
  ];
}
