import { type AdminRefund, AdminRefundStatus, RefundReason } from '@shop/contracts';
import { formatMoney } from '@shop/platform';
import { listRefunds } from '../api/refunds';
import { AdminPage } from '../kit/AdminPage';
import { formatDateTime } from '../kit/format';
import { ServerList } from '../kit/ServerList';
import { paymentMethodLabel } from '../orders/order-choices';
import type { SectionScreenProps } from '../screens/section-screens';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { RefundPage } from './RefundPage';
import { RefundStatusBadge } from './refund-status';

/** Refunds (`transactions.list`; marked sent with `transactions.create`): `/refunds` the list, `/refunds/:id` one. */
export function RefundsSection({ path: [first], staff }: SectionScreenProps) {
  if (!first) return <RefundsListPage />;
  return <RefundPage key={first} id={first} staff={staff} />;
}

function RefundsListPage() {
  const t = useText();
  const lang = useAdminLanguage();
  return (
    <AdminPage title={t('sections.refunds')}>
      <p>{t('refunds.lead')}</p>
      <ServerList<AdminRefund>
        caption={t('refunds.caption')}
        load={listRefunds}
        rowKey={(item) => item.id}
        rowHref={(item) => adminPath(lang, 'refunds', item.id)}
        filters={[
          {
            name: 'status',
            label: t('refunds.fields.status'),
            options: [
              { value: 'awaiting_staff', label: t('refunds.awaitingStaff') },
              ...AdminRefundStatus.options.map((value) => ({ value, label: t(`refunds.status.${value}`) })),
            ],
          },
          {
            name: 'reason',
            label: t('refunds.fields.reason'),
            options: RefundReason.options.map((value) => ({ value, label: t(`refunds.reason.${value}`) })),
          },
          { name: 'orderNumber', label: t('refunds.fields.orderNumber') },
        ]}
        columns={[
          {
            key: 'orderNumber',
            label: t('refunds.fields.orderNumber'),
            sortKey: 'orderNumber',
            cell: (item) => item.orderNumber || '—',
          },
          { key: 'reference', label: t('refunds.fields.reference'), cell: (item) => item.reference },
          {
            key: 'createdAt',
            label: t('refunds.fields.createdAt'),
            sortKey: 'createdAt',
            cell: (item) => formatDateTime(item.createdAt),
          },
          { key: 'reason', label: t('refunds.fields.reason'), cell: (item) => t(`refunds.reason.${item.reason}`) },
          { key: 'method', label: t('refunds.fields.method'), cell: (item) => paymentMethodLabel(t, item.method) },
          {
            key: 'status',
            label: t('refunds.fields.status'),
            cell: (item) => <RefundStatusBadge status={item.status} />,
          },
          {
            key: 'amount',
            label: t('refunds.fields.amount'),
            sortKey: 'amount',
            align: 'end',
            cell: (item) => formatMoney(item.amount, lang),
          },
        ]}
        empty={{ title: t('refunds.empty'), text: t('refunds.emptyHint') }}
      />
    </AdminPage>
  );
}
