import type { AdminOrderSummary } from '@shop/contracts';
import { formatMoney } from '@shop/platform';
import { Badge, Button } from '@shop/ui';
import { listOrders } from '../api/orders';
import { AdminPage } from '../kit/AdminPage';
import { formatDateTime } from '../kit/format';
import { goTo } from '../kit/navigation';
import { ServerList } from '../kit/ServerList';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import {
  orderStatusLabel,
  orderStatusOptions,
  paymentMethodLabel,
  paymentMethodOptions,
  paymentStatusLabel,
  paymentStatusOptions,
} from './order-choices';

/** Every order of the shop: number, date, buyer, status, payment and total; filtered and sorted on the server. */
export function OrdersListPage({ mayCreate = false }: { mayCreate?: boolean }) {
  const t = useText();
  const lang = useAdminLanguage();
  return (
    <AdminPage
      title={t('sections.orders')}
      actions={
        mayCreate && (
          <Button
            href={adminPath(lang, 'orders', 'new-proposal')}
            onClick={(event: { preventDefault(): void }) => {
              event.preventDefault();
              goTo(adminPath(lang, 'orders', 'new-proposal'));
            }}
          >
            {t('proposals.new')}
          </Button>
        )
      }
    >
      <ServerList<AdminOrderSummary>
        caption={t('orders.caption')}
        load={listOrders}
        rowKey={(order) => order.id}
        rowHref={(order) => adminPath(lang, 'orders', order.id)}
        filters={[
          { name: 'number', label: t('orders.fields.number') },
          { name: 'customer', label: t('orders.filters.customer') },
          {
            name: 'type',
            label: t('proposals.type'),
            options: (['STANDARD', 'REQUEST', 'PREORDER', 'PROPOSAL'] as const).map((type) => ({
              value: type,
              label: t(`proposals.types.${type}`),
            })),
          },
          { name: 'status', label: t('orders.fields.status'), options: orderStatusOptions(t) },
          { name: 'paymentStatus', label: t('orders.fields.paymentStatus'), options: paymentStatusOptions(t) },
          { name: 'paymentMethod', label: t('orders.fields.paymentMethod'), options: paymentMethodOptions(t) },
          { name: 'from', label: t('orders.filters.from') },
          { name: 'to', label: t('orders.filters.to') },
        ]}
        columns={[
          { key: 'number', label: t('orders.fields.number'), sortKey: 'number', cell: (order) => order.number },
          {
            key: 'createdAt',
            label: t('orders.fields.createdAt'),
            sortKey: 'createdAt',
            cell: (order) => formatDateTime(order.createdAt),
          },
          {
            key: 'buyer',
            label: t('orders.fields.buyer'),
            cell: (order) => (order.buyer ? `${order.buyer} · ${order.email}` : order.email),
          },
          { key: 'type', label: t('proposals.type'), cell: (order) => t(`proposals.types.${order.type}`) },
          {
            key: 'status',
            label: t('orders.fields.status'),
            sortKey: 'status',
            cell: (order) => <Badge tone="info">{orderStatusLabel(t, order.status)}</Badge>,
          },
          {
            key: 'payment',
            label: t('orders.fields.paymentStatus'),
            cell: (order) =>
              `${paymentStatusLabel(t, order.adminPaymentStatus)} · ${paymentMethodLabel(t, order.paymentMethod)}`,
          },
          {
            key: 'total',
            label: t('orders.fields.total'),
            sortKey: 'total',
            align: 'end',
            cell: (order) => formatMoney(order.total, lang),
          },
        ]}
        empty={{ title: t('orders.empty'), text: t('orders.emptyHint') }}
      />
    </AdminPage>
  );
}
