import { AdminWithdrawalStatus, type AdminWithdrawalSummary } from '@shop/contracts';
import { formatDate, formatMoney } from '@shop/platform';
import { Badge } from '@shop/ui';
import { listWithdrawals } from '../api/withdrawals';
import { AdminPage } from '../kit/AdminPage';
import { ServerList } from '../kit/ServerList';
import type { SectionScreenProps } from '../screens/section-screens';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { WithdrawalPage } from './WithdrawalPage';

/** Withdrawals (`returns.list` / `returns.update`): `/withdrawals` the list, `/withdrawals/:id` one statement. */
export function WithdrawalsSection({ path, staff }: SectionScreenProps) {
  const [first] = path;
  if (!first) return <WithdrawalsListPage />;
  return <WithdrawalPage key={first} id={first} staff={staff} />;
}

/** The refund's last day, marked when it has passed without the money going back. */
export function RefundDue({ item }: { item: AdminWithdrawalSummary }) {
  const t = useText();
  const lang = useAdminLanguage();
  return (
    <>
      {formatDate(item.refundDueOn, lang)}
      {item.refundLate && (
        <>
          {' '}
          <Badge tone="danger">{t('withdrawals.late')}</Badge>
        </>
      )}
    </>
  );
}

function WithdrawalsListPage() {
  const t = useText();
  const lang = useAdminLanguage();
  return (
    <AdminPage title={t('sections.withdrawals')}>
      <p>{t('withdrawals.lead')}</p>
      <ServerList<AdminWithdrawalSummary>
        caption={t('withdrawals.caption')}
        load={listWithdrawals}
        rowKey={(item) => item.id}
        rowHref={(item) => adminPath(lang, 'withdrawals', item.id)}
        defaultSort={{ sort: 'receivedAt', dir: 'desc' }}
        filters={[
          {
            name: 'status',
            label: t('withdrawals.fields.status'),
            options: AdminWithdrawalStatus.options.map((value) => ({ value, label: t(`withdrawals.status.${value}`) })),
          },
          { name: 'number', label: t('withdrawals.fields.order') },
          {
            name: 'late',
            label: t('withdrawals.filters.late'),
            options: [{ value: 'true', label: t('withdrawals.late') }],
          },
        ]}
        columns={[
          { key: 'order', label: t('withdrawals.fields.order'), cell: (item) => item.orderNumber },
          {
            key: 'receivedAt',
            label: t('withdrawals.fields.receivedAt'),
            sortKey: 'receivedAt',
            cell: (item) => formatDate(item.receivedAt, lang),
          },
          { key: 'name', label: t('withdrawals.fields.name'), cell: (item) => item.name },
          {
            key: 'status',
            label: t('withdrawals.fields.status'),
            cell: (item) => <Badge tone="info">{t(`withdrawals.status.${item.status}`)}</Badge>,
          },
          {
            key: 'goodsDueOn',
            label: t('withdrawals.fields.goodsDueOn'),
            cell: (item) => formatDate(item.goodsDueOn, lang),
          },
          { key: 'refundDueOn', label: t('withdrawals.fields.refundDueOn'), cell: (item) => <RefundDue item={item} /> },
          {
            key: 'refund',
            label: t('withdrawals.fields.refund'),
            cell: (item) => (item.refund ? formatMoney(item.refund, lang) : '—'),
          },
        ]}
        empty={{ title: t('withdrawals.empty'), text: t('withdrawals.emptyHint') }}
      />
    </AdminPage>
  );
}
